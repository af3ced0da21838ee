// The shape every phase handler returns: the next state, or the typed reason the action was refused.
import type { RuleError, RuleErrorCode } from '../result.js';
import type { GameState } from '../state.js';

/** A handler's result. */
export type Step = GameState | RuleError;

/** A refusal. */
export function fail(code: RuleErrorCode, message: string): RuleError {
  return { code, message };
}

/** True when a handler refused the action. */
export function isError(step: Step): step is RuleError {
  return 'code' in step;
}
