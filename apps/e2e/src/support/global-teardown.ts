import fs from 'node:fs';
import path from 'node:path';

export default async function globalTeardown(): Promise<void> {
  const servers = globalThis.__nfxServers ?? [];
  for (const server of servers) server.process.kill('SIGTERM');
  if (servers.length) await new Promise((resolve) => setTimeout(resolve, 500));
  for (const server of servers) fs.rmSync(path.dirname(server.siteRoot), { recursive: true, force: true });
}
