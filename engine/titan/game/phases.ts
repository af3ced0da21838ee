// Reading a variant's order of play (engine/titan/variants/phases.ts): what the current phase allows, and which phase a
// Game-Turn begins with or moves on to when a phase ends (passing over phases with nothing to do).
import type { Action, ActionType } from '../actions.js';
import type { GameState, Phase } from '../state.js';
import type { PhaseActionType, PhaseDef } from '../variants/phases.js';
import type { Variant } from '../variants/index.js';
import { variantOf } from './context.js';

/** The definition of a phase in a variant's table (undefined for 'over' and phases the variant does not have). */
export function phaseDef(variant: Variant, phase: Phase): PhaseDef | undefined {
  const { setup, turn } = variant.phases;
  return setup.id === phase ? setup : turn.find((p) => p.id === phase);
}

/** An action a phase table may list. */
export type PhaseAction = Extract<Action, { readonly type: PhaseActionType }>;

/** Whether the current phase accepts this action's type. */
export function phaseAllows(state: GameState, action: Action): action is PhaseAction {
  const actions: readonly ActionType[] | undefined = phaseDef(variantOf(state), state.phase)?.actions;
  return actions?.includes(action.type) ?? false;
}

/** The first phase of the turn order from index `from` on that has something to do in `state`. */
function busyPhaseFrom(state: GameState, from: number): Phase {
  const turn = variantOf(state).phases.turn;
  for (let i = from; i < turn.length; i++) {
    const p = turn[i]!;
    if (!p.idle?.(state)) return p.id;
  }
  throw new Error(`no phase of ${state.variant} follows ${state.phase} in this position`);
}

/** The phase a Game-Turn begins with (§6.1: the Commencement Phase). */
export function firstTurnPhase(state: GameState): Phase {
  return busyPhaseFrom(state, 0);
}

/** The phase that follows the current one when it ends (the Engagement Phase is passed over without engagements). */
export function nextPhase(state: GameState): Phase {
  const turn = variantOf(state).phases.turn;
  return busyPhaseFrom(state, turn.findIndex((p) => p.id === state.phase) + 1);
}

/** Whether the current phase has nothing left to do (it then ends: the last engagement was resolved). */
export function phaseIdle(state: GameState): boolean {
  return phaseDef(variantOf(state), state.phase)?.idle?.(state) ?? false;
}
