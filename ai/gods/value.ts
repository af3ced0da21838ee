// What the Gods of Titan AI thinks a character and a legion are worth, from the seat's view only: the scoring rule's
// value (rules 20.3, PF × SF, a Titan at its owner's score) for every name it may see, and an average Creature's for
// each character hidden from it (it knows the height of every legion, never the hidden names).
import { GODS_CHARACTERS } from '../../engine/gods/data/characters.js';
import { scoreValue } from '../../engine/gods/rules/scoring.js';
import type { GodsLegionView, GodsView } from '../../engine/gods/view.js';

/** The value a hidden character is guessed at: the mean chart value of the ordinary Creatures. */
export const HIDDEN_VALUE = (() => {
  const values = Object.values(GODS_CHARACTERS).filter((c) => c.cls === 'creature' && c.value !== null).map((c) => c.value ?? 0);
  return values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
})();

/** The score of a seat as the view shows it (every score is public); 0 for the Neutral legions. */
export function scoreOf(view: GodsView, owner: string): number {
  return view.players.find((p) => p.id === owner)?.score ?? 0;
}

/** Rules 20.3: one character's value for its owner (a name the chart lacks counts as a hidden one). */
export function characterValue(name: string, ownerScore: number): number {
  return Object.prototype.hasOwnProperty.call(GODS_CHARACTERS, name) ? scoreValue(name, ownerScore) : HIDDEN_VALUE;
}

/** The legion's strength as the viewer knows it: known names at their value, hidden ones at HIDDEN_VALUE. */
export function legionStrength(view: GodsView, legion: GodsLegionView): number {
  const score = scoreOf(view, legion.owner);
  return legion.names.reduce((sum, name) => sum + (name === null ? HIDDEN_VALUE : characterValue(name, score)), 0);
}

/** The names of a list of the viewer's own piece ids, by its view of the legion (ids line up with names). */
export function namesOfIds(legion: GodsLegionView, ids: readonly string[]): string[] {
  return ids.map((id) => legion.names[legion.ids?.indexOf(id) ?? -1] ?? '').filter((n) => n !== '');
}

/** The strength of every legion `owner` holds on the board, as the viewer knows them (how far ahead a seat is). */
export function seatStrength(view: GodsView, owner: string): number {
  return view.legions.reduce((sum, l) => sum + (l.owner === owner ? legionStrength(view, l) : 0), 0);
}
