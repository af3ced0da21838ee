// Rules 9.4, 26.5 (the Titan teleports, A18) and 9.5 (the Darklord's Darkland teleport): moves that replace a whole
// regular move and count as one land (9.1).
import { GODS_BOARD, landsOfKind } from './board-index.js';
import { passage } from './occupancy.js';
import type { Perks } from './perks.js';
import { TOWER_KINDS } from '../terrains.js';
import { mayEnter, type Mover } from '../moves.js';
import { treatyHolds, type GodsLegion, type GodsState } from '../state.js';
import type { GodsMoveOption } from './paths.js';

/** Rules 9.5: what a Darkland teleport costs in Lifegems. */
export const DARKLAND_TELEPORT_PRICE = 250;

const DARKLANDS = landsOfKind('darkland');

const empty = (state: GodsState, land: number): boolean => !state.legions.some((l) => l.land === land);

/** The teleports `legion` may make instead of a move, onto lands its kind of mover may enter (3.10); `endable` is the
 * regular end-of-move rule. */
export function teleportMoves(state: GodsState, legion: GodsLegion, perks: Perks, mover: Mover, endable: (land: number) => boolean): GodsMoveOption[] {
  const out: GodsMoveOption[] = [];
  const one = (to: number, teleport: GodsMoveOption['teleport']): void => {
    if (to !== legion.land) out.push({ to, steps: 1, exit: null, teleport });
  };
  const land = (id: number): boolean => mayEnter(GODS_BOARD, id, mover) && mayEnter(GODS_BOARD, id, 'land');
  if (perks.towerTeleport) {
    // 26.5 (A17): onto a land next to one of the player's own or a Neutral Tower land (enemy ones need a permission
    // the game does not model), ending there by the regular rule.
    const towers = state.legions.filter((l) => l.tower && (l.owner === legion.owner || l.owner === 'neutral') && TOWER_KINDS.has(GODS_BOARD.byId.get(l.land)?.kind ?? 'land'));
    const beside = new Set(towers.flatMap((t) => [...(GODS_BOARD.linked.get(t.land) ?? [])]));
    for (const id of beside) if (land(id) && !TOWER_KINDS.has(GODS_BOARD.byId.get(id)?.kind ?? 'land') && endable(id)) one(id, 'titan-tower');
  }
  if (perks.battleTeleport && !treatyHolds(state)) {
    // 26.5: onto a land an enemy legion holds, engaging it.
    const targets = new Set(state.legions.filter((l) => l.owner !== legion.owner && l.owner !== 'neutral').map((l) => l.land));
    for (const id of targets) if (land(id) && endable(id) && passage(state, legion, id).engages) one(id, 'titan-battle');
  }
  if (perks.freeTeleport) {
    // 26.5: onto any unoccupied land (no mustering after it).
    for (const l of GODS_BOARD.lands) if (land(l.id) && empty(state, l.id) && endable(l.id)) one(l.id, 'titan-free');
  }
  const player = state.players.find((p) => p.id === legion.owner);
  if (legion.owner === 'black' && DARKLANDS.includes(legion.land) && (player?.lifegems ?? 0) >= DARKLAND_TELEPORT_PRICE) {
    // 9.5: from a Darkland it stood on at the start of the turn to another unoccupied Darkland, for 250 Lifegems.
    for (const id of DARKLANDS) if (empty(state, id)) one(id, 'darkland');
  }
  return out;
}
