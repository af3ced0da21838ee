// The desktop app's host panel offers network play on a machine with a public address only with an explicit, off by
// default "allow unencrypted play" (the same rule as --insecure-http): the checkbox, its warning in English and German
// at both window sizes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixture.js';
import { setLanguage } from './helpers.js';
import { serve, stop } from './own-server.js';
import { boardScreen, startGame } from './play.js';
import { capture } from './shots.js';

test('the host panel has an unticked "allow unencrypted play" with its reason, in English and German', async ({ page }) => {
  const data = mkdtempSync(join(tmpdir(), 'titan-insecure-e2e-'));
  const server = await serve(data, ['--lan', '--lan-address', '127.0.0.1']);
  try {
    await page.goto(server.url);
    await startGame(page, 9, 50);
    await boardScreen(page);
    for (const lang of ['en', 'de'] as const) {
      await setLanguage(page, lang);
      await boardScreen(page);
      await page.getByTestId('file-menu').click();
      await page.getByTestId('menu-host-network').click();
      const box = page.getByTestId('lan-insecure');
      await expect(box).not.toBeChecked();
      await expect(page.getByTestId('host-panel')).toContainText(lang === 'de' ? 'Unverschlüsseltes Spiel erlauben' : 'Allow unencrypted play');
      for (const [width, height] of [[1440, 900], [1024, 700]] as const) {
        await page.setViewportSize({ width, height });
        await capture(page, `reports/screens/host-panel-insecure-${width}x${height}-${lang}.png`);
      }
      await page.getByTestId('host-panel').getByRole('button', { name: lang === 'de' ? 'Schließen' : 'Close', exact: true }).click();
      await expect(page.getByTestId('host-panel')).toHaveCount(0);
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  } finally {
    await stop(server.child);
    rmSync(data, { recursive: true, force: true });
  }
});
