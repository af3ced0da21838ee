// Typed results of the Arena reducer: it never throws for bad input; it answers with an error naming what is wrong.
import type { ArenaEvent } from './events.js';
import type { ArenaState } from './types.js';

/** Why an action was refused. */
export type ArenaErrorCode = 'malformed' | 'stale' | 'not-your-turn' | 'wrong-phase' | 'illegal' | 'game-over';

/** A refused action. */
export interface ArenaError {
  readonly code: ArenaErrorCode;
  readonly message: string;
}

/** What apply() returns. */
export type ArenaApplyResult =
  | { readonly ok: true; readonly state: ArenaState; readonly events: readonly ArenaEvent[] }
  | { readonly ok: false; readonly error: ArenaError };

/** Builds a refusal. */
export function refuse(code: ArenaErrorCode, message: string): { ok: false; error: ArenaError } {
  return { ok: false, error: { code, message } };
}
