// The replay check of an opened save: apply its log (from the replay base, or from the setup) under today's rules
// and compare the position reached with the saved one. Slow for long games, so the host runs it off the thread
// that draws the window, after the game is already shown.
import { hashState } from '../hash.js';
import type { AnyGameModule } from '../module.js';
import { describe, fail, issues, type Failed } from './errors.js';
import type { OpenedSave } from './open.js';

/** A replay that reproduced the saved position, with every event of the replayed part of the game. */
export interface Verified {
  readonly ok: true;
  readonly events: readonly unknown[];
}

/** The position hash of a state: what two replays must agree on. */
export function positionHash(module: AnyGameModule, state: unknown): string {
  return hashState(module.saves.position(state));
}

/** The replayable part of a save: the state the replay starts from, its events and the actions after it. */
export function replayStart(save: Pick<OpenedSave, 'module' | 'setup' | 'base' | 'actions'>): { state: unknown; events: unknown[]; actions: readonly unknown[] } {
  if (save.base) return { state: save.base.state, events: [], actions: save.actions.slice(save.base.index) };
  const created = save.module.createGame(save.setup);
  return { state: created.state, events: [...created.events], actions: save.actions };
}

/** Replays the save's log and compares the result with its snapshot; never throws. */
export function verifySave(save: Pick<OpenedSave, 'module' | 'setup' | 'base' | 'actions' | 'state'>): Failed | Verified {
  const { module } = save;
  let start: ReturnType<typeof replayStart>;
  try {
    start = replayStart(save);
  } catch (e) {
    return fail('replay-failed', `the game cannot be created from its setup: ${describe(e)}`);
  }
  let state = start.state;
  const events = start.events;
  const offset = save.base?.index ?? 0;
  for (let i = 0; i < start.actions.length; i++) {
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
    state = result.state;
    for (const e of result.events) events.push(e);
  }
  const reached = module.stateId(state);
  const saved = module.stateId(save.state);
  if (reached < saved) return fail('truncated', `the action log stops at state ${reached} but the saved position is state ${saved}`, { replayed: reached, snapshot: saved });
  const replayed = positionHash(module, state);
  const snapshot = positionHash(module, save.state);
  if (reached !== saved || replayed !== snapshot) {
    return fail('snapshot-mismatch', 'replaying the action log does not give the saved position', { replayed: { stateId: reached, hash: replayed }, snapshot: { stateId: saved, hash: snapshot } });
  }
  return { ok: true, events };
}
