// Rules 3.10, 27.4, 8.4: who may enter which land, and how far a move goes — Gods of Titan's parameters to the
// masterboard's ways (engine/family/board) that its move search (movement/search.ts) walks.
import { SEA_KINDS } from '../terrains.js';
import type { GodsLandKind } from '../types.js';

/** A land legion (never on Sea or a Whirl, rules 3.10), a Sea legion (only on the outer ring, 27.4), a Sea legion
 * that may go ashore (27.4: over Sea and land alike), or a land legion held to the ring by a Sea-Creature in it (3.10:
 * on the Coast only, the one kind of land both may stand on). */
export type Mover = 'land' | 'sea' | 'amphibious' | 'coast';

/** Rules 8.4: a legion moves 1 to 6 lands. */
export const MOST_LANDS = 6;

/** Rules 3.10, 27.4: whether a legion of this kind may enter a land of this kind at all. */
export function mayEnterKind(kind: GodsLandKind, mover: Mover): boolean {
  if (mover === 'amphibious') return true;
  if (mover === 'coast') return kind === 'coast';
  return mover === 'sea' ? SEA_KINDS.has(kind) : kind !== 'sea' && kind !== 'whirl';
}
