// Writing a save: the envelope, the setup with its seed, the full action log and a hashed snapshot of the state
// the log leads to (the loader replays the log and insists on reaching exactly that snapshot).
import type { AnyGameModule } from './game-module.js';
import { SAVE_FORMAT, SAVE_VERSION, type SaveFile } from './envelope.js';

/** What the caller knows when saving; timestamps come from the host (the engine has no clock). */
export interface SaveInput<Setup = unknown, Action = unknown, State = unknown> {
  readonly setup: Setup;
  readonly actions: readonly Action[];
  /** The state reached by applying `actions` to createGame(setup). */
  readonly state: State;
  /** ISO timestamps. */
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Builds the save object for a game of `module`. */
export function buildSaveWith(module: AnyGameModule, input: SaveInput): SaveFile {
  const summary = module.summary(input.state);
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    game: module.gameOf(input.setup),
    meta: {
      createdAt: input.createdAt,
      updatedAt: input.updatedAt,
      players: module.seats(input.setup),
      round: summary.round,
      phase: summary.phase,
      options: module.options(input.setup),
    },
    setup: input.setup,
    actions: input.actions,
    snapshot: { stateId: module.stateId(input.state), hash: module.hash(input.state), state: input.state },
  };
}
