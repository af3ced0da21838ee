// A turn deadline's `skip` in Gods of Titan (GameModule.pass, docs/rules-notes.md "Turn deadlines"): the least the
// rules let the seat to act do at this step, or null where they require a real action of it.
import type { GodsAction } from './actions.js';
import { godsLegalActions } from './legal.js';
import type { GodsState } from './state.js';

/** The actions that do the least: 6.2 the Movement Phase ends (only once 8 allows it), 6.3 the Engagement Phase ends
 * (only once no engagement must still be fought), 6.4–6.5 the turn ends without a muster or a revival, 17–21 the rest of
 * an optional step after a battle declined, 7.1 a trade offer rejected. */
function passes(a: GodsAction): boolean {
  return a.type === 'endMovement' || a.type === 'endEngagements' || a.type === 'endTurn' || a.type === 'pass' || (a.type === 'answerTrade' && !a.accept);
}

/** The least `seat` may do now; null in the setup (5.4, 5.7), a required move, an engagement's choices (10) and a
 * battle (11–16), where the rules require an action. */
export function godsPass(state: GodsState, seat: string): GodsAction | null {
  return godsLegalActions(state, seat).find(passes) ?? null;
}
