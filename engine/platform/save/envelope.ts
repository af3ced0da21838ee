// The versioned envelope of a save file (`format: "titan-save"`), shared by every game module. Version 2 records
// which build and which module wrote it, the module's state and rules versions, where the replay of its log starts,
// and an integrity hash over everything but the meta. Version 1 (the first builds) is still read. The setup, the
// actions and the states inside are checked by the module once the envelope has named the game.
import { z } from 'zod';
import type { SeatMeta } from '../module.js';

/** The format tag every save carries. */
export const SAVE_FORMAT = 'titan-save';
/** The newest envelope version this build reads and the one it writes. */
export const SAVE_VERSION = 2;
/** No real save comes near this (a 6,000-action game is about 0.6 MB): bigger files are refused before parsing. */
export const MAX_SAVE_BYTES = 8 * 1024 * 1024;
/** Deepest bracket nesting a save may have (a game state nests about 10 deep). */
export const MAX_SAVE_DEPTH = 64;

/** Summary written for save lists; never trusted on load. */
export const saveMetaSchema = z.looseObject({
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  players: z.array(z.looseObject({ name: z.string() })),
  round: z.int().min(0),
  phase: z.string(),
  options: z.unknown(),
});

const hash = z.string().regex(/^[0-9a-f]{16}$/);
const plainState = z.record(z.string(), z.unknown());

/** Version 1: setup, log and a snapshot whose hash covers the whole snapshot state. */
export const saveV1Schema = z.strictObject({
  format: z.literal(SAVE_FORMAT),
  version: z.literal(1),
  game: z.string().min(1),
  meta: saveMetaSchema,
  setup: z.unknown(),
  actions: z.array(z.unknown()),
  snapshot: z.strictObject({ stateId: z.int().min(0), hash, state: plainState }),
});

/** Version 2 (this build). */
export const saveV2Schema = z.strictObject({
  format: z.literal(SAVE_FORMAT),
  version: z.literal(2),
  /** Version of the app that wrote the file. */
  app: z.string().min(1).max(64),
  game: z.string().min(1).max(64),
  module: z.string().min(1).max(64),
  stateVersion: z.int().min(1),
  rulesVersion: z.int().min(1),
  meta: saveMetaSchema,
  setup: z.unknown(),
  /** The whole action log; the actions before `base.index` are history that led to `base` under older rules. */
  actions: z.array(z.unknown()),
  /** Where the replay starts when not from the setup: after `index` actions, at this state. */
  base: z.strictObject({ index: z.int().min(0), state: plainState }).nullable(),
  /** The position the log leads to; `hash` is its position hash (what a replay must reproduce). */
  snapshot: z.strictObject({ stateId: z.int().min(0), hash, state: plainState }),
  /** FNV-1a 64 over everything but `format`, `version`, `meta` and `integrity` (engine/platform/save/open.ts integrityOf). */
  integrity: hash,
});

/** The envelope fields the integrity hash covers (version 2). */
export type SaveBody = Omit<z.infer<typeof saveV2Schema>, 'format' | 'version' | 'meta' | 'integrity'>;

/** Meta of a save as written: the host may add its own fields (game id, title, seat kinds). */
export interface SaveMeta {
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly players: readonly SeatMeta[];
  readonly round: number;
  readonly phase: string;
  readonly options: unknown;
  readonly [extra: string]: unknown;
}

/** A save file's content (version 2), as JSON data. */
export interface SaveFile<Setup = unknown, Action = unknown, State = unknown> {
  readonly format: typeof SAVE_FORMAT;
  readonly version: typeof SAVE_VERSION;
  readonly app: string;
  readonly game: string;
  readonly module: string;
  readonly stateVersion: number;
  readonly rulesVersion: number;
  readonly meta: SaveMeta;
  readonly setup: Setup;
  readonly actions: readonly (Action | unknown)[];
  readonly base: { readonly index: number; readonly state: State } | null;
  readonly snapshot: { readonly stateId: number; readonly hash: string; readonly state: State };
  readonly integrity: string;
}
