// Rules 4.5: which legions are parts of one split. A part split off this Movement Phase names the legion it left
// (`splitFrom`); a part may split again, so one split family spans generations. The split rules (split.ts), the end of
// the Movement Phase (turn/flow.ts) and the invariants read families here; this file imports nothing at run time.
import type { GodsLegion } from '../state.js';

/** Rules 4.5: the marker of the legion a legion's splits of this Movement Phase began from — itself when it was not
 * split off; a part of a part leads back to the legion its parent left (every generation of one split). */
export function splitRoot(legions: readonly Linked[], legion: Linked): string {
  return legion.splitFrom === null ? legion.marker : ancestry(legions, legion).root; // most legions were not split off
}

/** Rules 4.5: how many splits of this Movement Phase lie between a legion and its split root (0: it is the root). */
export function splitDepth(legions: readonly Linked[], legion: Linked): number {
  return ancestry(legions, legion).depth;
}

type Linked = Pick<GodsLegion, 'marker' | 'splitFrom'>;

/** Follows `splitFrom` up to the legion the family began from (a marker no longer on the board ends the walk: the
 * legion merged into its Tower legion, 25.7, and its parts still share it). */
function ancestry(legions: readonly Linked[], legion: Linked): { root: string; depth: number } {
  let at = legion;
  let depth = 0;
  const seen = new Set([at.marker]);
  while (at.splitFrom !== null && !seen.has(at.splitFrom)) {
    const from = at.splitFrom;
    depth++;
    const parent = legions.find((l) => l.marker === from);
    if (!parent) return { root: from, depth };
    seen.add(from);
    at = parent;
  }
  return { root: at.marker, depth };
}
