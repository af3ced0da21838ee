// Code fetched on demand that does not arrive (renderer/lib/code-reload.ts), in the real browser: Chromium keeps a
// failed module for the life of the page, so a table's screens refused once (as a network that changes under the page
// refuses them: ERR_NETWORK_CHANGED) would leave New game on an error for good. The page reloads itself once and
// reopens what the player asked for; a fetch that fails again right after is shown, and the page does not loop.
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import { openApp } from './helpers.js';

/** Refuses every fetch of the built chunk `chunk` (its name before the hash) made by the first `pages` pages (documents:
 * a reload is a new one) that fetch it, as a dropped network does; returns on how many pages it was refused. Counted
 * by page, not by fetch: Vite preloads the chunk and then imports it, and when the preload has failed before the
 * import starts, the browser fetches it a second time on the same page. */
async function refuse(page: Page, chunk: string, pages: number): Promise<() => number> {
  const refusedOn: string[] = [];
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
    const frame = route.request().frame();
    // the page's own mark, made on its first fetch of the chunk: a fresh document (a reload) has none
    const doc = await frame.evaluate(() => ((window as { refusedMark?: string }).refusedMark ??= crypto.randomUUID()));
    const refused = refusedOn.includes(doc);
    if (refused || refusedOn.length < pages) {
      if (!refused) refusedOn.push(doc);
      await route.abort('internetdisconnected');
    } else await route.continue();
  });
  return () => refusedOn.length;
}

/** Counts the page's loads from now on (a reload is one). */
function loads(page: Page): () => number {
  let n = 0;
  page.on('load', () => void n++);
  return () => n;
}

test('New game whose screens were refused once: the page reloads by itself and opens the new-game form', async ({ page }) => {
  await openApp(page);
  const refused = await refuse(page, 'NewGameScreen', 1);
  const loaded = loads(page);
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('seat-name-0')).toBeVisible();
  expect(refused()).toBe(1);
  expect(loaded()).toBe(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // the form works: a game starts from it
  await page.getByTestId('seat-name-0').fill('Ann');
  await page.getByTestId('start-game').click();
  await expect(page.locator('[data-state-id]')).toBeVisible();
});

test('Help refused twice: one reload reopens Help, the second failure is shown with Back and Reload, and Reload opens Help', async ({ page }) => {
  await openApp(page);
  const refused = await refuse(page, 'HelpScreen', 2);
  const loaded = loads(page);
  await page.getByTestId('help').click();
  await expect.poll(loaded).toBe(1);
  await expect(page.getByRole('alert')).toContainText('could not be loaded');
  expect(refused()).toBe(2);
  await expect(page.locator('[data-screen="help"]')).toBeVisible();
  // no second reload comes: the page still shows the failure (the gap is 30 s, far beyond this wait)
  await page.waitForTimeout(1_500);
  expect(loaded()).toBe(1);
  // Back leads to the main menu; Help again fails at once (the browser kept the failed module), shown again
  await page.getByTestId('failed-back').click();
  await expect(page.getByTestId('new-game')).toBeVisible();
  await page.getByTestId('help').click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(loaded()).toBe(1);
  // the player's Reload: the page loads afresh and reopens Help, which now arrives
  await page.getByTestId('failed-reload').click();
  await expect(page.getByRole('heading', { name: 'How to play' })).toBeVisible();
  expect(loaded()).toBe(2);
  expect(refused()).toBe(2);
});
