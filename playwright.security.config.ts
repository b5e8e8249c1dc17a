import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './playwright.config';

/**
 * `npm run test:security`: the production build attacked as the security review did. Each
 * file starts the servers it needs (production without demo, a demo, PostgreSQL-backed).
 */
export default defineConfig({
  testDir: 'apps/e2e/src/security',
  testMatch: '**/*.security.ts',
  // Two workers, one per core: every file starts its own servers on free ports with their own data
  // directories, and only faults.security.ts uses (and restarts) the machine's PostgreSQL, so files
  // never share state. One worker left a core idle while a server seeded (the suite took 499 s).
  workers: 2,
  fullyParallel: false,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    viewport: { width: 1280, height: 800 },
    // A visitor who has answered the analytics question (no): its box never covers what a test
    // drives. The servers are all on 127.0.0.1, whatever their port.
    storageState: 'apps/e2e/src/security/analytics-answered.state.json',
  },
});
