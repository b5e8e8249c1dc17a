import { defineConfig } from '@playwright/test';

/** Debian's Chromium: the project cannot download Playwright's own browser builds. */
export const chromiumLaunchOptions = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'apps/e2e/src',
  testMatch: '**/*.e2e.ts',
  // Two workers, each driving its own production server (support/test.ts): a test that changes its
  // server (a deploy) only meets the tests of its own worker, which run one after another.
  workers: 2,
  fullyParallel: false,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env['CI'] ? [['list']] : [['list']],
  globalSetup: './apps/e2e/src/support/global-setup.ts',
  globalTeardown: './apps/e2e/src/support/global-teardown.ts',
  use: {
    // baseURL and storageState come from the worker's server (support/test.ts): a visitor who has
    // seen the live campaign popups, so none covers a page under test.
    launchOptions: chromiumLaunchOptions,
    // Tracing records screenshots and DOM snapshots at every step. Over the 20 cashier and profile
    // tests it cost about a third more CPU (user + system time 164–169 s against 111–124 s, two runs
    // each). CI retries a failed test once and traces that retry, so a failure or a flaky test still
    // leaves a trace; a local run (no retries) keeps the trace of a failed test.
    trace: process.env['CI'] ? 'on-first-retry' : 'retain-on-failure',
    viewport: { width: 1280, height: 800 },
  },
});
