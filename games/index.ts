// The games this build plays, as one registry of game modules (engine/platform/module.ts): the host, the save store, the
// command line and the AI worker look games up here and nowhere else. A host or a test may build a registry with
// more modules (registry([...GAMES.modules, mine])) without touching any of them.
import type { AnyGameModule } from '../engine/platform/module.js';
import { loadSaveWith, openSave, type LoadResult } from '../engine/platform/save/index.js';
import { arenaModule } from './arena.js';
import { godsModule } from './gods.js';
import { titanModule } from './titan.js';

export { arenaModule } from './arena.js';
export { titanModule, titanCheckpoint } from './titan.js';

/** A set of game modules, looked up by module id or by the `game` id a save file names. */
export interface GameRegistry {
  readonly modules: readonly AnyGameModule[];
  /** The module with this id (e.g. "titan"). */
  byId(id: string): AnyGameModule | undefined;
  /** The module that plays save-file game `game` (e.g. "titan-variant"). */
  byGame(game: string): AnyGameModule | undefined;
}

/** A registry of `modules`; module ids and their save-file game ids must be unique. */
export function registry(modules: readonly AnyGameModule[]): GameRegistry {
  const ids = modules.map((m) => m.id);
  const games = modules.flatMap((m) => m.games);
  if (new Set(ids).size !== ids.length || new Set(games).size !== games.length) throw new Error(`game modules clash: ${ids.join(', ')}`);
  return {
    modules,
    byId: (id) => modules.find((m) => m.id === id),
    byGame: (game) => modules.find((m) => m.games.includes(game)),
  };
}

/** The games of this build: TITAN (classic and Titan Variant), Titan: The Arena and Gods of Titan. */
export const GAMES: GameRegistry = registry([titanModule, arenaModule, godsModule]);

/** Loads save-file text of any game of `games` completely (replaying its log); never throws. */
export function loadSave(text: string, games: GameRegistry = GAMES): LoadResult {
  return loadSaveWith(text, games.modules);
}

/** Opens save-file text of any game of `games` from its snapshot, without replaying its log; never throws. */
export function openSaveText(text: string, games: GameRegistry = GAMES): ReturnType<typeof openSave> {
  return openSave(text, games.modules);
}
