// The masterboard rules API in one place (§7 movement, §8 teleports, §10 entry sides, §18 mustering), for the
// reducer, the query oracle, the UI and the AI.
import type { LandId, MarkerId } from '../state.js';
import type { Variant } from '../variants/index.js';
import { type BoardLegion, normalMoves } from './movement.js';
import { type TeleportOptions, teleportMoves } from './teleport.js';

export { masterGraph, type MasterGraph } from './graph.js';
export { type BoardLegion, type MoveTarget, normalMoves } from './movement.js';
export { type TeleportOptions, type TeleportTarget, lordsOf, teleportMoves } from './teleport.js';
export { entrySideFor, teleportEntrySides } from './entry.js';
export { ATTACKER_SIDES, sortSides } from '../../family/board/entry-sides.js';
export { type RecruitOption, recruitOptions } from './muster.js';

/** §6.2 / §4.3: whether the legion has any legal move (normal or teleport) with this roll. */
export function canMove(
  variant: Variant,
  legions: readonly BoardLegion[],
  marker: MarkerId,
  roll: number,
  engagedLands: readonly LandId[],
  teleport: TeleportOptions,
): boolean {
  return normalMoves(variant, legions, marker, roll, engagedLands).length > 0 || teleportMoves(variant, legions, marker, roll, teleport).length > 0;
}
