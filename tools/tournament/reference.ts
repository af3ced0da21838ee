// A frozen opponent for a tournament (issue 22): the AI levels of another commit's build, played as seats named
// `ref-<level>` (`--reference REV`), so that every change to an AI is measured against the same fixed player. The
// reference's module only decides for its seats; the rules, views and legal actions are this build's.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { AnyGameModule } from '../../engine/platform/module.js';
import { isSource } from '../../host/module-source.js';

/** The prefix of a seat level played by the reference build. */
export const REF_PREFIX = 'ref-';

/** The reference build's level of a seat level, or null for one of this build's levels. */
export function referenceLevel(level: string): string | null {
  return level.startsWith(REF_PREFIX) ? level.slice(REF_PREFIX.length) : null;
}

/** The game module `game` of the checkout at `root` (loaded from its own TypeScript files: from the CLI's bundle,
 * through tsx's loader registered here; from source, tsx already runs). */
export async function loadReference(root: string, game: string): Promise<AnyGameModule> {
  if (!isSource(import.meta.url)) (await import('tsx/esm/api')).register();
  const registry = (await import(pathToFileURL(join(root, 'games', 'index.ts')).href)) as { GAMES: { byId(id: string): AnyGameModule | undefined } };
  const module = registry.GAMES.byId(game);
  if (!module) throw new Error(`the reference build has no game module "${game}"`);
  return module;
}
