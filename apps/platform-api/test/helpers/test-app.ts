import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type AppConfig, readConfig } from '../../src/config';
import { createDatabase, type DatabaseHandle } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { queueSchemaFor } from '../../src/jobs/job-queue';
import { seed } from '../../src/seed';
import { lowerPasswordHashCostForTests } from '../../src/security/password-hash';

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

/**
 * A fresh app on a fresh database: in-memory PGlite, or, when TEST_DATABASE_URL is set, a
 * schema of its own on that PostgreSQL server (dropped on close with the job queue's schema beside
 * it) so suites can run in parallel.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const config: AppConfig = { ...readConfig({ NODE_ENV: 'test', PORT: '4200', SITE_ROOT: '', DEMO_MODE: '1' }), ...overrides };
  const databaseUrl = process.env['TEST_DATABASE_URL'];
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const database = await createDatabase({ databaseUrl, schema });
  await migrate(database.db);
  await seed(database.db, config);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      if (schema) {
        const { sql } = await import('kysely');
        await sql.raw(`drop schema if exists ${schema} cascade`).execute(database.db);
        await sql.raw(`drop schema if exists ${queueSchemaFor(schema)} cascade`).execute(database.db);
      }
      await database.close();
    },
  };
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
