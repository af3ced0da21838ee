// Typed results: the reducer never throws for bad input; it answers with an error naming what is wrong.
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';

/** Why an action was refused. */
export type RuleErrorCode =
  | 'malformed' // not an action at all, or a field of the wrong type
  | 'stale' // computed on another stateId
  | 'not-your-turn' // sent by a player who may not act now
  | 'wrong-phase' // not allowed in this phase
  | 'illegal' // against the rules in this position
  | 'game-over';

/** A refused action. */
export interface RuleError {
  readonly code: RuleErrorCode;
  readonly message: string;
}

/** What apply() returns. */
export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: RuleError };

/** Builds a refusal. */
export function refuse(code: RuleErrorCode, message: string): { ok: false; error: RuleError } {
  return { ok: false, error: { code, message } };
}
