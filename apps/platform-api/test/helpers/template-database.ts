import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { AppConfig } from '../../src/config';
import { createDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/seed';

/**
 * Migrated and seeded databases on the PostgreSQL server of TEST_DATABASE_URL, cloned from a
 * template instead of built per suite. On a quiet 2-core machine a suite's migration took about
 * 0.65 s and its seed 1.2 s; `CREATE DATABASE … TEMPLATE` copies the result in a fraction of that.
 *
 * The seed writes dates relative to now (promotions, the betting schedule's kick-offs), so a
 * template is used for TEMPLATE_MAX_AGE_MS only: no suite starts on data older than that. Each Jest
 * worker process keeps its own template (its pid is in the name, which is how the worker's next
 * suite finds it: Jest gives every test file fresh modules), so no other connection is open on a
 * template while it is copied.
 */
const TEMPLATE_MAX_AGE_MS = 2 * 60_000;
/** The schema the app's tables are in, inside the template and each copy. */
export const CLONED_SCHEMA = 'suite';
const TEMPLATE_PREFIX = 'nfx_test_tpl_';
const COPY_PREFIX = 'nfx_test_db_';
const BUILDING_PREFIX = 'nfx_test_bld_';
/** Another worker's template this much past its age is of no use to anyone: its worker has ended. */
const STALE_TEMPLATE_MS = TEMPLATE_MAX_AGE_MS + 5 * 60_000;
/** A copy or half-built template older than this was left by a stopped run (a killed worker drops nothing). */
const LEFTOVER_COPY_MS = 60 * 60_000;

/** Names carry the second they were made: `nfx_test_tpl_<seconds>_<pid>`, `nfx_test_db_<seconds>_<random>`. */
const madeAtMs = (name: string) => Number(/_(\d+)_[0-9a-z]+$/.exec(name)?.[1]) * 1000;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs statements on the server's own database (the one TEST_DATABASE_URL names), outside any copy. */
async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  await client.query(`drop database if exists ${name} with (force)`);
}

async function databasesNamed(client: pg.Client, prefix: string): Promise<string[]> {
  const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
  return rows.map((row) => row.datname);
}

/** This worker's template if it is young enough; otherwise a new one, with what is stale dropped. */
async function currentTemplate(serverUrl: string, config: AppConfig): Promise<string> {
  const ownSuffix = `_${process.pid}`;
  const fresh = await onServer(serverUrl, async (client) => {
    const now = Date.now();
    let usable: string | undefined;
    for (const name of await databasesNamed(client, TEMPLATE_PREFIX)) {
      const age = now - madeAtMs(name);
      if (name.endsWith(ownSuffix) && age < TEMPLATE_MAX_AGE_MS) usable = name;
      else if (name.endsWith(ownSuffix) || !(age < STALE_TEMPLATE_MS)) await dropDatabase(client, name);
    }
    for (const name of [...(await databasesNamed(client, COPY_PREFIX)), ...(await databasesNamed(client, BUILDING_PREFIX))]) {
      if (!(now - madeAtMs(name) < LEFTOVER_COPY_MS)) await dropDatabase(client, name);
    }
    return usable;
  });
  if (fresh) return fresh;
  const made = `${nowSeconds()}${ownSuffix}`;
  // Built under another name and renamed when complete, so a half-built template (a worker
  // stopped mid-seed) is never copied.
  const name = `${TEMPLATE_PREFIX}${made}`;
  const building = `${BUILDING_PREFIX}${made}`;
  await onServer(serverUrl, (client) => client.query(`create database ${building}`));
  const database = await createDatabase({ databaseUrl: databaseUrlFor(serverUrl, building), schema: CLONED_SCHEMA });
  try {
    await migrate(database.db);
    await seed(database.db, config);
  } finally {
    await database.close();
  }
  await onServer(serverUrl, (client) => client.query(`alter database ${building} rename to ${name}`));
  return name;
}

/** Suites of one file may ask at once: they share one template build. */
let pendingTemplate: Promise<string> | undefined;

/** A new database holding a fresh template's migrated and seeded tables in CLONED_SCHEMA; its URL and how to drop it. */
export async function cloneSeededDatabase(serverUrl: string, config: AppConfig): Promise<{ url: string; drop(): Promise<void> }> {
  pendingTemplate ??= currentTemplate(serverUrl, config).finally(() => {
    pendingTemplate = undefined;
  });
  const template = await pendingTemplate;
  const name = `${COPY_PREFIX}${nowSeconds()}_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name} template ${template}`));
  return {
    url: databaseUrlFor(serverUrl, name),
    drop: () => onServer(serverUrl, (client) => dropDatabase(client, name)),
  };
}
