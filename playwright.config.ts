import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const E2E_DIR = 'apps/e2e/src';

/**
 * One Playwright project per area: each folder of apps/e2e/src with a project.json is also an Nx
 * project (`@nfx/e2e-<area>`, whose `e2e-area` target runs `--project=<area>`), so `nx affected`
 * runs the browser tests of the areas a change reaches. A whole run runs every area.
 */
const areas = fs
  .readdirSync(E2E_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(E2E_DIR, entry.name, 'project.json')))
  .map((entry) => entry.name)
  .sort();
// A spec outside an area folder would belong to no project and never run: refuse it.
const unsorted = fs.readdirSync(E2E_DIR).filter((file) => file.endsWith('.e2e.ts'));
if (unsorted.length) throw new Error(`Move ${unsorted.join(', ')} into an area folder of ${E2E_DIR} (see docs/ci.md)`);

/**
 * Debian's Chromium: the project cannot download Playwright's own browser builds. Its headless
 * shell (package chromium-headless-shell), where installed, as Playwright itself uses for headless
 * runs: on the cashier and loyalty areas it took 24 % less CPU and 11 % less wall time than the full
 * browser (three runs against two, interleaved; docs/ci.md). The binary itself: the package's
 * /usr/bin wrapper is a shell script. A headed or debug session needs the full browser (CHROMIUM_PATH).
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const chromiumLaunchOptions = {
  executablePath: process.env['CHROMIUM_PATH'] ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
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
  testDir: E2E_DIR,
  testMatch: '**/*.e2e.ts',
  projects: areas.map((area) => ({ name: area, testDir: path.join(E2E_DIR, area) })),
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
    // An action waits for its element at most this long, not for the rest of the test's time: a
    // click on a page that never came (a test racing the router) fails in half a minute, and its
    // retry starts, instead of holding a worker for the up to four minutes a long flow may take.
    actionTimeout: 30_000,
  },
});
