// The owner's game options on the always-on host (`npm run host`, issue 25): the owner page makes a §21 Titan Variant
// game with a point target beside a remote player and a computer; the game's panel names the variant and the ending,
// and the remote player's page names the variant and shows the point target. An Arena game offers no ending. Screenshots
// of the owner page and the seat page at both sizes in English and German.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, hostProgram, shots } from './always-on.js';
import { expect, test } from './fixture.js';
import { serve, stop } from './own-server.js';
import { boardScreen } from './play.js';

test('the owner makes a §21 Titan Variant game with a point target; its panel and its seat page show them', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const data = mkdtempSync(join(tmpdir(), 'titan-owner-options-e2e-'));
  const host = await serve(data, ['--lan-address', '127.0.0.1', '--lan-port', String(await freePort())], undefined, hostProgram());
  try {
    await page.goto(host.url);
    await expect(page.getByTestId('owner-page')).toBeVisible();
    // the Arena ends by its own rules only: no ending to choose, one variant
    await page.getByTestId('owner-kind').selectOption('arena');
    await expect(page.getByTestId('owner-ending')).toHaveCount(0);
    await expect(page.getByTestId('owner-variant')).toHaveCount(0);

    await page.getByTestId('owner-kind').selectOption('titan');
    await page.getByTestId('owner-variant').selectOption('titan-variant');
    await page.getByTestId('owner-ending').selectOption('pointTarget');
    await expect(page.getByTestId('owner-ending-number')).toHaveValue('500');
    // out of the module's bounds: nothing to create
    await page.getByTestId('owner-ending-number').fill('100001');
    await expect(page.getByTestId('owner-create')).toBeDisabled();
    await page.getByTestId('owner-ending-number').fill('750');
    await page.getByTestId('owner-seat-1').selectOption('random');
    await page.getByTestId('owner-create').click();
    const game = page.locator('[data-testid^="owner-game-"]').first();
    await expect(game.getByTestId('owner-chosen')).toHaveText('Titan Variant (§21) · point target 750');

    const link = await game.locator('[data-testid^="owner-link-"]').first().inputValue();
    const seat = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await seat.goto(link);
    await boardScreen(seat);
    await expect(seat.getByTestId('remote-game')).toHaveText('Titan Variant (§21)');
    await expect(seat.getByText('Point target: 750')).toBeVisible();
    await seat.close();
    await shots(browser, link, 'owner-options-seat', async (tab) => {
      await boardScreen(tab);
      await expect(tab.getByTestId('masterboard')).toBeVisible();
    });

    // the host names the variant in English; a German page says it in German, on the seat's bar and the owner page
    const german = await browser.newContext({ locale: 'de-DE' });
    const de = await german.newPage();
    await de.goto(link);
    await boardScreen(de);
    await expect(de.getByTestId('remote-game')).toHaveText('Titan-Variante (§21)');
    await de.goto(host.url);
    await expect(de.getByTestId('owner-chosen')).toHaveText(/^Titan-Variante \(§21\) · /);
    await expect(de.getByTestId('owner-page')).toContainText('Player 1 (Schwarz)');
    await german.close();

    await shots(browser, host.url, 'owner-options', async (tab) => {
      await expect(tab.getByTestId('owner-chosen')).toBeVisible();
      await tab.getByTestId('owner-kind').selectOption('titan');
      await tab.getByTestId('owner-ending').selectOption('turnLimit');
    });
  } finally {
    await stop(host.child);
    rmSync(data, { recursive: true, force: true });
  }
});
