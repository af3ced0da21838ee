// The one replay of a save's log under today's rules: from its replay base (or its setup), each logged action parsed
// and applied in turn. The replay check (verify.ts) compares where it ends with the saved position; a game's review
// and statistics (engine/platform/history.ts) read each step on the way. Never throws.
import type { AnyGameModule, ModuleAction, ModuleEvent } from '../module.js';
import { describe, fail, issues, type Failed } from './errors.js';
import type { OpenedSave } from './open.js';

/** The replayable part of a save: the state the replay starts from, its events and the actions after it. */
export function replayStart(save: Pick<OpenedSave, 'module' | 'setup' | 'base' | 'actions'>): { state: unknown; events: unknown[]; actions: readonly unknown[] } {
  if (save.base) return { state: save.base.state, events: [], actions: save.actions.slice(save.base.index) };
  const created = save.module.createGame(save.setup);
  return { state: created.state, events: [...created.events], actions: save.actions };
}

/** One step of a replay: the logged action (its index in the whole log), the states before and after it, its events. */
export interface ReplayStep {
  readonly index: number;
  readonly action: ModuleAction;
  readonly before: unknown;
  readonly after: unknown;
  readonly events: readonly ModuleEvent[];
}

/** A replay that went through the whole log: the events of its start (the game's creation; none from a base) and
 * the state it reached. */
export interface Replayed {
  readonly ok: true;
  readonly startEvents: readonly ModuleEvent[];
  readonly state: unknown;
}

/** Replays the save's log, handing each step to `visit`; where it ended, or why it could not go on. With `until`, only
 * the actions before that log index (a review's board replays no further than its step). */
export function replayLog(save: Pick<OpenedSave, 'module' | 'setup' | 'base' | 'actions'>, visit: (step: ReplayStep) => void, until?: number): Failed | Replayed {
  const module: AnyGameModule = save.module;
  let start: ReturnType<typeof replayStart>;
  try {
    start = replayStart(save);
  } catch (e) {
    return fail('replay-failed', `the game cannot be created from its setup: ${describe(e)}`);
  }
  let state = start.state;
  const offset = save.base?.index ?? 0;
  const end = until === undefined ? start.actions.length : Math.min(start.actions.length, until - offset);
  for (let i = 0; i < end; i++) {
    const index = offset + i;
    const parsed = module.actionSchema.safeParse(start.actions[i]);
    if (!parsed.success) return fail('schema', `action ${index} is malformed`, issues(parsed.error, ['actions', index]));
    let result: ReturnType<AnyGameModule['apply']>;
    try {
      result = module.apply(state, parsed.data);
    } catch (e) {
      return fail('replay-failed', `action ${index} crashed the engine: ${describe(e)}`, { index });
    }
    if (!result.ok) return fail('replay-failed', `action ${index} was refused: ${result.error.message}`, { index, error: result.error });
    visit({ index, action: parsed.data, before: state, after: result.state, events: result.events });
    state = result.state;
  }
  return { ok: true, startEvents: start.events as ModuleEvent[], state };
}
