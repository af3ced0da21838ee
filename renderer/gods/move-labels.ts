// The Gods of Titan screen's movement aids in words (issue 21): the engine's move previews (rules 8.4, 22 — the lands
// a move counts, what could be mustered there, or why nothing) and a legion named by what the viewer knows of it
// instead of its marker id. Pure text from the engine's hints, in the words `say` gives (the screen's language).
import type { GodsMoveCount, GodsMovePreview } from '../../engine/gods/preview/move-musters.js';
import type { GOD_LEGION } from '../../engine/gods/state.js';
import type { GodsLegionView } from '../../engine/gods/view.js';
import type { GodsKey } from './words.js';

/** The screen's words: a key of words.ts filled with its parameters. */
export type Say = (key: GodsKey, params?: Readonly<Record<string, string | number>>) => string;

/** The God's legion's marker (27.5), tied to the engine's by its type. */
export const GOD_MARKER: typeof GOD_LEGION = 'skycastle';

/** A legion by the characters the viewer knows of it (the hidden ones left out), else "legion 3" — never its marker
 * id; the God's legion by name (27.5). */
export function legionName(legion: Pick<GodsLegionView, 'names'> | undefined, marker: string, say: Say): string {
  if (marker === GOD_MARKER) return say('gods.theGod');
  const known = (legion?.names ?? []).filter((n): n is string => n !== null);
  if (known.length > 0) return known.join(', ');
  return say('gods.aid.legion', { n: marker.replace(/^[a-z]+-/, '') });
}

/** One count of a move (8.4; a teleport counts one, 9.1): "4 lands", "teleport · 1 land". */
export function countText(c: GodsMoveCount, say: Say): string {
  const lands = say('gods.aid.lands', { n: c.lands });
  return c.teleport ? `${say('gods.aid.teleport')} · ${lands}` : lands;
}

/** What the engine's preview of one destination says: its counts, and what could be mustered there (the characters,
 * a hire's price) or why nothing (too few or too many lands, a free teleport, no character qualifies). */
export function previewText(p: GodsMovePreview, say: Say): { readonly counts: string; readonly musters: string; readonly mayMuster: boolean } {
  const counts = p.counts.map((c) => countText(c, say)).join(' / ');
  const names = p.musters.map((m) => (m.lifegems > 0 ? say('gods.aid.price', { character: m.character, n: m.lifegems }) : m.character));
  const fits = p.counts.some((c) => c.fit === 'musters');
  const why = p.counts.flatMap((c) => (c.fit === 'musters' ? [] : [c.fit]))[0];
  const text = names.length > 0 ? names.join(', ') : fits || !why ? say('gods.aid.nothing') : say(`gods.aid.${why}`);
  return { counts, musters: p.engages ? `${text} (${say('gods.aid.engages')})` : text, mayMuster: names.length > 0 };
}
