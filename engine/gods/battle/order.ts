// The order of a Gods battle (rules 11.1): the two sides, the side a seat plays, and the last of its seven rounds
// (the family step machine's round limit for Gods, and the bound of Timewarp's steps).
import type { GodsBattleState, GodsSide } from './types.js';

export { otherSide } from '../../family/battle/flow/queries.js';

/** 11.1: at most seven battle rounds. */
export const LAST_ROUND = 7;

/** The side a seat plays, or null. */
export function seatSide(state: Pick<GodsBattleState, 'players'>, player: string): GodsSide | null {
  return state.players.attacker === player ? 'attacker' : state.players.defender === player ? 'defender' : null;
}
