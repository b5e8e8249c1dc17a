import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startServer } from './server';
import { SITES_ENV, type WorkerSite } from './test';
import { writeVisitorState } from './visitor-state';

declare global {
  var __nfxServers: Array<Awaited<ReturnType<typeof startServer>>> | undefined;
}

/** One production server per worker (support/test.ts says why), started side by side. */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const started = await Promise.allSettled(Array.from({ length: Math.max(1, config.workers) }, () => startServer()));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  // Playwright runs the global teardown after a failed setup too: it stops the servers that did start.
  globalThis.__nfxServers = servers;
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  const sites: WorkerSite[] = await Promise.all(
    servers.map(async (server) => ({
      baseUrl: server.baseUrl,
      siteRoot: server.siteRoot,
      storageState: await writeVisitorState(server.baseUrl, path.dirname(server.siteRoot)),
    })),
  );
  process.env[SITES_ENV] = JSON.stringify(sites);
}
