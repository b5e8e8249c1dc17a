import { test as base } from '@playwright/test';

export * from '@playwright/test';

/** One production server of the end-to-end run, with the visitor state written for its origin. */
export interface WorkerSite {
  baseUrl: string;
  /** The server's own copy of the built site: a deploy test rewrites it. */
  siteRoot: string;
  /** Browser state of a visitor who has seen the live campaign popups (support/visitor-state.ts). */
  storageState: string;
}

/** Where the global setup lists the servers it started, one per worker (E2E_SITES, JSON). */
export const SITES_ENV = 'E2E_SITES';

/**
 * The server this worker drives. Each parallel worker has its own server, database and copy of the
 * site, so tests that change a server (a deploy, the back office's chat setting, rate limits counted
 * per address, the demo player's balance) never meet a test running beside them. The index stays
 * the same when a worker is replaced after a failure, so its successor drives the same server.
 */
export function workerSite(): WorkerSite {
  const index = Number(process.env['TEST_PARALLEL_INDEX'] ?? '0');
  const sites = JSON.parse(process.env[SITES_ENV] ?? '[]') as WorkerSite[];
  const site = sites[index];
  if (!site) throw new Error(`No end-to-end server for worker ${index}: the global setup started ${sites.length}`);
  return site;
}

/** Playwright's test, pointed at this worker's server: every spec imports it from here. */
export const test = base.extend<object, { site: WorkerSite }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; the site has none.
  site: [async ({}, provide) => provide(workerSite()), { scope: 'worker' }],
  baseURL: async ({ site }, provide) => provide(site.baseUrl),
  storageState: async ({ site }, provide) => provide(site.storageState),
});
