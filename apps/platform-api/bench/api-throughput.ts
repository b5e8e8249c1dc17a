/**
 * `npm run bench:api`, first part: throughput of three calls, as a share of a bare Fastify
 * hello-world measured in the same run on the same machine (so the figure means the same on a
 * laptop and on CI):
 *
 * - account.getInfo anonymous (no cookie) and signed in (the demo player's session);
 * - games.get, the hall's first page over a 5,000-game catalogue.
 *
 * On PGlite (one instance: PGlite is one process's database) and, when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set, on PostgreSQL with one and with two instances (separate processes on
 * one schema, and on one Redis when BENCH_REDIS_URL or TEST_REDIS_URL is set). Two instances
 * are compared with two hello-world processes. Every server is its own child process; the load
 * comes from this process. Each run measures everything once; BENCH_RUNS runs (default 3) are
 * reported as median and spread, since single runs on a shared machine swing widely.
 *
 * BENCH_ONLY=postgres1 starts and measures only hello-world ×1 and PostgreSQL ×1 (no PGlite, no second
 * instance); BENCH_CALLS (comma-separated names, e.g. `getInfo anonymous`) measures only those calls.
 * Targets whose rows were left out are reported as not measured and do not fail the run.
 *
 * Targets (issue 44 §2, PostgreSQL, one instance): anonymous getInfo ≥ 0.40 of hello-world, signed-in
 * getInfo ≥ 0.70 of anonymous. The sportsbook's demo feed is off (BETTING_FEED=0): its steps are
 * background work on the same process and database, not the cost of a request.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { queueSchemaFor } from '../src/jobs/job-queue';
import { seed } from '../src/seed';
import { benchConfig, benchRedisUrl as redisUrl, signInDemoPlayer } from './bench-app';

const DURATION_SECONDS = Number(process.env['BENCH_DURATION'] ?? 5);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
/** Connections per measured target, spread over its instances. */
const CONNECTIONS = 10;
const postgresUrl = process.env['BENCH_DATABASE_URL'] || process.env['TEST_DATABASE_URL'] || undefined;
/** `postgres1`: hello-world ×1 and PostgreSQL ×1 only, for A/B runs of one instance's calls. */
const ONLY = process.env['BENCH_ONLY'] || undefined;
if (ONLY !== undefined && ONLY !== 'postgres1') throw new Error(`BENCH_ONLY must be postgres1, not ${ONLY}`);
if (ONLY && !postgresUrl) throw new Error('BENCH_ONLY=postgres1 needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
const INSTANCE_COUNTS = ONLY ? [1] : [1, 2];

const CALLS = {
  'getInfo anonymous': { path: '/api/account/getInfo?locale=en&version=1', signedIn: false },
  'getInfo signed in': { path: '/api/account/getInfo?locale=en&version=1', signedIn: true },
  'games.get': { path: `/api/games/get?locale=en&version=1&options=${encodeURIComponent('{}')}`, signedIn: false },
} as const;
type CallName = keyof typeof CALLS;
const CALL_FILTER = process.env['BENCH_CALLS']
  ?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
for (const name of CALL_FILTER ?? []) if (!(name in CALLS)) throw new Error(`BENCH_CALLS: unknown call ${name}`);
const MEASURED_CALLS = (Object.entries(CALLS) as Array<[CallName, (typeof CALLS)[CallName]]>).filter(
  ([name]) => !CALL_FILTER || CALL_FILTER.includes(name),
);
/** Some rows were left out on purpose (BENCH_ONLY, BENCH_CALLS): their targets are not judged. */
const FILTERED = Boolean(ONLY || CALL_FILTER);

/**
 * Issue 44 §2, medians over the runs on PostgreSQL with one instance: anonymous getInfo at least
 * 0.40 of hello-world's requests per second, and signed-in getInfo at least 0.70 of anonymous.
 */
const TARGETS: Array<{ call: CallName; of: CallName | 'hello-world'; share: number }> = [
  { call: 'getInfo anonymous', of: 'hello-world', share: 0.4 },
  { call: 'getInfo signed in', of: 'getInfo anonymous', share: 0.7 },
];

type DatabaseKind = 'pglite' | 'postgres';
type ServerKind = 'hello' | DatabaseKind;

// ---------------------------------------------------------------- servers (child processes)

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Runs one server and tells the parent its address; stops when the parent says so. */
async function serve(kind: ServerKind, schema: string | undefined, keyPrefix: string): Promise<void> {
  let app: FastifyInstance;
  let closeDatabase = async () => undefined as void;
  if (kind === 'hello') {
    app = Fastify({ logger: false });
    app.get('/', async () => ({ hello: 'world' }));
  } else {
    const config = benchConfig(keyPrefix);
    const database = await createDatabase(kind === 'postgres' ? { databaseUrl: postgresUrl, schema } : {});
    // PostgreSQL was prepared by the parent; PGlite lives and dies with this process.
    if (kind === 'pglite') {
      await migrate(database.db);
      await seed(database.db, config);
    }
    app = await buildApp({ config, database, logger: false });
    closeDatabase = () => database.close();
  }
  const base = await listen(app);
  process.on('message', (message) => {
    if (message !== 'stop') return;
    void app
      .close()
      .then(closeDatabase)
      .finally(() => process.exit(0));
  });
  process.send!({ base });
}

interface Server {
  base: string;
  child: ChildProcess;
}

function startServer(kind: ServerKind, schema = '', keyPrefix = ''): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = fork(process.argv[1]!, [`--serve=${kind}`, `--schema=${schema}`, `--key-prefix=${keyPrefix}`], {
      execArgv: process.execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (message) => resolve({ base: (message as { base: string }).base, child }));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code} before it listened`)));
  });
}

function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.child.removeAllListeners('exit');
    server.child.once('exit', () => resolve());
    server.child.send('stop');
  });
}

// ---------------------------------------------------------------- load (this process)

interface Measurement {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

/** Loads every instance at once, the connections split between them, and adds up what they served. */
async function measure(bases: string[], path: string, headers: Record<string, string> = {}): Promise<Measurement> {
  const connections = Math.max(1, Math.floor(CONNECTIONS / bases.length));
  const run = (duration: number) => Promise.all(bases.map((base) => autocannon({ url: `${base}${path}`, connections, duration, headers })));
  await run(1); // warm-up: JIT, connection pools, prepared plans, caches
  const results = await run(DURATION_SECONDS);
  return {
    requestsPerSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    p99Ms: Math.max(...results.map((result) => result.latency.p99)),
    errors: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
  };
}

async function signIn(base: string): Promise<string> {
  const sid = await signInDemoPlayer(base);
  const check = await fetch(`${base}${CALLS['getInfo signed in'].path}`, { headers: { cookie: sid } });
  if (!((await check.json()) as { payload?: { uid?: number } }).payload?.uid) throw new Error('The session did not sign the benchmark in');
  return sid;
}

// ---------------------------------------------------------------- report

interface Setup {
  database: DatabaseKind;
  instances: Server[];
  session: string;
}

type Row = { label: string; database: DatabaseKind | 'hello'; instances: number; call?: CallName; runs: Measurement[]; shares: number[] };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const spread = (values: number[], digits: number) => `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

function line(cells: string[]): string {
  const widths = [44, 9, 13, 7, 11, 8];
  return cells.map((cell, index) => cell.padEnd(widths[index] ?? 10)).join(' ');
}

/** Each target's ratio run by run (both calls measured in the same run), judged on the median. */
function judgeTargets(rows: Row[]): boolean {
  const rowOf = (name: CallName | 'hello-world') =>
    name === 'hello-world'
      ? rows.find((row) => row.database === 'hello' && row.instances === 1)
      : rows.find((row) => row.database === 'postgres' && row.instances === 1 && row.call === name);
  console.log('');
  console.log("targets (PostgreSQL ×1, median of the runs' ratios, spread):");
  let met = true;
  for (const target of TARGETS) {
    const row = rowOf(target.call);
    const base = rowOf(target.of);
    const label = `${target.call} ÷ ${target.of} ≥ ${target.share}`;
    if (!row || !base) {
      console.log(
        `  ${label}: not measured (${FILTERED ? 'left out by BENCH_ONLY or BENCH_CALLS' : 'set BENCH_DATABASE_URL or TEST_DATABASE_URL'})`,
      );
      met &&= FILTERED;
      continue;
    }
    const ratios = row.runs.map((run, index) => run.requestsPerSecond / base.runs[index]!.requestsPerSecond);
    const ratio = median(ratios);
    met &&= ratio >= target.share;
    console.log(`  ${label}: ${ratio.toFixed(2)} (${spread(ratios, 2)}) ${ratio >= target.share ? 'pass' : 'FAIL'}`);
  }
  return met;
}

function report(rows: Row[]): boolean {
  console.log('');
  console.log(`${RUNS} runs of ${DURATION_SECONDS} s per target, ${CONNECTIONS} connections per target, loopback; median (spread min–max)`);
  console.log(line(['target', 'req/s', 'req/s spread', 'share', 'spread', 'p99 ms']));
  let failed = false;
  for (const row of rows) {
    const rps = row.runs.map((run) => run.requestsPerSecond);
    const errors = row.runs.reduce((sum, run) => sum + run.errors, 0);
    const share = median(row.shares);
    failed ||= errors > 0;
    console.log(
      line([
        row.label,
        median(rps).toFixed(0),
        spread(rps, 0),
        share.toFixed(2),
        spread(row.shares, 2),
        median(row.runs.map((run) => run.p99Ms)).toFixed(0),
        errors ? `errors ${errors}` : '',
      ]),
    );
  }
  failed = !judgeTargets(rows) || failed;
  console.log(
    JSON.stringify({
      apiThroughput: rows.map((row) => ({
        label: row.label,
        rps: row.runs.map((run) => Math.round(run.requestsPerSecond)),
        shares: row.shares,
      })),
    }),
  );
  return failed;
}

// ---------------------------------------------------------------- main

async function preparePostgres(schema: string, keyPrefix: string): Promise<() => Promise<void>> {
  const database = await createDatabase({ databaseUrl: postgresUrl, schema });
  await migrate(database.db);
  await seed(database.db, benchConfig(keyPrefix));
  return async () => {
    await sql.raw(`drop schema if exists ${schema} cascade`).execute(database.db);
    await sql.raw(`drop schema if exists ${queueSchemaFor(schema)} cascade`).execute(database.db);
    await database.close();
  };
}

async function main(): Promise<void> {
  const instanceCount = Math.max(...INSTANCE_COUNTS);
  console.log(
    ONLY
      ? `Starting servers: hello-world ×1, PostgreSQL ×1${redisUrl ? ' on one Redis' : ' (no Redis: set BENCH_REDIS_URL)'} (BENCH_ONLY=${ONLY})…`
      : `Starting servers: hello-world ×2, PGlite ×1${postgresUrl ? `, PostgreSQL ×2${redisUrl ? ' on one Redis' : ' (no Redis: set BENCH_REDIS_URL)'}` : ' (PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)'}…`,
  );
  const keyPrefix = `bench-${randomBytes(4).toString('hex')}:`;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const dropPostgres = postgresUrl ? await preparePostgres(schema, keyPrefix) : undefined;
  const servers: Server[] = [];
  const start = async (kind: ServerKind) => {
    const server = await startServer(kind, schema, keyPrefix);
    servers.push(server);
    return server;
  };
  try {
    const hello: Server[] = [];
    for (let index = 0; index < instanceCount; index += 1) hello.push(await start('hello'));
    const setups: Setup[] = [];
    if (!ONLY) {
      const pglite = await start('pglite');
      setups.push({ database: 'pglite', instances: [pglite], session: await signIn(pglite.base) });
    }
    if (postgresUrl) {
      const instances: Server[] = [];
      for (let index = 0; index < instanceCount; index += 1) instances.push(await start('postgres'));
      setups.push({ database: 'postgres', instances, session: await signIn(instances[0]!.base) });
    }

    const rows: Row[] = [];
    const rowFor = (label: string, database: Row['database'], instances: number, call?: CallName) => {
      let row = rows.find((existing) => existing.label === label);
      if (!row) rows.push((row = { label, database, instances, call, runs: [], shares: [] }));
      return row;
    };
    for (let run = 1; run <= RUNS; run += 1) {
      console.log(`run ${run} of ${RUNS}…`);
      for (const count of INSTANCE_COUNTS) {
        const baseline = await measure(
          hello.slice(0, count).map((server) => server.base),
          '/',
        );
        const helloRow = rowFor(`Fastify hello-world ×${count} (baseline)`, 'hello', count);
        helloRow.runs.push(baseline);
        helloRow.shares.push(1);
        for (const setup of setups) {
          // PGlite cannot be shared by two processes: one instance only.
          if (count > setup.instances.length) continue;
          const bases = setup.instances.slice(0, count).map((server) => server.base);
          for (const [name, call] of MEASURED_CALLS) {
            const measurement = await measure(bases, call.path, call.signedIn ? { cookie: setup.session } : {});
            const row = rowFor(
              `${name} on ${setup.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} ×${count}`,
              setup.database,
              count,
              name,
            );
            row.runs.push(measurement);
            row.shares.push(measurement.requestsPerSecond / baseline.requestsPerSecond);
          }
        }
      }
    }
    rows.sort((a, b) => a.instances - b.instances);
    process.exitCode = report(rows) ? 1 : 0;
  } finally {
    for (const server of servers) await stopServer(server);
    await dropPostgres?.();
  }
}

const argument = (name: string) => process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
const serveKind = argument('serve') as ServerKind | undefined;
(serveKind ? serve(serveKind, argument('schema') || undefined, argument('key-prefix') ?? 'nfx:') : main()).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
  if (serveKind) process.exit(1);
});
