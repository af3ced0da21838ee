// The replay check of an opened save: apply its log (from the replay base, or from the setup) under today's rules
// and compare the position reached with the saved one. Slow for long games, so the host runs it off the thread
// that draws the window, after the game is already shown.
import { hashState } from '../hash.js';
import type { AnyGameModule } from '../module.js';
import { fail, type Failed } from './errors.js';
import type { OpenedSave } from './open.js';
import { replayLog } from './replay.js';

/** A replay that reproduced the saved position, with every event of the replayed part of the game. */
export interface Verified {
  readonly ok: true;
  readonly events: readonly unknown[];
}

/** The position hash of a state: what two replays must agree on. */
export function positionHash(module: AnyGameModule, state: unknown): string {
  return hashState(module.saves.position(state));
}

/** Replays the save's log and compares the result with its snapshot; never throws. */
export function verifySave(save: Pick<OpenedSave, 'module' | 'setup' | 'base' | 'actions' | 'state'>): Failed | Verified {
  const { module } = save;
  const events: unknown[] = [];
  const replay = replayLog(save, (step) => {
    for (const e of step.events) events.push(e);
  });
  if (!replay.ok) return replay;
  const { state } = replay;
  events.unshift(...replay.startEvents);
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
