// Rules 11.2–11.5: the battleland side an attacker enters by — the side facing the land of its last step, the fixed one
// of a Tower land or the Coast, any after a teleport (engine/family/board/entry-sides.ts with Gods' hook, board.ts
// edgeRuleOf) — for the moves (movement/search.ts), the reducer's stop short and the battle of a move without a side.
import type { EntrySide } from '../../family/types.js';
import { chosenEdges } from '../../family/board/entry-sides.js';
import { edgeRuleOf } from '../board.js';
import { GODS_MOVES, type MoveBoard } from './move-board.js';

/** Rules 11.2: the side an attacker on `land` enters by, having come from `from` by a sign (fixed on Tower lands and
 * the Coast, 11.3, 11.4); undefined where the land names none (the City and the Dungeon, 11.5) or no sign leads in. */
export function entryFrom(land: number, from: number, board: MoveBoard = GODS_MOVES): EntrySide | undefined {
  return board.edges.get(land)?.get(from);
}

/** Rules 11.3–11.5: the sides an attacker may choose after a teleport — any, but the fixed one of a Tower land or Coast. */
export function chosenSides(land: number, board: MoveBoard = GODS_MOVES): readonly EntrySide[] {
  return chosenEdges(edgeRuleOf(board.lands.get(land)?.kind ?? 'land'));
}
