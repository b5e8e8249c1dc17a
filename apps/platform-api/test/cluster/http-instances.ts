import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../../src/app';
import { type AppConfig, readConfig } from '../../src/config';
import { seed } from '../../src/seed';
import { ORIGIN } from '../helpers/api';
import { createTestDatabase, postgresUrl, type TestDatabase } from '../helpers/test-database';

/** The Redis of TEST_REDIS_URL, when the several-instances suite can run. */
export const redisUrl = process.env['TEST_REDIS_URL'];

/** Why the several-instances suite cannot run here, or null when it can. */
export function missingServices(): string | null {
  const missing = [postgresUrl ? null : 'TEST_DATABASE_URL', redisUrl ? null : 'TEST_REDIS_URL'].filter(Boolean);
  return missing.length > 0 ? `needs ${missing.join(' and ')} (one PostgreSQL and one Redis shared by two instances)` : null;
}

export interface Answer {
  status: number;
  body: { status: 'ok' | 'error'; payload?: any; error?: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
  /** `sid=…` when the answer set a session cookie. */
  session?: string;
}

export interface Instance {
  app: FastifyInstance;
  /** Calls `/api/{path}` over HTTP, as the site's API client does (form bodies, locale and version in the query). */
  call(
    verb: 'GET' | 'POST',
    path: string,
    options?: { body?: Record<string, string>; cookie?: string; headers?: Record<string, string> },
  ): Promise<Answer>;
}

export interface Instances {
  instances: [Instance, Instance];
  testDatabase: TestDatabase;
  keyPrefix: string;
  close(): Promise<void>;
}

/**
 * Two API instances as a load balancer would see them: each its own Fastify app, database pool,
 * Redis connections, read caches and job workers, listening on its own port, on one PostgreSQL
 * schema and one Redis. They share one Node process (and so one event loop), which is what makes
 * them cheap to start here; nothing else is shared, and requests travel over real HTTP.
 */
export async function startInstances(): Promise<Instances> {
  const testDatabase = await createTestDatabase();
  // One prefix per run: parallel runs on the same Redis count and broadcast apart.
  const keyPrefix = `test-${randomBytes(6).toString('hex')}:`;
  const config: AppConfig = {
    ...readConfig({ NODE_ENV: 'test', PORT: '4200', SITE_ROOT: '', DEMO_MODE: '1' }),
    seedGameCount: 20,
    // The per-address throttles read X-Forwarded-For from the test, as behind a local proxy.
    trustProxy: '127.0.0.1',
    redisUrl,
    redisKeyPrefix: keyPrefix,
  };
  await seed(testDatabase.database.db, config);
  const databases = [testDatabase.database, await testDatabase.openAnother()];
  const apps = await Promise.all(databases.map((database) => buildApp({ config, database, logger: false })));
  const instances = (await Promise.all(
    apps.map(async (app) => {
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      return { app, call: caller(address) };
    }),
  )) as [Instance, Instance];
  return {
    instances,
    testDatabase,
    keyPrefix,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await testDatabase.close();
      await deleteKeys(keyPrefix);
    },
  };
}

function caller(address: string): Instance['call'] {
  return async (verb, path, { body, cookie, headers } = {}) => {
    const query = new URLSearchParams({ locale: 'en', version: '1' });
    const response = await fetch(`${address}/api/${path}?${query.toString()}`, {
      method: verb,
      headers: {
        origin: ORIGIN,
        ...(verb === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      ...(verb === 'POST' ? { body: new URLSearchParams(body ?? {}).toString() } : {}),
    });
    const sid = response.headers.getSetCookie().find((cookieLine) => cookieLine.startsWith('sid='));
    return {
      status: response.status,
      body: (await response.json()) as Answer['body'],
      headers: response.headers,
      session: sid ? sid.split(';')[0] : undefined,
    };
  };
}

/** Leaves nothing of this run in Redis (rate-limit counters would expire within a minute anyway). */
async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis(redisUrl!, { lazyConnect: true });
  await redis.connect();
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

/** Two instances for one describe block, read once its `beforeAll` has started them. */
export interface TwoInstances {
  readonly first: Instance;
  readonly second: Instance;
  readonly testDatabase: TestDatabase;
}

/**
 * Starts two instances before a describe block's tests and closes them after; call it in the
 * block's body. The block's body runs before `beforeAll`, hence getters rather than values.
 */
export function twoInstances(): TwoInstances {
  let started: Instances | undefined;
  beforeAll(async () => {
    started = await startInstances();
  });
  afterAll(() => started?.close());
  const get = () => {
    if (!started) throw new Error('the instances start in beforeAll: read them inside a test');
    return started;
  };
  return {
    get first() {
      return get().instances[0];
    },
    get second() {
      return get().instances[1];
    },
    get testDatabase() {
      return get().testDatabase;
    },
  };
}
