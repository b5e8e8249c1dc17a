import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { queueSchemaFor } from '../../src/jobs/job-queue';
import type { JobLog } from '../../src/jobs/job-types';

/** The PostgreSQL server of TEST_DATABASE_URL, when the suite also runs there. */
export const postgresUrl = process.env['TEST_DATABASE_URL'];

export interface TestDatabase {
  database: DatabaseHandle;
  /** Another connection pool on the same schema: a second API instance (PostgreSQL only). */
  openAnother(): Promise<DatabaseHandle>;
  close(): Promise<void>;
}

/**
 * A migrated database without the app: in-memory PGlite, or a schema of its own on
 * TEST_DATABASE_URL, dropped on close together with the job queue's schema beside it.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const schema = postgresUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const database = await createDatabase({ databaseUrl: postgresUrl, schema });
  await migrate(database.db);
  const others: DatabaseHandle[] = [];
  return {
    database,
    async openAnother() {
      if (!postgresUrl) throw new Error('a second connection to the same database needs TEST_DATABASE_URL');
      const another = await createDatabase({ databaseUrl: postgresUrl, schema });
      others.push(another);
      return another;
    },
    async close() {
      for (const another of others) await another.close();
      if (schema) {
        await sql.raw(`drop schema if exists ${schema} cascade`).execute(database.db);
        await sql.raw(`drop schema if exists ${queueSchemaFor(schema)} cascade`).execute(database.db);
      }
      await database.close();
    },
  };
}

/** A job/event log that keeps what it was told, for assertions and for a failing test's output. */
export function recordingLog(): JobLog & { errors: Array<{ details: object; message: string }> } {
  const errors: Array<{ details: object; message: string }> = [];
  return {
    errors,
    error: (details, message) => errors.push({ details, message }),
    warn: () => undefined,
  };
}

/** Polls `read` until `done` holds for its value (or fails after `timeoutMs`). */
export async function waitFor<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`waitFor: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
