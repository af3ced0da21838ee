// Builds the renderer in the tests' mode (vite build --mode test: the page hooks the specs read, which a production
// build leaves out) into its own folder and brings the bundle of the browser-mode server up to date
// (tools/bundle/node-bundles.mjs). Each worker then starts its own server on that build (e2e/fixture.ts).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { freshBundles } from '../tools/bundle/node-bundles.mjs';
import { RENDERER } from './own-server.js';

/** Global setup of the e2e suite. */
export default async function globalSetup(): Promise<void> {
  mkdirSync('reports/screens', { recursive: true });
  const icons = spawnSync('npx', ['tsx', 'tools/copy-icons.ts'], { stdio: 'inherit' });
  if (icons.status !== 0) throw new Error('copying the icons failed');
  const build = spawnSync('npx', ['vite', 'build', '--mode', 'test', '--outDir', RENDERER, '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
  await freshBundles();
}
