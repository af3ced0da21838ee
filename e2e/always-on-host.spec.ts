// The always-on host (`npm run host`, issue 25 item 2): on the owner page, a TITAN game with two remote seats and one
// computer; a move from each remote seat's page (their own links); the host restarted — the pages reconnect by
// themselves and the game goes on from where it was. Screenshots of the owner page at both sizes in English and German.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { freePort, hostProgram } from './always-on.js';
import { expect, test } from './fixture.js';
import { screenState, shot } from './helpers.js';
import { serve, stop } from './own-server.js';
import { boardScreen, next, playStep } from './play.js';

/** The owner page in a fresh tab of its own (its size and language). */
async function ownerShots(browser: Browser, link: string): Promise<void> {
  for (const [width, height] of [[1440, 900], [1024, 700]] as const) {
    for (const locale of ['en-GB', 'de-DE']) {
      const context = await browser.newContext({ viewport: { width, height }, locale });
      const tab = await context.newPage();
      await tab.goto(link);
      await expect(tab.getByTestId('owner-to-act')).toBeVisible();
      await tab.screenshot({ path: `reports/screens/owner-page-${width}x${height}-${locale.slice(0, 2)}.png` });
      await context.close();
    }
  }
}

/** The stateId a page's board shows (-1: none yet). */
async function shownState(page: Page): Promise<number> {
  return (await screenState(page))?.push?.view.stateId ?? -1;
}

/** Plays one step on whichever of `pages` is to act first (the computer plays by itself); returns that page. */
async function oneMove(pages: readonly Page[], skip: ReadonlySet<Page> = new Set()): Promise<Page> {
  for (let tries = 0; tries < 300; tries++) {
    for (const p of pages) {
      if (skip.has(p) || (await next(p)) === null) continue;
      await playStep(p);
      return p;
    }
    await pages[0]?.waitForTimeout(200);
  }
  throw new Error('no remote seat came to act');
}

test('an always-on host: a game made on the owner page, moves from two remote seats, a restart, and play goes on', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const data = mkdtempSync(join(tmpdir(), 'titan-always-on-e2e-'));
  const options = ['--lan-address', '127.0.0.1', '--lan-port', String(await freePort())];
  let host = await serve(data, options, undefined, hostProgram());
  try {
    const ownerLink = host.url;
    await page.goto(ownerLink);
    await expect(page.getByTestId('owner-page')).toBeVisible();
    await page.getByTestId('owner-kind').selectOption('titan');
    await page.getByTestId('owner-players').selectOption('3');
    await page.getByTestId('owner-seat-2').selectOption('random');
    await page.getByTestId('owner-create').click();
    const links = page.locator('[data-testid^="owner-link-"]');
    await expect(links).toHaveCount(2);
    const seatLinks = await links.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    await ownerShots(browser, ownerLink);

    // each remote player opens his own link and makes a move when his seat is to act
    const guests: Page[] = [];
    for (const link of seatLinks) {
      const guest = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await guest.goto(link);
      await boardScreen(guest);
      guests.push(guest);
    }
    const moved = new Set<Page>();
    while (moved.size < guests.length) moved.add(await oneMove(guests, moved));
    const before = Math.max(...(await Promise.all(guests.map(shownState))));
    expect(before).toBeGreaterThan(0);

    // the host restarts on the same data folder: the same owner link, the pages come back to the same game
    await stop(host.child);
    host = await serve(data, options, undefined, hostProgram());
    expect(host.url).toBe(ownerLink);
    for (const guest of guests) await expect.poll(() => shownState(guest), { timeout: 60_000 }).toBeGreaterThanOrEqual(before);
    const mover = await oneMove(guests);
    await expect.poll(() => shownState(mover)).toBeGreaterThan(before);
    await page.goto(ownerLink);
    await expect(page.locator('[data-testid^="owner-game-"]')).toHaveCount(1);
    await shot(page, 'owner-page-after-restart');
  } finally {
    await stop(host.child);
    rmSync(data, { recursive: true, force: true });
  }
});
