// Finished games as save files for the e2e specs that look back at a game (issue 23's statistics): the games of
// tests/finished-games.ts written to a temporary folder, to be opened like any save.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyGameModule } from '../engine/platform/module.js';
import { finishedGameText } from '../tests/finished-games.js';

/** Plays a `players`-seat game of `module` to a point target of `target` and writes it as a save of human seats;
 * returns its path and the seats' names. */
export function finishedSave(module: AnyGameModule, players: number, seed: number, target: number): { path: string; names: readonly string[] } {
  const { text, names } = finishedGameText(module, players, seed, target);
  const path = join(mkdtempSync(join(tmpdir(), 'finished-e2e-')), 'game.json');
  writeFileSync(path, text);
  return { path, names };
}
