/**
 * Part of `npm run bench:api`: the production build as a separate process (so its memory is
 * its own), measured the way players would feel it. Needs `npm run build` first.
 *
 * 1. `GET /` throughput for anonymous visitors, 50 connections (goal ≥ 1,000 req/s).
 * 2. A sign-in flood: 100 concurrent wrong-password logins from 100 addresses while a visitor
 *    loads `/` over and over; `GET /` p99 (goal ≤ 300 ms) and the server's peak memory
 *    (goal ≤ 600 MB, VmRSS sampled every 25 ms during the flood).
 *
 * Each is run three times and reported as median with the spread: single runs on this kind of
 * machine swing by 2×.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = process.cwd();
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const budgets = { homeRequestsPerSecond: 1000, floodHomeP99Ms: 300, floodPeakRssMb: 600 };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server on `dataDir`. The first start seeds the catalogue, which grows PGlite's
 * WebAssembly heap for good; runs measure a restarted server, as production runs.
 */
async function startSite(dataDir: string): Promise<{ base: string; child: ChildProcess; stop(): Promise<void> }> {
  const bundle = path.join(root, 'dist/apps/platform-api/main.mjs');
  if (!fs.existsSync(bundle)) throw new Error('Build first: npm run build');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [bundle], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO_MODE: '1',
      DEMO_IN_PRODUCTION: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: base,
      DATA_DIR: dataDir,
      SITE_ROOT: path.join(root, 'dist/site'),
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
  for (let tries = 0; tries < 240; tries += 1) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { base, child, stop };
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function homeThroughput(base: string): Promise<number> {
  const options = { url: `${base}/`, connections: 50, headers: { 'accept-encoding': 'br' } };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: 5 });
  return result.requests.average;
}

async function signInFlood(base: string, pid: number, round: number): Promise<{ p99: number; rssMb: number; refused: number }> {
  const latencies: number[] = [];
  let flooding = true;
  // Sampled, not the process's high-water mark: seeding the catalogue at start-up peaks higher.
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 25);
  const visitor = (async () => {
    while (flooding) {
      const started = performance.now();
      await (await fetch(`${base}/`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
      latencies.push(performance.now() - started);
    }
  })();
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, index) =>
      fetch(`${base}/api/auth/login?locale=en`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: base,
          'x-forwarded-for': `10.${round}.${index >> 8}.${index & 255}`,
        },
        body: new URLSearchParams({ login: `flood${round}-${index}@example.com`, password: 'wrong-pass' }).toString(),
      }),
    ),
  );
  // Keep loading pages a moment after the burst, while the queued hashes finish.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  flooding = false;
  await visitor;
  clearInterval(sampler);
  return { p99: percentile(latencies, 99), rssMb: peak, refused: answers.filter((answer) => answer.status === 429).length };
}

const spread = (values: number[], digits = 0) =>
  `${percentile(values, 50).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

async function main(): Promise<void> {
  const throughput: number[] = [];
  const floods: Array<{ p99: number; rssMb: number; refused: number; idleMb: number }> = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nfx-bench-site-'));
  try {
    await (await startSite(dataDir)).stop();
    for (let run = 0; run < RUNS; run += 1) {
      const site = await startSite(dataDir);
      try {
        const idleMb = rssMb(site.child.pid!);
        floods.push({ ...(await signInFlood(site.base, site.child.pid!, run)), idleMb });
        throughput.push(await homeThroughput(site.base));
      } finally {
        await site.stop();
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const homeRps = percentile(throughput, 50);
  const p99 = percentile(
    floods.map((flood) => flood.p99),
    50,
  );
  const rss = percentile(
    floods.map((flood) => flood.rssMb),
    50,
  );
  const rows = [
    [
      'GET / anonymous, 50 connections (req/s)',
      spread(throughput),
      `≥ ${budgets.homeRequestsPerSecond}`,
      homeRps >= budgets.homeRequestsPerSecond,
    ],
    [
      'GET / p99 during 100 sign-ins (ms)',
      spread(floods.map((flood) => flood.p99)),
      `≤ ${budgets.floodHomeP99Ms}`,
      p99 <= budgets.floodHomeP99Ms,
    ],
    [
      'server peak memory during them (MB)',
      spread(floods.map((flood) => flood.rssMb)),
      `≤ ${budgets.floodPeakRssMb}`,
      rss <= budgets.floodPeakRssMb,
    ],
    ['server memory before them (MB)', spread(floods.map((flood) => flood.idleMb)), '', true],
    ['sign-ins refused at once (of 100)', spread(floods.map((flood) => flood.refused)), '', true],
  ] as const;
  console.log(`\nSite under load (production build, median of ${RUNS} runs, min–max):`);
  for (const [name, value, budget, ok] of rows)
    console.log(`  ${name.padEnd(42)} ${value.padEnd(22)} ${budget.padEnd(8)} ${budget ? (ok ? 'pass' : 'FAIL') : ''}`);
  process.exitCode = rows.every((row) => row[3]) ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
