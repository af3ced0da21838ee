// The specs' `test`: Playwright's, with a page that, when its test fails, prints (and attaches to the report) what the
// page did lately — its trail of screens taken or passed over, actions sent or dropped, clicks and keys
// (renderer/lib/trail.ts) — and its console, with the trails of the other pages it left open: a failure seen once on
// a CI machine says what happened. Every spec imports `test` and `expect` from here. Each Playwright worker has a
// browser-mode server of its own (e2e/own-server.ts, on a fresh data folder), started before its first spec: the
// workers run side by side and no spec sees another's settings, saves or games.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type Page } from '@playwright/test';
import type {} from '../renderer/lib/trail-input.js';
import { serve, stop } from './own-server.js';

export { expect } from '@playwright/test';

/** The trail of one page: what it did lately (renderer/lib/trail.ts), or why it could not say. */
async function trailOf(page: Page): Promise<readonly string[]> {
  return page.evaluate(() => window.__trail?.() ?? ['(no trail: not the tests\' build)']).catch((e: unknown) => [`(the page did not answer: ${String(e)})`]);
}

/** The trails of `pages` that are still open, each under a heading that names it (`label`, its number) by its path. */
async function pageTrails(pages: readonly Page[], label: string): Promise<string[]> {
  const parts: string[] = [];
  for (const [i, p] of pages.filter((x) => !x.isClosed()).entries()) parts.push(`--- ${label} ${i + 1} (${new URL(p.url()).pathname}), its trail ---`, ...(await trailOf(p)));
  return parts;
}

/** Prints, and attaches to the report, the trails of pages a spec opened and is about to close (its remote players'):
 * the fixture reports only the pages still open when the test ends. For a spec's `catch` before its `finally` closes
 * them. */
export async function reportTrails(pages: readonly Page[]): Promise<void> {
  const text = (await pageTrails(pages, 'page')).join('\n');
  console.log(text);
  await base.info().attach('trails of the pages the test closed', { body: text, contentType: 'text/plain' });
}

/** Playwright's test whose `page` reports its trail and console on a failure, and the trail of every other page the
 * test opened and left open (a remote player's, a second window's), each named by its path. */
export const test = base.extend<object, { workerServer: void }>({
  // the worker's own server: its URL (with its token) in TITAN_URL and its data folder in TITAN_DATA, read by the
  // helpers (e2e/helpers.ts) and the specs that put files there
  workerServer: [
    async ({}, use) => {
      const data = mkdtempSync(join(tmpdir(), 'titan-e2e-'));
      // the computers of a game started from a named seed play the same way in every run (their decisions' seeds
      // follow from the game's); new games that name none still draw their own seed
      const server = await serve(data, ['--port', '0', '--replay-decisions']);
      process.env.TITAN_URL = server.url;
      process.env.TITAN_DATA = data;
      await use();
      await stop(server.child);
      rmSync(data, { recursive: true, force: true });
    },
    { scope: 'worker', auto: true },
  ],
  page: async ({ page }, use, testInfo) => {
    const said: string[] = [];
    page.on('console', (m) => said.push(`console ${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => said.push(`page error: ${e.message}`));
    await use(page);
    if (testInfo.status === testInfo.expectedStatus) return;
    const parts = ['--- the page\'s trail, oldest first ---', ...(await trailOf(page)), '--- its console ---', ...said.slice(-100)];
    const others = (page.context().browser()?.contexts() ?? []).flatMap((c) => c.pages()).filter((p) => p !== page);
    parts.push(...(await pageTrails(others, 'other page')));
    const text = parts.join('\n');
    console.log(text);
    await testInfo.attach('trail', { body: text, contentType: 'text/plain' });
  },
});
