// Builds the renderer in the tests' mode (vite build --mode test: the page hooks the specs read, which a production
// build leaves out) into its own folder, then starts the real browser-mode server (host/serve.ts) serving it on a
// free port with a fresh data folder; the URL (with its token) goes to the tests in TITAN_URL. Returns the teardown
// that stops the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopGroup } from './own-server.js';

/** Where the tests' renderer build goes (beside, never into, the dist/renderer the app ships). */
const RENDERER = join(process.cwd(), 'dist', 'e2e-renderer');

async function waitForFile(path: string, ms: number): Promise<string> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (existsSync(path)) {
      const text = readFileSync(path, 'utf8').trim();
      if (text) return text;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not write ${path} within ${ms} ms`);
}

/** Global setup of the e2e suite. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  mkdirSync('reports/screens', { recursive: true });
  const icons = spawnSync('npx', ['tsx', 'tools/copy-icons.ts'], { stdio: 'inherit' });
  if (icons.status !== 0) throw new Error('copying the icons failed');
  const build = spawnSync('npx', ['vite', 'build', '--mode', 'test', '--outDir', RENDERER, '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
  const data = mkdtempSync(join(tmpdir(), 'titan-e2e-'));
  const urlFile = join(data, 'url.txt');
  const server = spawn('npx', ['tsx', 'host/serve.ts', '--port', '0', '--data', data, '--static', RENDERER, '--url-file', urlFile], { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  process.env.TITAN_URL = await waitForFile(urlFile, 60_000);
  process.env.TITAN_DATA = data;
  return async () => {
    if (server.pid) await stopGroup(server.pid);
    rmSync(data, { recursive: true, force: true });
  };
}
