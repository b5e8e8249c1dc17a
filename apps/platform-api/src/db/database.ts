import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The schema the app's tables are in (a test's own, or `public`). */
  schema: string;
  /**
   * LISTEN on a channel: `handler` gets the payload of every NOTIFY committed on it by any
   * connection (on PostgreSQL, any instance). Resolves to the function that stops listening.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server. */
  databaseUrl?: string;
  /** Directory for PGlite; omitted means in memory (tests). */
  dataDir?: string;
  /** PostgreSQL only: a schema of its own (created if missing), so parallel test suites never meet. */
  schema?: string;
}

const INT8_OID = 20;

// Money is stored as bigint minor units; 2^53 cents is far beyond any balance, so a JS number is exact.
pg.types.setTypeParser(INT8_OID, (value: string) => Number(value));

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const schema = options.schema;
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name ${schema}`);
    if (schema) {
      const admin = new pg.Client({ connectionString: options.databaseUrl });
      await admin.connect();
      await admin.query(`create schema if not exists ${schema}`);
      await admin.end();
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // An idle connection dropped by the server (a restart, a failover) is reported here; without
    // a listener Node treats it as an uncaught error and the whole API would exit. The pool
    // replaces the connection on the next query, so logging is all there is to do.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost (${error.message}); the pool reconnects on the next query`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const listeners = new Set<pg.Client>();
    // Each listener holds a connection of its own outside the pool: LISTEN belongs to a session.
    const listen = async (channel: string, handler: (payload: string) => void) => {
      const client = new pg.Client({ connectionString: options.databaseUrl });
      client.on('error', (error) => console.warn(`PostgreSQL listener lost (${error.message})`));
      client.on('notification', (message) => {
        if (message.channel === channel) handler(message.payload ?? '');
      });
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end().catch(() => undefined);
      };
    };
    return {
      db,
      kind: 'postgres',
      schema: schema ?? 'public',
      listen,
      close: async () => {
        await Promise.all([...listeners].map((client) => client.end().catch(() => undefined)));
        await db.destroy();
      },
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const pglite = new PGlite(options.dataDir ?? 'memory://', {
    parsers: { [INT8_OID]: (value: string) => Number(value) },
  });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    schema: 'public',
    listen: async (channel, handler) => {
      const stop = await pglite.listen(channel, handler);
      return async () => stop();
    },
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
