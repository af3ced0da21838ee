// Turn deadlines on the always-on host (`npm run host`, issue 25 item 3): the owner creates a TITAN game of two remote
// seats with a custom one-minute deadline; the owner page and both seats' pages show the rule and when the seat to act
// runs out; the minute passes on the host's clock and every page shows the seat overdue; the owner changes the
// deadline. Screenshots of the owner page and a seat page at both sizes in English and German.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { freePort, hostProgram } from './always-on.js';
import { expect, test } from './fixture.js';
import { serve, stop } from './own-server.js';
import { boardScreen } from './play.js';

/** `link` in a fresh tab at each size and language, once `ready` shows; saved as `name`. */
async function shots(browser: Browser, link: string, name: string, ready: (tab: Page) => Promise<void>): Promise<void> {
  for (const [width, height] of [[1440, 900], [1024, 700]] as const) {
    for (const locale of ['en-GB', 'de-DE']) {
      const context = await browser.newContext({ viewport: { width, height }, locale });
      const tab = await context.newPage();
      await tab.goto(link);
      await ready(tab);
      await tab.screenshot({ path: `reports/screens/${name}-${width}x${height}-${locale.slice(0, 2)}.png` });
      await context.close();
    }
  }
}

test('turn deadlines: a one-minute deadline set on the owner page, shown on the seats’ pages, passing into overdue', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const data = mkdtempSync(join(tmpdir(), 'titan-deadline-e2e-'));
  const host = await serve(data, ['--lan-address', '127.0.0.1', '--lan-port', String(await freePort())], undefined, hostProgram());
  try {
    await page.goto(host.url);
    await page.getByTestId('owner-kind').selectOption('titan');
    await page.getByTestId('owner-players').selectOption('2');
    await page.getByTestId('owner-deadline-preset').selectOption('custom');
    await page.getByTestId('owner-deadline-minutes').fill('1');
    await page.getByTestId('owner-deadline-remind').fill('0');
    await page.getByTestId('owner-deadline-then').selectOption('wait');
    await page.getByTestId('owner-create').click();
    await expect(page.getByTestId('deadline-rule')).toContainText('1 minute');
    const links = await page.locator('[data-testid^="owner-link-"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(links).toHaveLength(2);
    const waiting = page.locator('[data-testid^="deadline-wait-"]');
    await expect(waiting).toHaveCount(1);
    await expect(waiting).not.toHaveClass(/overdue/);

    // both seats' pages: the rule, and when the seat to act runs out
    const seats: Page[] = [];
    for (const link of links) {
      const seat = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await seat.goto(link);
      await boardScreen(seat);
      await expect(seat.getByTestId('deadline-rule')).toContainText('1 minute');
      await expect(seat.locator('[data-testid^="deadline-wait-"]')).toHaveCount(1);
      seats.push(seat);
    }
    await shots(browser, host.url, 'deadline-owner', async (tab) => {
      await expect(tab.getByTestId('owner-players')).toBeVisible();
      await expect(tab.getByTestId('deadline-rule')).toBeVisible();
    });
    await shots(browser, links[1] ?? '', 'deadline-seat', async (tab) => {
      await boardScreen(tab);
      await expect(tab.getByTestId('deadline-rule')).toBeVisible();
    });

    // the minute passes on the host's clock: overdue on the owner page and on a seat's page opened again
    await expect(waiting).toHaveClass(/overdue/, { timeout: 90_000 });
    const seat = seats[1] as Page;
    await seat.reload();
    await boardScreen(seat);
    await expect(seat.locator('[data-testid^="deadline-wait-"]')).toHaveClass(/overdue/);
    await seat.screenshot({ path: 'reports/screens/deadline-seat-overdue-1440x900-en.png' });

    // the owner changes the deadline to a day: no longer overdue
    const gameId = (await page.locator('[data-testid^="owner-game-"]').getAttribute('data-testid'))?.slice('owner-game-'.length) ?? '';
    await page.getByTestId(`owner-deadline-${gameId}`).click();
    await page.getByTestId('owner-change-deadline-preset').selectOption(String(24 * 60));
    await page.getByTestId('owner-set-deadline').click();
    await expect(page.getByTestId('deadline-rule')).toContainText('1 day');
    await expect(waiting).not.toHaveClass(/overdue/);
    await page.screenshot({ path: 'reports/screens/deadline-owner-changed-1440x900-en.png' });
  } finally {
    await stop(host.child);
    rmSync(data, { recursive: true, force: true });
  }
});
