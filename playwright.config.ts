// End-to-end tests of the renderer in browser mode: Debian's Chromium, headless, against real loopback servers (one
// per worker, e2e/fixture.ts, on the build e2e/global-setup.ts makes). Reports: list on the console, JSON in reports/e2e.json (read by tools/run-tests.ts).
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'e2e',
  testMatch: /.*\.spec\.ts$/,
  globalSetup: './e2e/global-setup.ts',
  timeout: 180_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2, // each worker with its own server (e2e/fixture.ts) and its own network namespaces (e2e/netns.ts LANE)
  retries: 0, // a test passes on its first run or fails: no retry turns a flaky test into a pass
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  outputDir: 'test-results',
  use: {
    headless: true,
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // the WebUI omnibox popups: Chromium 156 preloads them in a renderer of their own for every window, headless
      // too, where no omnibox ever shows (Chromium merges this list with Playwright's own --disable-features)
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup'],
    },
    // a click or fill whose element never becomes ready fails naming its locator, not as a bare test timeout
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    trace: 'off',
    screenshot: 'off',
  },
});
