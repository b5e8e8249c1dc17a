/**
 * `npm run bench:api`: throughput of account.getInfo with a valid session, as a ratio to a bare
 * Fastify hello-world measured in the same run on the same machine (so the figure means the
 * same on a laptop and on CI). Target: at least 25% on PGlite and on PostgreSQL. PostgreSQL
 * runs when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, in a schema of its own.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed';
import { DEMO_PLAYER } from '../src/seed/account';

const DURATION_SECONDS = Number(process.env['BENCH_DURATION'] ?? 5);
const CONNECTIONS = 10;
const TARGET_RATIO = 0.25;

interface Measurement {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<Measurement> {
  // Warm up (JIT, connection pools, prepared plans) before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
}

async function helloWorld(): Promise<Measurement> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  try {
    return await measure(`${await listen(app)}/`);
  } finally {
    await app.close();
  }
}

async function getInfo(databaseUrl?: string): Promise<Measurement> {
  const config = {
    ...readConfig({
      NODE_ENV: 'production',
      PORT: '0',
      SITE_ROOT: '',
      PUBLIC_ORIGIN: 'http://127.0.0.1',
      DEMO_MODE: '1',
      DEMO_IN_PRODUCTION: '1',
    }),
  };
  const schema = databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const database = await createDatabase({ databaseUrl, schema });
  const app = await buildApp({ config: { ...config, demoMode: true }, database, logger: false });
  try {
    await migrate(database.db);
    await seed(database.db, { ...config, demoMode: true });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: new URLSearchParams({ login: DEMO_PLAYER.login, password: DEMO_PLAYER.password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const sid = login.cookies.find((cookie) => cookie.name === 'sid')?.value;
    if (!sid) throw new Error(`Sign-in failed: ${login.body}`);
    const base = await listen(app);
    const check = await fetch(`${base}/api/account/getInfo?locale=en&version=1`, { headers: { cookie: `sid=${sid}` } });
    const body = (await check.json()) as { payload?: { uid?: number } };
    if (!body.payload?.uid) throw new Error('The session did not sign the benchmark in');
    return await measure(`${base}/api/account/getInfo?locale=en&version=1`, { cookie: `sid=${sid}` });
  } finally {
    await app.close();
    if (schema) await sql.raw(`drop schema if exists ${schema} cascade`).execute(database.db);
    await database.close();
  }
}

function row(cells: string[]): string {
  const widths = [34, 12, 10, 10, 8];
  return cells.map((cell, index) => cell.padEnd(widths[index] ?? 10)).join(' ');
}

type Target = 'hello' | 'pglite' | 'postgres';

/**
 * Each target runs in a fresh child process: a PGlite instance leaves a large WebAssembly heap
 * behind, which would otherwise slow whatever is measured after it.
 */
function runInChild(target: Target): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const child = fork(process.argv[1]!, [`--target=${target}`], {
      execArgv: process.execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: Measurement | undefined;
    child.on('message', (message) => (result = message as Measurement));
    child.on('error', reject);
    child.on('exit', (code) => (result ? resolve(result) : reject(new Error(`${target} benchmark exited with ${code}`))));
  });
}

async function child(target: Target): Promise<void> {
  const postgresUrl = process.env['BENCH_DATABASE_URL'] || process.env['TEST_DATABASE_URL'] || undefined;
  const measurement = target === 'hello' ? await helloWorld() : await getInfo(target === 'postgres' ? postgresUrl : undefined);
  process.send!(measurement);
}

async function main(): Promise<void> {
  const postgresUrl = process.env['BENCH_DATABASE_URL'] || process.env['TEST_DATABASE_URL'] || undefined;
  console.log(`Measuring ${DURATION_SECONDS} s per target, ${CONNECTIONS} connections, loopback…`);
  const baseline = await runInChild('hello');
  const results: Array<{ name: string; measurement?: Measurement }> = [
    { name: 'account.getInfo on PGlite', measurement: await runInChild('pglite') },
    { name: 'account.getInfo on PostgreSQL', measurement: postgresUrl ? await runInChild('postgres') : undefined },
  ];

  console.log('');
  console.log(row(['target', 'req/s', 'p99 ms', 'ratio', 'result']));
  console.log(row(['Fastify hello-world (baseline)', baseline.requestsPerSecond.toFixed(0), String(baseline.p99Ms), '1.00', '']));
  let failed = false;
  for (const { name, measurement } of results) {
    if (!measurement) {
      console.log(row([name, '-', '-', '-', 'skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)']));
      continue;
    }
    const ratio = measurement.requestsPerSecond / baseline.requestsPerSecond;
    const ok = ratio >= TARGET_RATIO && measurement.errors === 0;
    failed ||= !ok;
    console.log(
      row([
        name,
        measurement.requestsPerSecond.toFixed(0),
        String(measurement.p99Ms),
        ratio.toFixed(2),
        ok ? 'pass' : `FAIL (< ${TARGET_RATIO} or errors ${measurement.errors})`,
      ]),
    );
  }
  process.exitCode = failed ? 1 : 0;
}

const targetArgument = process.argv.find((argument) => argument.startsWith('--target='))?.slice('--target='.length) as Target | undefined;
(targetArgument ? child(targetArgument) : main()).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
