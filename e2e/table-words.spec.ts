// The words and controls of the table: the default information mode, attacks named as attacks, no stale controls,
// a visible confirmation after Save that names the save (never a path), and the in-app question before quitting.
import { expect, test } from './fixture.js';
import type { Action } from '../engine/titan/actions.js';
import { clickShape, openApp, settled, windowShots } from './helpers.js';
import { startGame } from './play.js';
import { leave, openText, saveWhere } from './table-saves.js';
import { capture } from './shots.js';

test('a new game shows everything revealed since the start by default; the setup shows neither Next legion nor Done', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('new-game').click();
  await expect(page.locator('input[type="radio"][value="revealed"]')).toBeChecked();
  await page.getByTestId('start-game').locator('..').getByRole('button').first().click();
  await startGame(page, 4242, 100);
  await page.getByTestId('handoff-ready').click();
  await settled(page);
  await expect(page.getByTestId('setup-panel')).toBeVisible();
  await expect(page.getByTestId('next-legion')).toHaveCount(0);
  await expect(page.getByTestId('done')).toHaveCount(0);
  await leave(page);
});

/** A position in Ann's movement where one of her legions may attack; the attacking legion's marker. */
function attackPosition(): { text: string; marker: string } {
  let marker = '';
  const at = saveWhere(21, (s, legal) => {
    const attack = legal.find((a): a is Extract<Action, { type: 'move' }> => a.type === 'move' && Object.values(s.legions).some((l) => l.land === a.to && l.owner !== a.player));
    if (!attack) return false;
    marker = attack.marker;
    return true;
  });
  return { text: at.text, marker };
}

test('a destination held by an enemy legion is listed as an attack on it', async ({ page }) => {
  const at = attackPosition();
  await openApp(page);
  await openText(page, at.text);
  await settled(page);
  await clickShape(page, 'legion', at.marker);
  const panel = page.getByTestId('legion-panel');
  await expect(panel.locator('button.dest.attack').first()).toContainText(/attack \w+ \(\d\)/);
  await windowShots(page, 'words-attack');
  await leave(page);
});

test('Save confirms with the save name, no path; quitting unsaved changes asks in the app, not the browser', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const at = attackPosition();
  await openApp(page);
  await openText(page, at.text);
  await settled(page);
  await page.getByTestId('file-menu').click();
  await page.getByTestId('menu-save-as').click();
  await page.getByTestId('save-name').fill('words game');
  await page.getByTestId('save-confirm').click();
  await expect(page.getByRole('status')).toHaveText('Saved as “words game”');
  await clickShape(page, 'legion', at.marker);
  await page.getByTestId('legion-panel').locator('button.dest:not(.attack)').first().click();
  await expect(page.getByTestId('file-menu')).toContainText('•');
  await page.getByTestId('file-menu').click();
  await page.getByTestId('menu-quit').click();
  await expect(page.getByTestId('quit-dialog')).toBeVisible();
  await page.getByTestId('quit-dialog').getByRole('button').first().click();
  await expect(page.getByTestId('turn-info')).toBeVisible();
  await page.getByTestId('file-menu').click();
  await page.getByTestId('menu-quit').click();
  await page.getByTestId('quit-yes').click();
  await expect(page.getByTestId('new-game')).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('the German File menu shows every item whole, on a small window too', async ({ page }) => {
  const at = attackPosition();
  await openApp(page);
  await openText(page, at.text);
  await settled(page);
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.getByTestId('file-menu').click();
  await page.getByTestId('menu-settings').click();
  await page.getByTestId('language').selectOption('de');
  await page.getByTestId('back').click();
  await page.getByTestId('file-menu').click();
  const items = page.getByRole('menu').getByRole('menuitem');
  expect(await items.count()).toBeGreaterThan(4);
  const cut = await items.evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth || e.getBoundingClientRect().right > window.innerWidth).length);
  expect(cut).toBe(0);
  await capture(page, 'reports/screens/13/file-menu-de-1024.png');
  await page.keyboard.press('Escape');
  await page.getByTestId('file-menu').click();
  await page.getByTestId('menu-settings').click();
  await page.getByTestId('language').selectOption('en');
  await page.getByTestId('back').click();
  await leave(page);
});
