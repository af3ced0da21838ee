// Builds the renderer in the tests' mode (vite build --mode test: the page hooks the specs read, which a production
// build leaves out) into its own folder and brings the bundle of the browser-mode server up to date
// (tools/bundle/node-bundles.mjs). Each worker then starts its own server on that build (e2e/fixture.ts). The LAN
// specs' networks of every worker are made here, before any browser starts, and removed when the run ends
// (e2e/lan-net.ts says why).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { freshBundles } from '../tools/bundle/node-bundles.mjs';
import { makeLanes } from './lan-net.js';
import { RENDERER } from './own-server.js';

/** Global setup of the e2e suite; returns its teardown. */
export default async function globalSetup(config: FullConfig): Promise<() => void> {
  mkdirSync('reports/screens', { recursive: true });
  const icons = spawnSync('npx', ['tsx', 'tools/copy-icons.ts'], { stdio: 'inherit' });
  if (icons.status !== 0) throw new Error('copying the icons failed');
  const build = spawnSync('npx', ['vite', 'build', '--mode', 'test', '--outDir', RENDERER, '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
  await freshBundles();
  return makeLanes(config.workers);
}
