import fs from 'node:fs';
import path from 'node:path';

export default async function globalTeardown(): Promise<void> {
  const server = globalThis.__nfxServer;
  if (!server) return;
  server.process.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  fs.rmSync(path.dirname(server.siteRoot), { recursive: true, force: true });
}
