// What a legion's moves and musters read of its owner, compared by content: a split or a muster copies the owner's
// player object whole (state.ts touchPlayer), so the caches keyed by it (movement/paths.ts gaits, turn/muster.ts prices)
// would otherwise work everything out again for every other legion of the seat.
import type { GodsPlayer } from './state.js';

/** Whether two player objects of one seat agree in all that a legion's movement reads of its owner: the EP and whether
 * the Titan is uncovered (26.2), the role, the goals paid (27.4, A30) and being out. */
export function sameMoveFacts(a: GodsPlayer | undefined, b: GodsPlayer | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  if (a.id !== b.id || a.ep !== b.ep || a.titanUncovered !== b.titanUncovered || a.role !== b.role || a.out !== b.out) return false;
  return a.goals === b.goals || (a.goals.length === b.goals.length && a.goals.every((g, i) => b.goals[i] === g));
}

/** Whether two player objects of one seat agree in all that a legion's musters read of its owner: its movement's facts,
 * the pool and the Lifegems (22). The markers, spells, trophies and score may differ. */
export function sameMusterFacts(a: GodsPlayer | undefined, b: GodsPlayer | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.lifegems !== b.lifegems || !sameMoveFacts(a, b)) return false;
  if (a.pool === b.pool) return true;
  const keys = Object.keys(a.pool);
  if (keys.length !== Object.keys(b.pool).length) return false;
  for (const k of keys) if (a.pool[k] !== b.pool[k]) return false;
  return true;
}
