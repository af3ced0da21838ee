// What the network specs share: `ip` itself, a Chromium started inside a network namespace, and a recorder of
// everything a page receives (every event-stream frame and the answers of its calls). Namespaces need root: a spec
// asks `tryNamespace` first and is skipped with the reason when this machine refuses.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';

/** This worker's lane (Playwright's TEST_PARALLEL_INDEX: unique among the workers running at once), in the names
 * and addresses of its namespaces and links so that two workers' networks never meet. */
export const LANE = Number(process.env.TEST_PARALLEL_INDEX ?? '0');

/** The Chromium flags of every spec (playwright.config.ts has the same for the suite's own browser). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Runs `ip` with `args` (throws with its message when it fails). */
export function ip(...args: string[]): void {
  execFileSync('ip', args, { stdio: 'pipe' });
}

/** Runs `ip` with `args` in namespace `ns`. */
export function inNs(ns: string, ...args: string[]): void {
  ip('netns', 'exec', ns, ...args);
}

/** Runs `ip` with each of `commands`, ignoring failures (cleaning up what may already be gone). */
export function ipQuietly(...commands: string[][]): void {
  for (const args of commands) {
    try {
      ip(...args);
    } catch {
      // already gone
    }
  }
}

/** Makes namespace `ns` with its loopback up; the reason when this machine refuses (not root). */
export function tryNamespace(ns: string): string | null {
  try {
    ip('netns', 'add', ns);
  } catch (e) {
    return `ip netns add was refused (${e instanceof Error ? e.message.split('\n')[0] : String(e)}): network namespaces need root`;
  }
  inNs(ns, 'ip', 'link', 'set', 'lo', 'up');
  return null;
}

/** Starts a headless Chromium inside namespace `ns` (its wrapper script goes to `dir`), with `args` beside the usual. */
export async function chromiumIn(ns: string, dir: string, args: readonly string[] = []): Promise<Browser> {
  const wrapper = join(dir, `chromium-in-${ns}.sh`);
  writeFileSync(wrapper, `#!/bin/sh\nexec ip netns exec ${ns} /usr/bin/chromium "$@"\n`, { mode: 0o700 });
  return chromium.launch({ executablePath: wrapper, args: [...CHROMIUM_ARGS, ...args], headless: true });
}

/** Records what a page received: every event-stream frame and the answers of calls whose URL holds `calls`. */
export async function recordTraffic(page: Page, into: string[], calls: string): Promise<void> {
  await page.exposeFunction('__titanCapture', (text: string) => void into.push(text));
  await page.addInitScript(() => {
    const Original = window.EventSource;
    window.EventSource = class extends Original {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('message', (m) => void (window as unknown as { __titanCapture(t: string): void }).__titanCapture(String((m as MessageEvent).data)));
      }
    };
  });
  page.on('response', (r) => {
    if (r.url().includes(calls)) void r.text().then((t) => into.push(t), () => undefined);
  });
}
