// The specs' `test`: Playwright's, with a page that, when its test fails, prints (and attaches to the report) what the
// page did lately — its trail of screens taken or passed over, actions sent or dropped, clicks and keys
// (renderer/lib/trail.ts) — and its console: a failure seen once on a CI machine says what happened. Every spec
// imports `test` and `expect` from here.
import { test as base } from '@playwright/test';
import type {} from '../renderer/lib/trail-input.js';

export { expect } from '@playwright/test';

/** Playwright's test whose `page` reports its trail and console on a failure. */
export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    const said: string[] = [];
    page.on('console', (m) => said.push(`console ${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => said.push(`page error: ${e.message}`));
    await use(page);
    if (testInfo.status === testInfo.expectedStatus) return;
    const lines = await page.evaluate(() => window.__trail?.() ?? ['(no trail: not the tests\' build)']).catch((e: unknown) => [`(the page did not answer: ${String(e)})`]);
    const text = ['--- the page\'s trail, oldest first ---', ...lines, '--- its console ---', ...said.slice(-100)].join('\n');
    console.log(text);
    await testInfo.attach('trail', { body: text, contentType: 'text/plain' });
  },
});
