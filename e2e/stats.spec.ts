// A finished game's statistics in the app (issue 23), for TITAN and Gods of Titan alike: a finished game opened from
// its save shows the Statistics button (TITAN: in the game-over window; Gods: in the header); the window lists every
// player with his battles, musters, losses, dice and luck, and draws each player's points by round; it opens from the
// keyboard with its Close button focused, and Escape closes it. English and German; screenshots at 1440×900 and
// 1024×700 go to /tmp/shots-stats/.
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import { finishedSaves, openFinished } from './finished-games.js';
import { shotsAtBothSizes } from './gods-helpers.js';
import { openStatsByKeyboard } from './helpers.js';

const SHOTS = '/tmp/shots-stats';

/** Opens the statistics window by the keyboard and checks what it shows for `names`. */
async function statistics(page: Page, names: readonly string[], shot: string): Promise<void> {
  const window = await openStatsByKeyboard(page, 'stats-open', 'stats-window');
  const rows = page.getByTestId('stats-row');
  await expect(rows).toHaveCount(names.length);
  for (const [i, n] of names.entries()) await expect(rows.nth(i)).toContainText(n);
  await expect(page.getByTestId('stats-luck').first()).toContainText(/[+−±]\d+\.\d/);
  // the players' strikes were counted: some luck is not exactly nothing
  await expect(page.getByTestId('stats-luck').filter({ hasNotText: '±0.0' })).not.toHaveCount(0);
  await expect(page.getByTestId('stats-line')).toHaveCount(names.length);
  await shotsAtBothSizes(page, SHOTS, shot);
  await page.keyboard.press('Escape');
  await expect(window).toHaveCount(0);
}

test('statistics of a finished TITAN game and of a finished Gods of Titan game, by the keyboard, in English and German', async ({ page }) => {
  const { titan, gods } = finishedSaves();
  for (const lang of ['en', 'de'] as const) {
    await openFinished(page, 'titan', titan.path, lang);
    await statistics(page, titan.names, `titan-${lang}`);
    await page.getByTestId('over-quit').click();

    await openFinished(page, 'gods', gods.path, lang);
    await statistics(page, gods.names, `gods-${lang}`);
    await page.getByTestId('gods-quit').click();
  }
});
