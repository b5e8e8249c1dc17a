import { sql } from 'kysely';
import { type AppConfig, readConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/database';
import { queueSchemaFor } from '../src/jobs/job-queue';
import { DEMO_PLAYER } from '../src/seed/account';

/** The catalogue the API benches seed: as many games as a real lobby, so `games.get` pages through a real table. */
export const BENCH_GAME_COUNT = 5000;

/** The Redis the benches share their sessions on (a cluster's revocation broadcast), if one is given. */
export const benchRedisUrl = process.env['BENCH_REDIS_URL'] || process.env['TEST_REDIS_URL'] || undefined;

/**
 * The app as the API benches run it: production mode with the demo seed, and the sportsbook's demo
 * feed off, since its steps would run inside the measured process and against its database.
 */
export function benchConfig(keyPrefix: string): AppConfig {
  const config = readConfig({
    NODE_ENV: 'production',
    PORT: '0',
    SITE_ROOT: '',
    PUBLIC_ORIGIN: 'http://127.0.0.1',
    DEMO_MODE: '1',
    DEMO_IN_PRODUCTION: '1',
    SEED_GAME_COUNT: String(BENCH_GAME_COUNT),
    BETTING_FEED: '0',
  });
  return { ...config, redisUrl: benchRedisUrl, redisKeyPrefix: keyPrefix };
}

/** Signs the seeded demo player in at `base` and answers the session cookie (`sid=…`). */
export async function signInDemoPlayer(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login?locale=en&version=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ login: DEMO_PLAYER.login, password: DEMO_PLAYER.password }).toString(),
  });
  const sid = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('sid='))
    ?.split(';')[0];
  if (!sid) throw new Error(`Sign-in failed: ${await response.text()}`);
  return sid;
}

/** A bench's end: drops its own schema and its job queue's, then closes the database. */
export async function dropBenchSchema(database: DatabaseHandle, schema: string): Promise<void> {
  await sql.raw(`drop schema if exists ${schema} cascade`).execute(database.db);
  await sql.raw(`drop schema if exists ${queueSchemaFor(schema)} cascade`).execute(database.db);
  await database.close();
}

/** Runs a bench's `main`: a failure is printed and ends the process with 1. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
