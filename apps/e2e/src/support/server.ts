import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const workspaceRoot = path.resolve(__dirname, '../../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  siteRoot: string;
  dataDir: string;
  process: ChildProcess;
  /** What the server printed so far. */
  output(): string;
}

export interface ServerOptions {
  /** Settings on top of the production defaults; `DEMO_MODE: undefined` removes the demo switches. */
  env?: Record<string, string | undefined>;
  /** Reuse a data directory (a restart keeps its database). */
  dataDir?: string;
  port?: number;
}

/** The demo production server the end-to-end suites drive (the outbox page gives them mail). */
const DEMO_ENV = { DEMO_MODE: '1', DEMO_IN_PRODUCTION: '1' };

/**
 * glibc's malloc asks for transparent huge pages on what it maps (glibc 2.35+; other C libraries
 * ignore the variable). The servers' sign-ins hash with scrypt at 64 MiB, which malloc maps afresh
 * for every hash: 16,384 first touches of a 4 KiB page, ~175 ms of a 445 ms hash where a first touch
 * costs ~11 µs, as on the slower CI machines (THP is `madvise` there). With huge pages it is ~550
 * (31 huge pages, the unaligned ends of the mapping in 4 KiB pages) and the hash takes ~260 ms, so
 * the suites' sign-ins and registrations cost less of the two cores (docs/ci.md, session 43). Only the test servers get it: the server's peak memory at a first
 * start rose by ~15 MB at the median and reached 508 MB in 2 of 6 starts (issue 44 §5 allows 500), so
 * `npm start` and deployments keep the default and docs/security.md leaves the choice to operators.
 */
function withHugePageMalloc(tunables: string | undefined): string {
  const hugePages = 'glibc.malloc.hugetlb=1';
  if (!tunables) return hugePages;
  return tunables.includes('glibc.malloc.hugetlb=') ? tunables : `${tunables}:${hugePages}`;
}

/**
 * The production server on a free port, with a fresh database and its own copy of the built
 * site (the deploy test rewrites the registry and must not touch dist/).
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const builtSite = path.join(workspaceRoot, 'dist/site');
  const serverBundle = path.join(workspaceRoot, 'dist/apps/platform-api/main.mjs');
  if (!fs.existsSync(path.join(builtSite, 'registry.json')) || !fs.existsSync(serverBundle)) {
    throw new Error('The site is not built: run "npm run build" before the end-to-end tests');
  }
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'nfx-e2e-'));
  const siteRoot = path.join(scratch, 'site');
  const dataDir = options.dataDir ?? path.join(scratch, 'data');
  fs.cpSync(builtSite, siteRoot, { recursive: true });
  const port = options.port ?? (await freePort());
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    ...DEMO_ENV,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_ROOT: siteRoot,
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    GLIBC_TUNABLES: withHugePageMalloc(process.env['GLIBC_TUNABLES']),
    ...options.env,
  };
  if ('DEMO_MODE' in (options.env ?? {}) && options.env!['DEMO_MODE'] === undefined) {
    delete env['DEMO_MODE'];
    delete env['DEMO_IN_PRODUCTION'];
  }
  const child = spawn(process.execPath, [serverBundle], { cwd: workspaceRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  // A loaded machine (a shared CI box) may need longer for migrations and the seed.
  const startMs = Number(process.env['E2E_SERVER_START_MS'] ?? '') || 60_000;
  const deadline = Date.now() + startMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/nfx/i18n/locales`);
      if (response.ok) return { baseUrl, siteRoot, dataDir, process: child, output: () => output };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`Server did not start within ${startMs / 1000} s:\n${output}`);
}

/** Waits for the given processes to end, then removes the given folders (run detached, see below). */
const REMOVE_AFTER_EXIT = `
const [pids, folders] = JSON.parse(process.argv[1]);
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
const deadline = Date.now() + 30000;
(async () => {
  while (pids.some(alive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const folder of folders) require('node:fs').rmSync(folder, { recursive: true, force: true });
})();
`;

/**
 * Stops the servers and removes the folders once they have exited (a server shutting down may
 * still write to its database), in a detached process: removing a copy of the site and a database
 * (some 2,000 files each) took 4–5 s a server, and nothing after the run reads them.
 */
export function stopAndRemove(servers: readonly RunningServer[], folders: readonly string[]): void {
  for (const server of servers) server.process.kill('SIGTERM');
  const pids = servers.flatMap((server) => (server.process.pid === undefined ? [] : [server.process.pid]));
  spawn(process.execPath, ['-e', REMOVE_AFTER_EXIT, JSON.stringify([pids, folders])], { detached: true, stdio: 'ignore' }).unref();
}
