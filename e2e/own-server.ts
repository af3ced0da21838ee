// A browser-mode server of a spec's own (host/serve.ts on the suite's test build of the renderer), beside the one the
// global setup starts for every spec: for a spec that restarts it, or that needs options the shared one must not have
// (a fixed seed of new games).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The suite's test build of the renderer (e2e/global-setup.ts). */
const RENDERER = join(process.cwd(), 'dist', 'e2e-renderer');

/** Starts browser mode on the data folder `data` with `options` (inside network namespace `ns` when given) and
 * waits for its URL (with its token); `program` is how host/serve.ts is run (the always-on host: package.json's
 * host script). */
export async function serve(data: string, options: readonly string[] = [], ns?: string, program: readonly string[] = ['npx', 'tsx', 'host/serve.ts']): Promise<{ child: ChildProcess; url: string }> {
  const urlFile = join(data, 'url.txt');
  rmSync(urlFile, { force: true });
  const command = [...program, '--data', data, '--static', RENDERER, '--url-file', urlFile, ...options];
  const [first, ...args] = ns === undefined ? command : ['ip', 'netns', 'exec', ns, ...command];
  const child = spawn(first ?? 'npx', args, { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  await expect.poll(() => existsSync(urlFile) && readFileSync(urlFile, 'utf8').trim() !== '', { timeout: 60_000 }).toBe(true);
  return { child, url: readFileSync(urlFile, 'utf8').trim() };
}

/** Whether any process of the group `pgid` is still running. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the server's process group and waits until every process of it has exited: the host writes its games'
 * autosaves as it shuts down, and the data folder is removed only after the last write (else rmdir finds it not
 * empty). */
export async function stopGroup(pgid: number): Promise<void> {
  if (!groupAlive(pgid)) return;
  process.kill(-pgid, 'SIGTERM');
  if (await gone(pgid, 20_000)) return;
  process.kill(-pgid, 'SIGKILL');
  await gone(pgid, 5_000);
}

/** Waits up to `ms` for the group to be gone; whether it is. */
async function gone(pgid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (groupAlive(pgid) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  return !groupAlive(pgid);
}

/** Stops a server `serve` started (its whole process group) and waits until it has exited. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.pid) await stopGroup(child.pid);
}
