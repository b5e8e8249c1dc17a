import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../src/app';
import { type AppConfig, readConfig } from '../../src/config';
import { createDatabase, type DatabaseHandle } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { queueSchemaFor } from '../../src/jobs/job-queue';
import { seed } from '../../src/seed';
import { lowerPasswordHashCostForTests } from '../../src/security/password-hash';
import { CLONED_SCHEMA, cloneSeededDatabase } from './template-database';

// `testTimeout` in a project's jest.config is ignored when Jest runs several projects, and
// a suite boots a database and hashes passwords with scrypt (N=2^16, p=2): allow it the time.
jest.setTimeout(30_000);

// Suites register and sign in hundreds of players: hash at 4 MiB instead of 64 MiB
// (`test/security/security.spec.ts` checks the real cost, which needs no app).
lowerPasswordHashCostForTests({ logN: 12, r: 8, p: 1 });

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

const TEST_ENV = { NODE_ENV: 'test', PORT: '4200', SITE_ROOT: '', DEMO_MODE: '1' };
const DEFAULT_CONFIG = readConfig(TEST_ENV);
/** PostgreSQL's SQLSTATE for a statement the user may not run (here: CREATE DATABASE). */
const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * A fresh app on a fresh database: in-memory PGlite, or, when TEST_DATABASE_URL is set, a database
 * of its own on that PostgreSQL server (dropped after close) so suites can run in parallel. With the
 * default seed (demo content, the standard catalogue) that database is a copy of a migrated and
 * seeded template (`template-database.ts`); other settings migrate and seed a schema of their own.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const config: AppConfig = { ...readConfig(TEST_ENV), ...overrides };
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (serverUrl && seedsLikeTheTemplate(config)) {
    const onCopy = await appOnCopy(serverUrl, config).catch((error: unknown) => {
      // A user without the right to create databases still runs every suite, on schemas.
      if ((error as { code?: string }).code === INSUFFICIENT_PRIVILEGE) return undefined;
      throw error;
    });
    if (onCopy) return onCopy;
  }
  const schema = serverUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const database = await createDatabase({ databaseUrl: serverUrl, schema });
  await migrate(database.db);
  await seed(database.db, config);
  return startApp(config, database, async () => {
    if (schema) {
      await sql.raw(`drop schema if exists ${schema} cascade`).execute(database.db);
      await sql.raw(`drop schema if exists ${queueSchemaFor(schema)} cascade`).execute(database.db);
    }
    await database.close();
  });
}

/** The app on a prepared database; closing it stops the app, then `cleanUp` removes the database. */
async function startApp(config: AppConfig, database: DatabaseHandle, cleanUp: () => Promise<void>): Promise<TestApp> {
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await cleanUp();
    },
  };
}

/** The seed reads only these settings, so a config that keeps them gets the template's rows. */
function seedsLikeTheTemplate(config: AppConfig): boolean {
  return config.demoMode === DEFAULT_CONFIG.demoMode && config.seedGameCount === DEFAULT_CONFIG.seedGameCount;
}

async function appOnCopy(serverUrl: string, config: AppConfig): Promise<TestApp> {
  const copy = await cloneSeededDatabase(serverUrl, DEFAULT_CONFIG);
  const database = await createDatabase({ databaseUrl: copy.url, schema: CLONED_SCHEMA });
  return startApp(config, database, async () => {
    await database.close();
    await copy.release();
  });
}

/** Builds a form-urlencoded body the way the site's API client sends form data. */
export function form(fields: Record<string, string | number | boolean | undefined | null>): {
  payload: string;
  headers: Record<string, string>;
} {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return {
    payload: params.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:4200' },
  };
}
