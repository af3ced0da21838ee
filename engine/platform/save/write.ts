// Writing a save (format version 2): the envelope with the writing app and the module's versions, the setup with its
// seed, the whole action log, the replay base (if the history before it no longer replays), the snapshot of the
// position the log leads to, and the integrity hash over all of it but the meta.
import type { AnyGameModule } from '../module.js';
import { SAVE_FORMAT, SAVE_VERSION, type SaveBody, type SaveFile, type SaveMeta } from './envelope.js';
import { integrityOf } from './open.js';
import { positionHash } from './verify.js';

/** What the caller knows when saving; timestamps and the app version come from the host (the engine has no clock). */
export interface SaveInput {
  readonly setup: unknown;
  readonly actions: readonly unknown[];
  /** Where the replay starts when not from the setup. */
  readonly base?: { readonly index: number; readonly state: unknown } | null;
  /** The state reached by applying the actions to createGame(setup) (or those after `base.index` to `base.state`). */
  readonly state: unknown;
  /** ISO timestamps. */
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Version of the app writing the file. */
  readonly app: string;
  /** The writer's own facts for the meta (the host: game id, title), and per seat (the host: who plays it). */
  readonly extraMeta?: Readonly<Record<string, unknown>>;
  readonly seatExtras?: readonly Readonly<Record<string, unknown>>[];
}

/** Builds the save object for a game of `module`. */
export function buildSaveWith(module: AnyGameModule, input: SaveInput): SaveFile {
  const summary = module.summary(input.state);
  const seats = module.seatMeta(input.setup).map((s, i) => ({ ...s, ...input.seatExtras?.[i] }));
  const meta: SaveMeta = {
    createdAt: input.createdAt,
    updatedAt: input.updatedAt,
    players: seats,
    round: summary.round,
    phase: summary.phase,
    options: module.options(input.setup),
    ...input.extraMeta,
  };
  const body: SaveBody = {
    app: input.app,
    game: module.gameOf(input.setup),
    module: module.id,
    stateVersion: module.saves.stateVersion,
    rulesVersion: module.saves.rulesVersion,
    setup: input.setup,
    actions: [...input.actions],
    base: input.base ? { index: input.base.index, state: input.base.state as Record<string, unknown> } : null,
    snapshot: { stateId: module.stateId(input.state), hash: positionHash(module, input.state), state: input.state as Record<string, unknown> },
  };
  const { app, game, module: id, stateVersion, rulesVersion, ...rest } = body;
  return { format: SAVE_FORMAT, version: SAVE_VERSION, app, game, module: id, stateVersion, rulesVersion, meta, ...rest, integrity: integrityOf(body) };
}

/** Serializes a game of `module` to save-file text. */
export function serializeSaveWith(module: AnyGameModule, input: SaveInput): string {
  return JSON.stringify(buildSaveWith(module, input));
}
