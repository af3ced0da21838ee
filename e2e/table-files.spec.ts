// The File side of the table: the Open dialog reads the save folder again each time it opens, and a save that went
// missing is said so in words (never an errno text or a path on the host's disk).
import { unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixture.js';
import { openApp, settled } from './helpers.js';
import { startGame } from './play.js';
import { capture } from './shots.js';

test('the Open dialog re-reads the saves folder: a save deleted since is shown as moved or deleted', async ({ page }) => {
  await openApp(page);
  await startGame(page, 4242, 100);
  await page.getByTestId('handoff-ready').click();
  await settled(page);
  await page.getByTestId('file-menu').click();
  await page.getByTestId('menu-save-as').click();
  await page.getByTestId('save-name').fill('table files');
  await page.getByTestId('save-confirm').click();
  await expect(page.getByRole('status')).toBeVisible();
  await page.getByTestId('file-menu').click();
  await page.getByTestId('menu-quit').click();
  await expect(page.getByTestId('open')).toBeVisible();

  unlinkSync(join(process.env.TITAN_DATA ?? '', 'saves', 'table files.titan'));
  await page.getByTestId('open').click();
  const item = page.getByRole('dialog').getByRole('listitem').first();
  await expect(item.getByTestId('recent-item')).toBeDisabled();
  await expect(item).toContainText('moved or deleted');
  await capture(page, 'reports/screens/13/open-missing-1440.png');
});
