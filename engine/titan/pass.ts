// A turn deadline's `skip` in TITAN (GameModule.pass, docs/rules-notes.md "Turn deadlines"): the least the rules let the
// seat to act do at this step, or null where they require a real action of it.
import type { Action, ActionType } from './actions.js';
import { legalActions } from './legal.js';
import type { GameState, PlayerId } from './state.js';

/** The actions that do the least: §6.1 the split phase ends with the §6.2 Movement Roll (no split), §6.2 the Movement
 * Phase ends (only once §6.2/§7 allow it: a legion moved, or none can), §6.4/§18 the turn ends without a muster. */
const PASSING: ReadonlySet<ActionType> = new Set<ActionType>(['roll', 'endMoves', 'endTurn']);

/** The least `seat` may do now; null during §5.2's initial split, §6.2's required move, an engagement (§9) and a
 * battle (§11–§17), where the rules require an action. */
export function titanPass(state: GameState, seat: PlayerId): Action | null {
  if (state.battle || state.engagement) return null;
  return legalActions(state, seat).find((a) => PASSING.has(a.type)) ?? null;
}
