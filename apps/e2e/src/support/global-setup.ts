import path from 'node:path';
import { startServer } from './server';
import { writeVisitorState } from './visitor-state';

declare global {
  var __nfxServer: Awaited<ReturnType<typeof startServer>> | undefined;
}

export default async function globalSetup(): Promise<void> {
  const server = await startServer();
  globalThis.__nfxServer = server;
  process.env['E2E_BASE_URL'] = server.baseUrl;
  process.env['E2E_SITE_ROOT'] = server.siteRoot;
  process.env['E2E_STORAGE_STATE'] = await writeVisitorState(server.baseUrl, path.dirname(server.siteRoot));
}
