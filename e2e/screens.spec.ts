// The screens around a game: start, new game, settings (with the switch to German), how to play, about & credits,
// and a damaged save offering the newest good autosave.
import { expect, test } from './fixture.js';
import { openApp, shot } from './helpers.js';
import { capture } from './shots.js';

test('start, new game, settings, help and about screens', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await openApp(page);
  await shot(page, '01-start');

  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('seat-0')).toBeVisible();
  await page.getByTestId('add-seat').click();
  await expect(page.getByTestId('seat-2')).toBeVisible();
  await shot(page, '02-new-game');
  await page.getByRole('button', { name: 'Back' }).click();

  await page.getByTestId('help').click();
  await expect(page.getByRole('heading', { name: 'How to play' })).toBeVisible();
  await shot(page, '03-help');
  // Gods of Titan's own part of How to play (issue 21): set-up, a game-turn, battle, Experience, the Darklord, the end
  await page.getByRole('heading', { name: 'Gods of Titan: set-up' }).scrollIntoViewIfNeeded();
  await expect(page.getByText(/reverse order of the starting positions/)).toBeVisible();
  await shot(page, '03-help-gods');
  for (const terrain of ['Tower', 'Mountains', 'Hills', 'Desert']) {
    await page.getByTestId('battleland-select').selectOption(terrain);
    await page.getByTestId('battleland-viewer').scrollIntoViewIfNeeded();
    const d4 = await page.evaluate(() => window.__titanBoard?.hex?.('D4') ?? null);
    if (!d4) throw new Error('the battleland viewer has no hex D4');
    await page.mouse.move(d4.x, d4.y);
    await expect(page.getByTestId('hex-card')).toContainText('D4');
    await capture(page.getByTestId('battleland-viewer').locator('..'), `reports/screens/08-battleland-${terrain.toLowerCase()}.png`);
  }
  await page.getByRole('button', { name: 'Back' }).click();

  await page.getByTestId('about').click();
  await expect(page.getByTestId('icon-credits')).toContainText('CC BY 3.0');
  await shot(page, '04-about');
  await page.getByRole('button', { name: 'Back' }).click();

  await page.getByTestId('settings').click();
  await page.getByTestId('language').selectOption('de');
  await expect(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible();
  await shot(page, '05-settings-de');
  // the battle aids and the turn-start notice in the Settings, in both languages and sizes
  const settingsShots = async (lang: string): Promise<void> => {
    for (const [width, height] of [[1024, 700], [1440, 900]] as const) {
      await page.setViewportSize({ width, height });
      await capture(page, `reports/screens/13/settings-${lang}-${width}.png`);
    }
  };
  await settingsShots('de');
  await page.getByTestId('back').click();
  await expect(page.getByTestId('new-game')).toHaveText(/Neues Spiel/);
  await shot(page, '06-start-de');
  await page.getByTestId('help').click();
  await page.getByRole('heading', { name: 'Gods of Titan: Vorbereitung' }).scrollIntoViewIfNeeded();
  await expect(page.getByText(/umgekehrter Reihenfolge der Startplätze/)).toBeVisible();
  for (const [width, height] of [[1024, 700], [1440, 900]] as const) {
    await page.setViewportSize({ width, height });
    await capture(page, `reports/screens/03-help-gods-de-${width}.png`);
  }
  await page.getByRole('button', { name: 'Zurück' }).click();
  await page.getByTestId('settings').click();
  await page.getByTestId('language').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await settingsShots('en');
  await page.getByTestId('back').click();
  expect(errors).toEqual([]);
});

test('a damaged save file is explained', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('open').click();
  await page.getByTestId('open-file').setInputFiles({ name: 'broken.titan.json', mimeType: 'application/json', buffer: Buffer.from('{"this is": "not a save"') });
  await expect(page.getByTestId('error-dialog')).toBeVisible();
  await shot(page, '07-damaged-save');
  await page.getByRole('button', { name: 'Close' }).click();
});
