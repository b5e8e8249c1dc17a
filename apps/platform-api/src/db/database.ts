import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { withCommitHooks } from './commit-hooks';
import { holdsCluster, unpackClusterTemplate } from './pglite-cluster-template';
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
  /** PGlite only: an empty cluster to unpack into a new data directory instead of running initdb. */
  clusterTemplate?: string;
}

const INT8_OID = 20;

/** Shared buffers of the embedded database (see createDatabase). */
const PGLITE_SHARED_BUFFERS = '32MB';

/** Pauses before opening a lost LISTEN connection again: doubling from the first to the longest. */
const LISTEN_RETRY_FIRST_MS = 250;
const LISTEN_RETRY_MAX_MS = 30_000;

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
    // A connection that is checked out but between queries (a transaction waiting on the app, a
    // job's session) reports its loss on the client itself, where the pool has no listener; the
    // loss reaches the query or transaction using it as an error, so a warning is enough here.
    pool.on('connect', (client) => {
      client.on('error', (error) => console.warn(`PostgreSQL connection lost while in use (${error.message})`));
    });
    const db = new Kysely<Database>({ dialect: withCommitHooks(new PostgresDialect({ pool })) });
    const stops = new Set<() => Promise<void>>();
    // Each listener holds a connection of its own outside the pool: LISTEN belongs to a session.
    // A lost connection (a restart, a failover) is opened again, with growing pauses, until it is.
    const listen = async (channel: string, handler: (payload: string) => void) => {
      let stopped = false;
      let client: pg.Client | undefined;
      let pauseMs = LISTEN_RETRY_FIRST_MS;
      const open = async () => {
        const next = new pg.Client({ connectionString: options.databaseUrl });
        next.on('error', (error) => console.warn(`PostgreSQL listener lost (${error.message})`));
        next.on('notification', (message) => {
          if (message.channel === channel) handler(message.payload ?? '');
        });
        next.on('end', () => {
          if (!stopped && client === next) setTimeout(reopen, pauseMs).unref();
        });
        try {
          await next.connect();
          await next.query(`listen ${next.escapeIdentifier(channel)}`);
        } catch (error) {
          await next.end().catch(() => undefined);
          throw error;
        }
        client = next;
        pauseMs = LISTEN_RETRY_FIRST_MS;
      };
      const reopen = () => {
        if (stopped) return;
        open().catch(() => {
          pauseMs = Math.min(pauseMs * 2, LISTEN_RETRY_MAX_MS);
          setTimeout(reopen, pauseMs).unref();
        });
      };
      await open();
      const stop = async () => {
        stopped = true;
        stops.delete(stop);
        await client?.end().catch(() => undefined);
      };
      stops.add(stop);
      return stop;
    };
    return {
      db,
      kind: 'postgres',
      schema: schema ?? 'public',
      listen,
      close: async () => {
        await Promise.all([...stops].map((stop) => stop()));
        await db.destroy();
      },
    };
  }
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    if (options.clusterTemplate && !holdsCluster(options.dataDir)) unpackClusterTemplate(options.clusterTemplate, options.dataDir);
  }
  const pglite = new PGlite(options.dataDir ?? 'memory://', {
    parsers: { [INT8_OID]: (value: string) => Number(value) },
    // PostgreSQL's default 128 MB of shared buffers is touched when the server starts and counts in
    // full towards the process's resident memory. A seeded database is about 17 MB, so 32 MB holds
    // all of it; what does not fit is read from the operating system's file cache.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: withCommitHooks(new PGliteDialect(pglite)) });
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
