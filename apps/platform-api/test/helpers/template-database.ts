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
 *
 * Copying and dropping are the server's work, and a suite used to wait for both: about 0.5 s to
 * copy before its app started and 0.15 s to drop after its last test on the 2-core CI machine at
 * a load of 2–3, 1.1 s and 0.7 s at a load of 9. So each worker keeps one spare copy of its
 * template, made while a suite runs and renamed into place by the worker's next suite (it holds
 * the template's rows: it is the copy that suite would have made), and a suite's copy is dropped
 * by the worker's next suite, beside its own start, instead of at its end. A worker runs one test
 * file at a time, so a copy with its pid that the running file did not open belongs to a file that
 * has ended. What the last files leave, the run's globalTeardown drops (`template-leftovers.ts`).
 */
const TEMPLATE_MAX_AGE_MS = 2 * 60_000;
/** The schema the app's tables are in, inside the template and each copy. */
export const CLONED_SCHEMA = 'suite';
const TEMPLATE_PREFIX = 'nfx_test_tpl_';
const COPY_PREFIX = 'nfx_test_db_';
const BUILDING_PREFIX = 'nfx_test_bld_';
/** A worker's copy of its template made ahead for its next suite: `nfx_test_spr_<template's seconds>_<pid>`. */
const SPARE_PREFIX = 'nfx_test_spr_';
/** Another worker's template (or spare) this much past its age is of no use to anyone: its worker has ended. */
const STALE_TEMPLATE_MS = TEMPLATE_MAX_AGE_MS + 5 * 60_000;
/** A copy or half-built template older than this was left by a stopped run (a killed worker drops nothing). */
const LEFTOVER_COPY_MS = 60 * 60_000;

/**
 * Names carry the second they were made (a spare: its template's) before their last part:
 * `nfx_test_tpl_<seconds>_<pid>`, `nfx_test_db_<pid>_<seconds>_<random>`, `nfx_test_spr_<seconds>_<pid>`.
 * (A copy had no pid before; where it stands now, an older checkout's clean-up still reads the second.)
 */
const madeAtMs = (name: string) => Number(/_(\d+)_[0-9a-z]+$/.exec(name)?.[1]) * 1000;
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** The spare copy of a template: the template's name with the spare prefix. */
const spareOf = (template: string) => `${SPARE_PREFIX}${template.slice(TEMPLATE_PREFIX.length)}`;

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
    // A spare is of use only beside the template it was copied from.
    for (const name of await databasesNamed(client, SPARE_PREFIX)) {
      if (usable !== undefined && name === spareOf(usable)) continue;
      if (name.endsWith(ownSuffix) || !(now - madeAtMs(name) < STALE_TEMPLATE_MS)) await dropDatabase(client, name);
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
/** The spare being made for the worker's next suite (or this file's next app), if one is. */
let pendingSpare: Promise<void> | undefined;
/** Drops of the copies of files that have ended, under way beside this file's start. */
let pendingDrops: Promise<void> | undefined;
/**
 * The copies this file made and has not released: the only copies with this worker's pid in use.
 * (Module state, so it holds while the file loads this module once, as every suite does; a second
 * instance, from `jest.isolateModules`, would take the first one's copies for ended ones.)
 */
const openCopies = new Set<string>();

/** Starts dropping this worker's copies that no open app uses (the earlier files' ones). */
function dropEndedCopies(serverUrl: string): void {
  if (pendingDrops) return;
  pendingDrops = onServer(serverUrl, async (client) => {
    for (const name of await databasesNamed(client, `${COPY_PREFIX}${process.pid}_`)) {
      if (!openCopies.has(name)) await dropDatabase(client, name);
    }
  })
    // What could not be dropped now is tried again by the worker's next file.
    .catch(() => undefined)
    .finally(() => {
      pendingDrops = undefined;
    });
}

/**
 * Renames the worker's spare of `template` to `name`; false when there is none (or it cannot be
 * renamed: the caller then copies the template, as it would have without spares).
 */
async function takeSpare(serverUrl: string, template: string, name: string): Promise<boolean> {
  await pendingSpare;
  try {
    await onServer(serverUrl, (client) => client.query(`alter database ${spareOf(template)} rename to ${name}`));
    return true;
  } catch {
    return false;
  }
}

/** Starts copying the template into the worker's spare, for the next app that asks. */
function makeSpare(serverUrl: string, template: string): void {
  pendingSpare ??= onServer(serverUrl, (client) => client.query(`create database ${spareOf(template)} template ${template}`))
    // A spare that could not be made is one copy less made ahead: the next app copies the template itself.
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      pendingSpare = undefined;
    });
}

/**
 * A database holding a fresh template's migrated and seeded tables in CLONED_SCHEMA, and its URL.
 * `release` is called once nothing uses the database any more: it waits for this file's work on
 * the server (the next spare, the earlier files' drops); the worker's next file drops the copy.
 */
export async function cloneSeededDatabase(serverUrl: string, config: AppConfig): Promise<{ url: string; release(): Promise<void> }> {
  dropEndedCopies(serverUrl);
  pendingTemplate ??= currentTemplate(serverUrl, config).finally(() => {
    pendingTemplate = undefined;
  });
  const template = await pendingTemplate;
  const name = `${COPY_PREFIX}${process.pid}_${nowSeconds()}_${randomBytes(5).toString('hex')}`;
  openCopies.add(name);
  try {
    if (!(await takeSpare(serverUrl, template, name))) {
      await onServer(serverUrl, (client) => client.query(`create database ${name} template ${template}`));
    }
  } catch (error) {
    openCopies.delete(name);
    throw error;
  }
  makeSpare(serverUrl, template);
  return {
    url: databaseUrlFor(serverUrl, name),
    release: async () => {
      openCopies.delete(name);
      await Promise.all([pendingSpare, pendingDrops]);
    },
  };
}
