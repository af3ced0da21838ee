// The order of play as data (§5, §6): which actions each phase accepts and which phase follows which. The reducer
// refuses an action its phase does not list and dispatches the rest to the phase modules (engine/titan/game/); a phase
// that ends hands over to the next one of this table (engine/titan/game/phases.ts). Engagements and battles run inside
// the Engagement Phase with their own stages (engine/titan/game/engagement.ts, engine/titan/battle/).
import type { ActionType } from '../actions.js';
import type { GameState, Phase } from '../state.js';

/** Action types of an engagement's own stages (§9) and battles (§10–§16): accepted whenever an engagement is under
 * way, so the phase table does not list them. */
export type EngagementActionType = 'flee' | 'propose' | 'accept' | 'fight' | 'concede' | 'battleMove' | 'strike' | 'carry' | 'summon' | 'reinforce' | 'acquire' | 'done';

/** The action types a phase table lists. */
export type PhaseActionType = Exclude<ActionType, EngagementActionType | 'undo' | 'timeUp'>;

/** One phase: its id and the action types it accepts, in the order legalActions lists them. */
export interface PhaseDef {
  readonly id: Exclude<Phase, 'over'>;
  readonly actions: readonly PhaseActionType[];
  /** True when the phase has nothing to do now: it is passed over, or left once its work is done (§6.3). */
  readonly idle?: (state: GameState) => boolean;
}

/** A variant's order of play: the setup, then the phases of every Game-Turn in order (the last one ends the turn). */
export interface PhaseTable {
  readonly setup: PhaseDef;
  readonly turn: readonly PhaseDef[];
}

/** §6.3: the Engagement Phase has nothing (left) to do when no engagement is pending. */
export function noEngagementPending(state: GameState): boolean {
  return state.pendingEngagements.length === 0;
}

/** TITAN's order of play: the initial split (§5.2); then split and roll (§6.1), move (§6.2), engagements (§6.3, passed
 * over when there are none) and mustering, which ends the Game-Turn (§6.4, §6.5). */
export const CLASSIC_PHASES: PhaseTable = {
  setup: { id: 'setup', actions: ['initialSplit'] },
  turn: [
    { id: 'split', actions: ['split', 'roll'] },
    { id: 'move', actions: ['mulligan', 'move', 'endMoves'] },
    { id: 'engage', actions: ['engage'], idle: noEngagementPending },
    { id: 'muster', actions: ['recruit', 'endTurn'] },
  ],
};
