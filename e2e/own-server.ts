// A browser-mode server of a spec's own (host/serve.ts on the suite's test build of the renderer), beside the one the
// global setup starts for every spec: for a spec that restarts it, or that needs options the shared one must not have
// (a fixed seed of new games).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The suite's test build of the renderer (e2e/global-setup.ts). */
const RENDERER = join(process.cwd(), 'dist', 'e2e-renderer');

/** Starts browser mode on the data folder `data` with `options` and waits for its URL (with its token). */
export async function serve(data: string, options: readonly string[] = []): Promise<{ child: ChildProcess; url: string }> {
  const urlFile = join(data, 'url.txt');
  rmSync(urlFile, { force: true });
  const child = spawn('npx', ['tsx', 'host/serve.ts', '--data', data, '--static', RENDERER, '--url-file', urlFile, ...options], { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  await expect.poll(() => existsSync(urlFile) && readFileSync(urlFile, 'utf8').trim() !== '', { timeout: 60_000 }).toBe(true);
  return { child, url: readFileSync(urlFile, 'utf8').trim() };
}

/** Stops a server `serve` started (its whole process group) and waits until it has exited. */
export async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((ok) => child.once('exit', ok));
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
  await exited;
}
