// Playwright configuration of the release workflow (.github/workflows/release.yml): only the real-Electron spec,
// against the app `npm run dist` has just built. No global setup: the browser-mode server and the tests' renderer
// build of playwright.config.ts are not needed to drive the desktop app, and it runs on Windows too.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '../e2e',
  testMatch: 'electron.spec.ts',
  timeout: 180_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0, // a test passes on its first run or fails
  reporter: [['list'], ['json', { outputFile: '../reports/e2e-electron.json' }]],
  outputDir: '../test-results/electron',
});
