import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/schema';
import { scriptQuery } from '../db/pglite-dialect';

/** What pg-boss runs its SQL through (its `db` option): the app's own kysely database. */
export interface BossDatabase extends PgBoss.Db {
  /**
   * Resolves once no statement of pg-boss is in flight and none follows within a turn of the
   * event loop (pg-boss's loops issue their next statement right after the previous one).
   */
  drained(): Promise<void>;
}

/**
 * pg-boss on the app's database, PGlite or PostgreSQL alike: statements with parameters go
 * through kysely as they are; a statement without parameters may be a script of several
 * (schema set-up, migrations, maintenance wrapped in BEGIN…COMMIT) and runs as one (see
 * `scriptQuery`). On PGlite everything queues behind the one connection like any other query.
 */
export function createBossDatabase(db: Kysely<Database>): BossDatabase {
  let inFlight = 0;
  let idle: Array<() => void> = [];

  const settle = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    const waiting = idle;
    idle = [];
    for (const resolve of waiting) resolve();
  };

  return {
    async executeSql(text: string, values?: unknown[]) {
      inFlight += 1;
      try {
        if (values && values.length > 0) return await db.executeQuery(CompiledQuery.raw(text, values));
        return await runScript(db, text);
      } finally {
        settle();
      }
    },
    async drained() {
      do {
        if (inFlight > 0) await new Promise<void>((resolve) => idle.push(resolve));
        await new Promise((resolve) => setImmediate(resolve));
      } while (inFlight > 0);
    },
  };
}

/**
 * A script that fails half-way leaves its connection inside the transaction it opened ("current
 * transaction is aborted" for whoever uses the connection next: on PGlite, the whole app). It is
 * rolled back on the same connection before the connection is handed back.
 */
async function runScript(db: Kysely<Database>, text: string) {
  return db.connection().execute(async (connection) => {
    try {
      return await connection.executeQuery(scriptQuery(text));
    } catch (error) {
      await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
      throw error;
    }
  });
}

/** pg-boss statements inside a caller's transaction: a job sent there commits or rolls back with it. */
export function transactionDatabase(trx: Transaction<Database>): PgBoss.Db {
  return {
    executeSql: (text: string, values?: unknown[]) => trx.executeQuery(CompiledQuery.raw(text, values ?? [])),
  };
}
