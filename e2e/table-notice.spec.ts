// The turn-start notice: after the computer seat played, the window title says it is the human's turn again; the
// Settings switch it off, and the host keeps that choice with the other settings (an older build's choice in the
// page's localStorage is taken over once).
import { expect, test } from './fixture.js';
import { openApp, reopenApp } from './helpers.js';
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
  // the host keeps the choice: a reload (a fresh page) still has it off
  await reopenApp(page);
  await page.getByTestId('settings').click();
  await expect(page.getByTestId('turn-notice')).not.toBeChecked();
  await page.getByTestId('turn-notice').check();
  await page.getByTestId('back').click();
});

test('an older build’s turn-notice choice in the page’s localStorage moves to the host’s settings once', async ({ page }) => {
  await openApp(page);
  await page.evaluate(() => localStorage.setItem('titan.turnNotice', 'off'));
  await reopenApp(page);
  await page.getByTestId('settings').click();
  await expect(page.getByTestId('turn-notice')).not.toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('titan.turnNotice'))).toBeNull();
  // forgotten by the page: switched on in the Settings, it stays on after the next load
  await page.getByTestId('turn-notice').check();
  await page.getByTestId('back').click();
  await reopenApp(page);
  await page.getByTestId('settings').click();
  await expect(page.getByTestId('turn-notice')).toBeChecked();
  await page.getByTestId('back').click();
});
