// Reading a save: parse, validate, replay the log from the setup and check the result against the snapshot. Every
// failure is a typed error naming what is wrong; a save either loads as the identical game or not at all.
import type { z } from 'zod';
import type { AnyGameModule } from './game-module.js';
import { SAVE_FORMAT, SAVE_VERSION, saveEnvelopeSchema, type SaveMeta } from './envelope.js';

/** Why a save could not be loaded. */
export type SaveErrorCode =
  | 'not-json'
  | 'not-a-save'
  | 'schema'
  | 'newer-version'
  | 'unknown-game'
  | 'replay-failed'
  | 'snapshot-mismatch'
  | 'truncated';

/** A refused save: the code, a sentence for people, and structured detail where there is some. */
export interface SaveError {
  readonly code: SaveErrorCode;
  readonly message: string;
  readonly detail?: unknown;
}

/** A loaded game: the replayed state is the one returned, never the file's snapshot. */
export type LoadResult<Setup = unknown, Action = unknown, State = unknown> =
  | {
      readonly ok: true;
      readonly game: string;
      readonly meta: SaveMeta;
      readonly setup: Setup;
      readonly actions: readonly Action[];
      readonly state: State;
    }
  | { readonly ok: false; readonly error: SaveError };

function fail(code: SaveErrorCode, message: string, detail?: unknown): { ok: false; error: SaveError } {
  return { ok: false, error: detail === undefined ? { code, message } : { code, message, detail } };
}

/** True when `text` is the beginning of a JSON object or array that stops before its brackets close. */
export function looksTruncated(text: string): boolean {
  const start = text.search(/\S/);
  if (start < 0 || (text[start] !== '{' && text[start] !== '[')) return false;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return false;
    }
  }
  return depth > 0;
}

function issues(error: z.ZodError, prefix: (string | number)[]): { path: string; message: string }[] {
  return error.issues.slice(0, 10).map((i) => ({ path: [...prefix, ...i.path.map(String)].join('.'), message: i.message }));
}

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Loads a save written by any of `modules`, replaying its log; never throws. */
export function loadSaveWith(raw: string, modules: readonly AnyGameModule[]): LoadResult {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw; // a byte-order mark some editors add
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    if (looksTruncated(text)) return fail('truncated', 'the file ends before its JSON is complete');
    return fail('not-json', `not JSON: ${describe(e)}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data) || (data as { format?: unknown }).format !== SAVE_FORMAT) {
    return fail('not-a-save', `not a save file (no "format": "${SAVE_FORMAT}")`);
  }
  const head = data as { version?: unknown; game?: unknown };
  if (typeof head.version === 'number' && Number.isInteger(head.version) && head.version > SAVE_VERSION) {
    return fail('newer-version', `save version ${head.version} was written by a newer build (this one reads version ${SAVE_VERSION})`, {
      version: head.version,
    });
  }
  const envelope = saveEnvelopeSchema.safeParse(data);
  if (!envelope.success) return fail('schema', 'the save does not match the save format', issues(envelope.error, []));
  const save = envelope.data;
  const module = modules.find((m) => m.games.includes(save.game));
  if (!module) return fail('unknown-game', `unknown game "${save.game}"`, { game: save.game });

  const setup = module.setupSchema.safeParse(save.setup);
  if (!setup.success) return fail('schema', 'the game setup is invalid', issues(setup.error, ['setup']));
  const refused = module.setupError(setup.data);
  if (refused !== null) return fail('schema', `the game setup is refused: ${refused}`, { path: 'setup' });
  if (module.gameOf(setup.data) !== save.game) {
    return fail('schema', `the save says game "${save.game}" but its setup is for "${module.gameOf(setup.data)}"`);
  }
  const actions: unknown[] = [];
  for (let i = 0; i < save.actions.length; i++) {
    const a = module.actionSchema.safeParse(save.actions[i]);
    if (!a.success) return fail('schema', `action ${i} is malformed`, issues(a.error, ['actions', i]));
    actions.push(a.data);
  }
  let snapshotHash: string;
  try {
    snapshotHash = module.hash(save.snapshot.state);
  } catch (e) {
    return fail('schema', `the snapshot state cannot be read: ${describe(e)}`);
  }
  if (snapshotHash !== save.snapshot.hash) {
    return fail('snapshot-mismatch', 'the snapshot state does not match its recorded hash (edited?)', {
      recorded: save.snapshot.hash,
      actual: snapshotHash,
    });
  }
  return replay(module, save.game, save.meta as SaveMeta, setup.data, actions, save.snapshot);
}

function replay(
  module: AnyGameModule,
  game: string,
  meta: SaveMeta,
  setup: unknown,
  actions: readonly unknown[],
  snapshot: { stateId: number; hash: string },
): LoadResult {
  let state: unknown;
  try {
    state = module.createGame(setup).state;
  } catch (e) {
    return fail('replay-failed', `the game cannot be created from its setup: ${describe(e)}`);
  }
  for (let i = 0; i < actions.length; i++) {
    let result: ReturnType<AnyGameModule['apply']>;
    try {
      result = module.apply(state, actions[i]);
    } catch (e) {
      return fail('replay-failed', `action ${i} crashed the engine: ${describe(e)}`, { index: i, action: actions[i] });
    }
    if (!result.ok) {
      return fail('replay-failed', `action ${i} was refused: ${result.error.message}`, { index: i, action: actions[i], error: result.error });
    }
    state = result.state;
  }
  const stateId = module.stateId(state);
  if (stateId < snapshot.stateId) {
    return fail('truncated', `the action log stops at state ${stateId} but the snapshot is of state ${snapshot.stateId}`, {
      replayed: stateId,
      snapshot: snapshot.stateId,
    });
  }
  const hash = module.hash(state);
  if (stateId !== snapshot.stateId || hash !== snapshot.hash) {
    return fail('snapshot-mismatch', 'replaying the action log does not give the saved state', {
      replayed: { stateId, hash },
      snapshot: { stateId: snapshot.stateId, hash: snapshot.hash },
    });
  }
  return { ok: true, game, meta, setup, actions, state };
}
