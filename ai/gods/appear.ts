// The Gods of Titan AI's choice of the legion its Phantom or Dark-Titan appears in (rules 24.4, 24.5, 23.7): the
// Master is the seat's life, so the legion that stands safest — its strength, as the view knows it, least outweighed
// by the strongest enemy that could reach its land next turn (an enemy on the same land counts: it is engaged); the
// first such on a tie.
import type { GodsAction } from '../../engine/gods/actions.js';
import type { GodsView } from '../../engine/gods/view.js';
import { strongestThreat } from './threat.js';
import { legionStrength } from './value.js';

/** The safest legion for the Master among the listed choices, or null when none is listed. */
export function appearChoice(view: GodsView, legal: readonly GodsAction[]): GodsAction | null {
  let best: { a: GodsAction; margin: number } | null = null;
  for (const a of legal) {
    if (a.type !== 'appear') continue;
    const legion = view.legions.find((l) => l.marker === a.legion);
    const margin = legion ? legionStrength(view, legion) - strongestThreat(view, legion.land) : -Infinity;
    if (!best || margin > best.margin) best = { a, margin };
  }
  return best?.a ?? null;
}
