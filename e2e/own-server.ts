// A browser-mode server (the bundled host/serve.ts, dist-node/serve.mjs, on the suite's test build of the renderer):
// each worker's own (e2e/fixture.ts), and a spec's own, for a spec that restarts it or that needs options the
// worker's must not have (a fixed seed of new games). The global setup brings the bundle up to date.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { NODE_OUT } from '../tools/bundle/node-bundles.mjs';
import { stopGroup, waitForFile } from '../tools/process-group.js';

/** The suite's test build of the renderer (e2e/global-setup.ts). */
export const RENDERER = join(process.cwd(), 'dist', 'e2e-renderer');

/** Starts browser mode on the data folder `data` with `options` (inside network namespace `ns` when given) and
 * waits for its URL (with its token); `program` is how host/serve.ts is run (the always-on host: package.json's
 * host script). */
export async function serve(data: string, options: readonly string[] = [], ns?: string, program: readonly string[] = [process.execPath, join(NODE_OUT, 'serve.mjs')]): Promise<{ child: ChildProcess; url: string }> {
  const urlFile = join(data, 'url.txt');
  rmSync(urlFile, { force: true });
  const command = [...program, '--data', data, '--static', RENDERER, '--url-file', urlFile, ...options];
  const [first, ...args] = ns === undefined ? command : ['ip', 'netns', 'exec', ns, ...command];
  const child = spawn(first ?? process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  return { child, url: await waitForFile(urlFile, 60_000) };
}

/** Stops a server `serve` started (its whole process group) and waits until it has exited. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.pid) await stopGroup(child.pid);
}
