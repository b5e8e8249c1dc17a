/**
 * `npm run bench:profile`: where one call's time goes under load. The API runs in this process on
 * PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, a schema of its own) with the bench's
 * settings (api-throughput.ts), autocannon loads getInfo from a child process for BENCH_DURATION
 * seconds (default 8), and V8's sampling profiler records this process only while the load runs.
 *
 * Prints the SQL statements one request runs, then self time by package or file and by function,
 * and writes the profile (open it in Chrome DevTools) to BENCH_PROFILE_OUT or the temp folder.
 * `--signed-in` loads the demo player's session. Samples are wall time: `writev` and `(idle)`
 * include the time this process waited for the cores it shares with the load and the database.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { queueSchemaFor } from '../src/jobs/job-queue';
import { seed } from '../src/seed';
import { benchConfig, signInDemoPlayer } from './bench-app';

const databaseUrl = process.env['BENCH_DATABASE_URL'] || process.env['TEST_DATABASE_URL'];
const seconds = Number(process.env['BENCH_DURATION'] ?? 8);
const signedIn = process.argv.includes('--signed-in');
const CALL = '/api/account/getInfo?locale=en&version=1';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Counts the statements sent while `counting` is on, by their text. */
function countStatements() {
  const statements = new Map<string, number>();
  let counting = false;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (counting) {
      const text = String(typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text).replace(/\s+/g, ' ');
      statements.set(text, (statements.get(text) ?? 0) + 1);
    }
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  return {
    set counting(on: boolean) {
      counting = on;
    },
    statements,
  };
}

function printSelfTime(profile: Profile): void {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    const file = url.replace(/^.*node_modules\//, 'npm:').replace(`file://${process.cwd()}/`, '');
    const place = file.startsWith('npm:')
      ? file
          .split('/')
          .slice(0, file.startsWith('npm:@') ? 2 : 1)
          .join('/')
      : file || functionName;
    byPlace.set(place, (byPlace.get(place) ?? 0) + delta);
    const name = `${functionName || '(anonymous)'} ${file}${file ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
    total += delta;
  });
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, time]) => `  ${((100 * time) / total).toFixed(1).padStart(5)} %  ${name}`)
      .join('\n');
  console.log(`\nself time by package or file (${(total / 1e6).toFixed(1)} s sampled):\n${top(byPlace, 25)}`);
  console.log(`\nself time by function:\n${top(byFunction, 30)}`);
}

async function main(): Promise<void> {
  if (!databaseUrl) throw new Error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)');
  const schema = `profile_${randomBytes(4).toString('hex')}`;
  const config = benchConfig(`${schema}:`);
  const statements = countStatements();
  const database = await createDatabase({ databaseUrl, schema });
  await migrate(database.db);
  await seed(database.db, config);
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const headers: Record<string, string> = {};
    if (signedIn) headers['cookie'] = await signInDemoPlayer(base);
    // The first requests fill the instance's caches; what the tenth to the twentieth send is the steady state.
    for (let request = 0; request < 10; request += 1) await (await fetch(`${base}${CALL}`, { headers })).text();
    statements.counting = true;
    for (let request = 0; request < 10; request += 1) await (await fetch(`${base}${CALL}`, { headers })).text();
    statements.counting = false;
    console.log(`getInfo ${signedIn ? 'signed in' : 'anonymous'}: SQL statements per request, steady state`);
    for (const [text, count] of statements.statements) console.log(`  ${(count / 10).toFixed(1)}  ${text.slice(0, 140)}`);

    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    const args = [
      '-c',
      '10',
      '-d',
      String(seconds),
      ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]),
      `${base}${CALL}`,
    ];
    await new Promise<void>((resolve, reject) => {
      const load = spawn(path.join(process.cwd(), 'node_modules/.bin/autocannon'), args, { stdio: ['ignore', 'ignore', 'inherit'] });
      load.once('error', reject);
      load.once('exit', () => resolve());
    });
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    const out = process.env['BENCH_PROFILE_OUT'] ?? path.join(os.tmpdir(), `getinfo-${signedIn ? 'signed-in' : 'anonymous'}.cpuprofile`);
    fs.writeFileSync(out, JSON.stringify(profile));
    printSelfTime(profile as unknown as Profile);
    console.log(`\nprofile written to ${out}`);
  } finally {
    await app.close();
    await sql.raw(`drop schema if exists ${schema} cascade`).execute(database.db);
    await sql.raw(`drop schema if exists ${queueSchemaFor(schema)} cascade`).execute(database.db);
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
