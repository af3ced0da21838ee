// The save format's public entry points, bound to every game module this build knows.
import type { Action } from '../actions.js';
import type { GameSetup, GameState } from '../state.js';
import type { SaveFile } from './envelope.js';
import type { AnyGameModule } from './game-module.js';
import { loadSaveWith, type LoadResult } from './load.js';
import { arenaModule } from './arena-module.js';
import { titanModule } from './titan-module.js';
import { buildSaveWith, type SaveInput } from './write.js';

export { SAVE_FORMAT, SAVE_VERSION, type SaveFile, type SaveMeta } from './envelope.js';
export type { AnyGameModule, GameModule, GameSummary, ModuleApplyResult, ModuleError, SeatMeta } from './game-module.js';
export { loadSaveWith, looksTruncated, type LoadResult, type SaveError, type SaveErrorCode } from './load.js';
export { arenaModule } from './arena-module.js';
export { titanModule } from './titan-module.js';
export { buildSaveWith, type SaveInput } from './write.js';

/** Every game a save may hold, in this build. */
export const GAME_MODULES: readonly AnyGameModule[] = [titanModule, arenaModule];

/** Builds a TITAN save object. */
export function buildSave(input: SaveInput<GameSetup, Action, GameState>): SaveFile<GameSetup, Action, GameState> {
  return buildSaveWith(titanModule, input) as SaveFile<GameSetup, Action, GameState>;
}

/** Serializes a TITAN game to save-file text. */
export function serializeSave(input: SaveInput<GameSetup, Action, GameState>): string {
  return JSON.stringify(buildSave(input));
}

/** Serializes a game of any module (e.g. `arenaModule`) to save-file text. */
export function serializeSaveWith(module: AnyGameModule, input: SaveInput): string {
  return JSON.stringify(buildSaveWith(module, input));
}

/** Loads save-file text of any known game; never throws. */
export function loadSave(text: string): LoadResult {
  return loadSaveWith(text, GAME_MODULES);
}
