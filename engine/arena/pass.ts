// A turn deadline's `skip` in Titan: The Arena (GameModule.pass, docs/rules-notes.md "Turn deadlines"): the least the
// rules let the seat to act do at this step, or null where they require a real action of it.
import type { ArenaAction } from './actions.js';
import { legalActions } from './legal.js';
import type { ArenaPlayerId, ArenaState } from './types.js';

/** The actions that do the least: §5 leaving the auction, §6/§7 no bet (and §15 no ability, no second card), §5/§6
 * passing with the hand shown (only when no card can be played), §11 no discard, §14 a stalemate refused. */
function passes(a: ArenaAction): boolean {
  return a.type === 'passBid' || a.type === 'skip' || a.type === 'showHand' || a.type === 'endTurn' || (a.type === 'voteStalemate' && !a.accept);
}

/** The least `seat` may do now; null where §5/§6 require a card played and §15's chosen ability its target. */
export function arenaPass(state: ArenaState, seat: string): ArenaAction | null {
  return legalActions(state, seat as ArenaPlayerId).find(passes) ?? null;
}
