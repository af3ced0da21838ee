// Typed results of the Gods of Titan reducer: it never throws for bad input; it answers with a refusal naming what is
// wrong (engine/platform/module.ts ModuleError codes).
import type { ModuleError } from '../platform/module.js';
import type { GodsEvent } from './events.js';
import type { GodsState } from './state.js';

/** What apply() returns. */
export type GodsApplyResult =
  | { readonly ok: true; readonly state: GodsState; readonly events: readonly GodsEvent[] }
  | { readonly ok: false; readonly error: ModuleError };

/** Builds a refusal. */
export function refuse(code: ModuleError['code'], message: string): { ok: false; error: ModuleError } {
  return { ok: false, error: { code, message } };
}
