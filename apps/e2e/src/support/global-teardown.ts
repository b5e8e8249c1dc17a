import path from 'node:path';
import { stopAndRemove } from './server';

export default async function globalTeardown(): Promise<void> {
  const servers = globalThis.__nfxServers ?? [];
  // Each server's scratch folder holds its copy of the site and its database.
  if (servers.length)
    stopAndRemove(
      servers,
      servers.map((server) => path.dirname(server.siteRoot)),
    );
}
