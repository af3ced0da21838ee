// Rules 9.4, 26.5 (the Titan teleports, A18) and 9.5 (the Darklord's Darkland teleport): moves that replace a whole
// regular move and count as one land (9.1).
import type { MoveBoard } from './move-board.js';
import { mayEnterKind, type Mover } from './movers.js';
import { passage } from './occupancy.js';
import type { Perks } from './perks.js';
import { TOWER_KINDS } from '../terrains.js';
import { treatyHolds, type GodsLegion, type GodsState } from '../state.js';
import type { GodsLandKind } from '../types.js';
import type { GodsMoveOption } from './move-option.js';

/** Rules 9.5: what a Darkland teleport costs in Lifegems. */
export const DARKLAND_TELEPORT_PRICE = 250;

const empty = (state: GodsState, land: number): boolean => !state.legions.some((l) => l.land === land);

/** The kind of a land of the board (an unknown one counts as plain land). */
function kindOn(board: MoveBoard, id: number): GodsLandKind {
  return board.lands.get(id)?.kind ?? 'land';
}

/** Rules 3.10: whether a land legion of its kind of mover may enter the land (it is on the board, not Sea or a Whirl,
 * and the Coast only while a Sea-Creature holds it to the ring). */
function landLegionMayEnter(board: MoveBoard, id: number, mover: Mover): boolean {
  return board.lands.has(id) && mayEnterKind(kindOn(board, id), 'land') && mayEnterKind(kindOn(board, id), mover);
}

/** Keeps a teleport of `legion` onto `to` (none onto the land it stands on). */
function one(out: GodsMoveOption[], legion: GodsLegion, to: number, teleport: GodsMoveOption['teleport']): void {
  if (to !== legion.land) out.push({ to, steps: 1, exit: null, teleport });
}

/** The teleports `legion` may make instead of a move on `board`, onto lands its kind of mover may enter (3.10);
 * `endable` is the regular end-of-move rule. */
export function teleportMoves(state: GodsState, legion: GodsLegion, perks: Perks, mover: Mover, endable: (land: number) => boolean, board: MoveBoard): GodsMoveOption[] {
  const out: GodsMoveOption[] = [];
  if (perks.towerTeleport) {
    // 26.5 (A17): onto a land next to one of the player's own or a Neutral Tower land (enemy ones need a permission
    // the game does not model), ending there by the regular rule.
    const towers = state.legions.filter((l) => l.tower && (l.owner === legion.owner || l.owner === 'neutral') && TOWER_KINDS.has(kindOn(board, l.land)));
    const beside = new Set(towers.flatMap((t) => [...(board.index.linked.get(t.land) ?? [])]));
    for (const id of beside) if (landLegionMayEnter(board, id, mover) && !TOWER_KINDS.has(kindOn(board, id)) && endable(id)) one(out, legion, id, 'titan-tower');
  }
  if (perks.battleTeleport && !treatyHolds(state)) {
    // 26.5: onto a land an enemy legion holds, engaging it.
    const targets = new Set(state.legions.filter((l) => l.owner !== legion.owner && l.owner !== 'neutral').map((l) => l.land));
    for (const id of targets) if (landLegionMayEnter(board, id, mover) && endable(id) && passage(state, legion, id).engages) one(out, legion, id, 'titan-battle');
  }
  if (perks.freeTeleport) {
    // 26.5: onto any unoccupied land (no mustering after it).
    for (const l of board.index.lands) if (landLegionMayEnter(board, l.id, mover) && empty(state, l.id) && endable(l.id)) one(out, legion, l.id, 'titan-free');
  }
  const player = state.players.find((p) => p.id === legion.owner);
  const darklands = board.ofKind.get('darkland') ?? [];
  if (player?.role === 'darklord' && darklands.includes(legion.land) && (player?.lifegems ?? 0) >= DARKLAND_TELEPORT_PRICE) {
    // 9.5: from a Darkland it stood on at the start of the turn to another unoccupied Darkland, for 250 Lifegems.
    for (const id of darklands) if (empty(state, id)) one(out, legion, id, 'darkland');
  }
  return out;
}
