// Migrating data of an older state schema version step by step to the module's current one: one small function
// per version step (engine/platform/module.ts StateMigration), applied in order, never skipped.
import type { ModuleSaves, StateMigration } from '../module.js';

/** The migration steps from `from` to the module's current version, or a sentence naming the missing step. */
export function migrationPath(saves: ModuleSaves<unknown>, from: number): { ok: true; steps: readonly StateMigration[] } | { ok: false; message: string } {
  const steps: StateMigration[] = [];
  for (let v = from + 1; v <= saves.stateVersion; v++) {
    const step = saves.migrations.find((m) => m.to === v);
    if (!step) return { ok: false, message: `no migration to state version ${v}` };
    steps.push(step);
  }
  return { ok: true, steps };
}

/** Runs `pick` of every step over a value (a state, a setup or an action); a step without that part keeps it. */
export function migrate(steps: readonly StateMigration[], value: unknown, part: 'state' | 'setup' | 'action'): unknown {
  let v = value;
  for (const step of steps) {
    const f = part === 'state' ? step.state : part === 'setup' ? step.setup : step.action;
    if (f) v = f.call(step, v);
  }
  return v;
}
