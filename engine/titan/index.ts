// The engine's public API: create a game, apply actions, ask who acts and what is legal, and the per-viewer view.
// Everything here is pure: same setup, seed and actions → the same states.
import type { GameEvent } from './events.js';
import { checkSetup, createInitialState } from './game/create.js';

export { checkSetup, type SetupError } from './game/create.js';
import type { GameSetup, GameState } from './state.js';

export { apply, applyAction } from './reducer.js';
export { legalActions, playersToAct } from './legal.js';
export { viewFor, type LegionView, type PlayerSummary, type PlayerView } from './view.js';
export { getVariant, VARIANT_IDS, type Variant } from './variants/index.js';
export type { Action, ActionType } from './actions.js';
export type { GameEvent } from './events.js';
export type { ApplyResult, RuleError, RuleErrorCode } from './result.js';
export type * from './state.js';

/** Creates a game from its setup: towers rolled, turn order fixed; the players' initial splits come next. Callers
 * holding untrusted setups check them first with checkSetup (typed error); an invalid setup here is a programming
 * error and throws. */
export function createGame(setup: GameSetup): { state: GameState; events: GameEvent[] } {
  const problem = checkSetup(setup);
  if (problem) throw new Error(problem.message);
  return createInitialState(setup);
}
