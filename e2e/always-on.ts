// Running the always-on host (`npm run host`) from a spec: the command package.json's host script runs, a port that
// stays the host's across its restarts (so that the links stay the same), and screenshots of its pages.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Browser, Page } from '@playwright/test';
import { capture } from './shots.js';

/** How package.json's host script runs the host (`npm run host`), as a command line. */
export function hostProgram(): string[] {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
  const host = scripts.host;
  if (!host) throw new Error('package.json has no host script');
  const [first = '', ...rest] = host.split(' ');
  return first === 'node' ? [process.execPath, ...rest] : ['npx', first, ...rest];
}

/** A port free now (the host keeps it across its restart, so that the links stay the same). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  await new Promise<void>((ok) => server.close(() => ok()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** `link` in a fresh tab at each size and language, once `ready` shows; saved as `name`. */
export async function shots(browser: Browser, link: string, name: string, ready: (tab: Page) => Promise<void>): Promise<void> {
  for (const [width, height] of [[1440, 900], [1024, 700]] as const) {
    for (const locale of ['en-GB', 'de-DE']) {
      const context = await browser.newContext({ viewport: { width, height }, locale });
      const tab = await context.newPage();
      await tab.goto(link);
      await ready(tab);
      await capture(tab, `reports/screens/${name}-${width}x${height}-${locale.slice(0, 2)}.png`);
      await context.close();
    }
  }
}
