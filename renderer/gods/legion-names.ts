// Legions and their markers in words (issue 21): a marker by its short, stable name — its colour and number, or its
// Tower kind (4.4: "Red 3", "Green Tower", "Black Darktower 2") — which is public, as the board shows every marker;
// and a legion as the viewer knows it: its height and land, and the characters the view shows (unknown ones as "?").
// Never a marker id, never a character the view hides. Pure text in the words `say` gives (the screen's language).
import type { GodsLegionView } from '../../engine/gods/view.js';
import { GOD_MARKER, type Say } from './move-labels.js';

/** The seat word of a marker's colour prefix (the Neutral legions' markers are gray). */
const COLOURS: Readonly<Record<string, 'red' | 'green' | 'blue' | 'black' | 'neutral'>> = { red: 'red', green: 'green', blue: 'blue', black: 'black', gray: 'neutral' };

/** A marker split into its colour prefix and its kind: a number or a Tower marker's kind (4.4). */
function parts(marker: string): { readonly colour: string; readonly kind: string } {
  const dash = marker.indexOf('-');
  return dash < 0 ? { colour: '', kind: marker } : { colour: marker.slice(0, dash), kind: marker.slice(dash + 1) };
}

/** A marker's kind in words: its number, or "Tower", "Ruin", "Fort", "Citytower", "Darktower 2" (4.4). */
function kindName(kind: string, say: Say): string {
  const dark = /^darktower-(\d+)$/.exec(kind);
  if (dark) return say('gods.marker.darktower', { n: dark[1] ?? '' });
  if (kind === 'tower' || kind === 'ruin' || kind === 'fort' || kind === 'citytower') return say(`gods.marker.${kind}`);
  return kind;
}

/** A marker's short, stable name: "Red 3", "Green Tower", "Neutral 2"; the God's legion by name (27.5). */
export function markerName(marker: string, say: Say): string {
  if (marker === GOD_MARKER) return say('gods.theGod');
  const { colour, kind } = parts(marker);
  const seat = COLOURS[colour];
  return seat ? `${say(`gods.seat.${seat}`)} ${kindName(kind, say)}` : kindName(kind, say);
}

/** The word drawn on a marker on the board, where a marker is a thumb wide: its number, or its Tower kind short
 * ("Tower", "Ruin", "Fort", "City", "Dark 2") over the Tower sign the board draws; the God's legion "God". */
export function markerBadge(marker: string, say: Say): { readonly text: string; readonly tower: boolean } {
  if (marker === GOD_MARKER) return { text: say('gods.marker.short.god'), tower: false };
  const { kind } = parts(marker);
  if (/^\d+$/.test(kind)) return { text: kind, tower: false };
  const dark = /^darktower-(\d+)$/.exec(kind);
  if (dark) return { text: say('gods.marker.short.darktower', { n: dark[1] ?? '' }), tower: true };
  if (kind === 'citytower') return { text: say('gods.marker.short.citytower'), tower: true };
  return { text: kindName(kind, say), tower: true };
}

/** A legion as the viewer knows it, in one line: its short name, then its height and land ("Blue 3 · 3 characters on
 * Plains 120"). */
export function legionHeading(legion: Pick<GodsLegionView, 'marker' | 'height' | 'land'>, say: Say, land: (id: number) => string): string {
  return `${markerName(legion.marker, say)} · ${say('gods.legionAt', { n: legion.height, land: land(legion.land) })}`;
}

/** The characters of a legion as the view shows them, the unknown ones as "?" (and how many are unknown): what the
 * viewer knows from its own legions, spying, reveals and battles. */
export function knownContents(legion: Pick<GodsLegionView, 'names' | 'powers'>, say: Say): { readonly text: string; readonly unknown: number } {
  const text = legion.names.map((n, i) => `${n ?? '?'}${n !== null && legion.powers?.[i] ? ` (${say('gods.pf', { n: legion.powers[i] ?? 0 })})` : ''}`).join(', ');
  return { text, unknown: legion.names.filter((n) => n === null).length };
}
