// Builds the renderer in the tests' mode (vite build --mode test: the page hooks the specs read, which a production
// build leaves out) into its own folder and brings the bundle of the browser-mode server up to date
// (tools/bundle/node-bundles.mjs), then starts that server (e2e/own-server.ts) serving the build on a free port with a
// fresh data folder; the URL (with its token) goes to the tests in TITAN_URL. Returns the teardown that stops the
// server.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshBundles } from '../tools/bundle/node-bundles.mjs';
import { RENDERER, serve, stop } from './own-server.js';

/** Global setup of the e2e suite. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  mkdirSync('reports/screens', { recursive: true });
  const icons = spawnSync('npx', ['tsx', 'tools/copy-icons.ts'], { stdio: 'inherit' });
  if (icons.status !== 0) throw new Error('copying the icons failed');
  const build = spawnSync('npx', ['vite', 'build', '--mode', 'test', '--outDir', RENDERER, '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
  await freshBundles();
  const data = mkdtempSync(join(tmpdir(), 'titan-e2e-'));
  const server = await serve(data, ['--port', '0']);
  process.env.TITAN_URL = server.url;
  process.env.TITAN_DATA = data;
  return async () => {
    await stop(server.child);
    rmSync(data, { recursive: true, force: true });
  };
}
