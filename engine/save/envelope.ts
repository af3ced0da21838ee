// The versioned envelope of a save file (`format: "titan-save"`), shared by every game module. The setup and the
// actions inside are validated by the module's own schemas once the envelope has named the game.
import { z } from 'zod';
import type { SeatMeta } from './game-module.js';

/** The format tag every save carries. */
export const SAVE_FORMAT = 'titan-save';
/** The newest envelope version this build reads and the one it writes. */
export const SAVE_VERSION = 1;

/** Summary written for save lists; never trusted on load (the replay is). */
export const saveMetaSchema = z.looseObject({
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  players: z.array(z.looseObject({ name: z.string() })),
  round: z.int().min(0),
  phase: z.string(),
  options: z.unknown(),
});

/** The envelope with setup and actions left for the module to check. */
export const saveEnvelopeSchema = z.strictObject({
  format: z.literal(SAVE_FORMAT),
  version: z.literal(SAVE_VERSION),
  game: z.string().min(1),
  meta: saveMetaSchema,
  setup: z.unknown(),
  actions: z.array(z.unknown()),
  snapshot: z.strictObject({
    stateId: z.int().min(0),
    hash: z.string().regex(/^[0-9a-f]{16}$/),
    state: z.record(z.string(), z.unknown()),
  }),
});

/** Meta of a save as written. */
export interface SaveMeta {
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly players: readonly SeatMeta[];
  readonly round: number;
  readonly phase: string;
  readonly options: unknown;
}

/** A save file's content, as JSON data. */
export interface SaveFile<Setup = unknown, Action = unknown, State = unknown> {
  readonly format: typeof SAVE_FORMAT;
  readonly version: number;
  readonly game: string;
  readonly meta: SaveMeta;
  readonly setup: Setup;
  readonly actions: readonly Action[];
  readonly snapshot: { readonly stateId: number; readonly hash: string; readonly state: State };
}
