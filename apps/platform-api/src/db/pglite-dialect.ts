import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/** Queries made by `scriptQuery`: several statements without parameters. */
const scripts = new WeakSet<CompiledQuery>();

/**
 * A query of several statements without parameters (a library's schema set-up, a maintenance
 * block wrapped in BEGIN…COMMIT). node-postgres sends a query without parameters through the
 * simple protocol, which accepts several statements; PGlite's `query` prepares it as one and
 * refuses, so its connection runs a script with `exec` instead. A single statement comes back
 * with its rows on both; of several, PGlite returns the last one's and kysely's PostgreSQL
 * driver none.
 */
export function scriptQuery(sql: string): CompiledQuery {
  const query = CompiledQuery.raw(sql);
  scripts.add(query);
  return query;
}

/**
 * Kysely dialect for embedded PGlite. PGlite is a single connection, so the driver hands
 * out one connection at a time and queues the rest: a transaction holds it until it ends,
 * which keeps concurrent requests from interleaving statements inside someone's transaction.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private queue: Promise<void> = Promise.resolve();

  constructor(pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.connection.release = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PGliteConnection).release?.();
  }
  async destroy(): Promise<void> {}
}

class PGliteConnection implements DatabaseConnection {
  release?: () => void;

  constructor(private readonly pglite: PGlite | PGliteTransaction) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (scripts.has(compiledQuery)) {
      const results = await this.pglite.exec(compiledQuery.sql);
      return { rows: (results.at(-1)?.rows ?? []) as R[] };
    }
    const result = await this.pglite.query<R>(compiledQuery.sql, compiledQuery.parameters as unknown[]);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      numAffectedRows: affected === undefined ? undefined : BigInt(affected),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on PGlite');
  }
}
