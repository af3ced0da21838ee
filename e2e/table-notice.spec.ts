// The turn-start notice: after the computer seat played, the window title says it is the human's turn again; the
// Settings switch it off.
import { expect, test } from '@playwright/test';
import { openApp } from './helpers.js';
import { play } from './play.js';
import { leave } from './table-saves.js';

test('the window title says "Your turn" when the human may act after the computer played', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('new-game').click();
  await page.getByTestId('seat-kind-0').selectOption('random');
  await page.getByTestId('seat-kind-1').selectOption('human');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('initial-split')).toBeVisible();
  await play(page, 'initialSplit');
  await expect(page).toHaveTitle(/^Your turn — /);
  await page.getByTestId('file-menu').click();
  await page.getByTestId('menu-settings').click();
  await expect(page.getByTestId('turn-notice')).toBeChecked();
  await page.getByTestId('turn-notice').uncheck();
  await page.getByTestId('back').click();
  await leave(page);
});
