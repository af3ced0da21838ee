// Finished games as save files for the e2e specs that look back at a game (issue 23's review and statistics): the
// games of tests/finished-games.ts written to a temporary folder, opened like any save and passed to the screen.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { AnyGameModule } from '../engine/platform/module.js';
import { GAMES } from '../games/index.js';
import { finishedGameText } from '../tests/finished-games.js';
import { openGodsFile } from './gods-helpers.js';

/** A finished game written as a save: its path and its seats' names. */
export interface FinishedSave { readonly path: string; readonly names: readonly string[] }

/** Plays a `players`-seat game of `module` to a point target of `target` and writes it as a save of human seats;
 * returns its path and the seats' names. */
function finishedSave(module: AnyGameModule, players: number, seed: number, target: number): FinishedSave {
  const { text, names } = finishedGameText(module, players, seed, target);
  const path = join(mkdtempSync(join(tmpdir(), 'finished-e2e-')), 'game.json');
  writeFileSync(path, text);
  return { path, names };
}

/** The finished games the look-back specs open: a 2-player TITAN game and a 3-player Gods of Titan game. */
export function finishedSaves(): { titan: FinishedSave; gods: FinishedSave } {
  return {
    titan: finishedSave(GAMES.byId('titan') as never, 2, 5, 100),
    gods: finishedSave(GAMES.byId('gods-of-titan') as never, 3, 7, 100),
  };
}

/** Opens the finished save at `path` of `game` in `lang` and passes the hot-seat hand-off (shown also once a game is
 * over): TITAN shows its game-over window, Gods of Titan names the winner in its header. */
export async function openFinished(page: Page, game: 'titan' | 'gods', path: string, lang: 'en' | 'de'): Promise<void> {
  await openGodsFile(page, path, lang);
  if (game === 'titan') {
    await page.getByTestId('handoff-ready').click();
    await expect(page.getByTestId('game-over')).toBeVisible();
  } else {
    await page.getByTestId('gods-handoff-ready').click();
    await expect(page.getByTestId('gods-to-act')).toContainText(lang === 'en' ? 'wins' : 'gewinnt');
  }
}
