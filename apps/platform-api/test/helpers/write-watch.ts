import { sql } from 'kysely';
import type { Db } from '../../src/db/database';

/**
 * Sees every committed change to the rows of the app's schema without reading the tables.
 *
 * The bad-input property test used to hash all ~104 tables before and after each of its 400
 * requests (about 80,000 queries, most of the test's minute). Here an AFTER trigger on each table
 * logs, per row a statement touches, the md5 of the row's text with +1 for a row that appears
 * (insert, an update's new row) and -1 for one that goes (delete, an update's old row). A table
 * whose rows summed by md5 do not net to zero has different contents, which is what the hash
 * comparison found: an update that writes the same values nets out, as it hashed the same; an
 * insert later deleted nets out too. The log is a table, so a write rolled back leaves no entry,
 * like it left the hash unchanged. TRUNCATE logs an entry that never nets out.
 *
 * Tables in `countOnly` log only inserts and deletes, all with the same md5, so only a change in
 * their row count shows (the old test compared their counts).
 *
 * Only for a database of the test's own: the triggers stay until the database is dropped.
 */
const LOG_TABLE = 'write_watch_log';

export interface WriteWatch {
  /** Forgets what was written so far (setup, an earlier request, background work). */
  reset(): Promise<void>;
  /** Tables whose contents (or, for count-only tables, row counts) changed since the last call or reset. */
  changedTables(): Promise<string[]>;
  /** Base tables of the schema that carry no trigger: made after `watchWrites` (a DDL), so unwatched. */
  unwatchedTables(): Promise<string[]>;
}

async function baseTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> ${LOG_TABLE}
    order by table_name`.execute(db);
  return rows.map((row) => row.table_name);
}

/** A quoted SQL identifier, for the statements built as text below (DDL takes no parameters). */
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function watchWrites(db: Db, countOnly: ReadonlySet<string>): Promise<WriteWatch> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = quote(rows[0]!.schema);
  // Schema-qualified: the trigger runs on whichever connection writes, whatever its search_path.
  const log = `${schema}.${quote(LOG_TABLE)}`;
  const logRows = `${schema}.write_watch_log_rows`;
  await sql
    .raw(`create table ${log} (id bigserial primary key, table_name text not null, row_md5 text not null, sign int not null)`)
    .execute(db);
  await sql
    .raw(
      `create function ${logRows}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'TRUNCATE' then
          insert into ${log} (table_name, row_md5, sign) values (tg_table_name, 'truncate', 1);
          return null;
        end if;
        if tg_op in ('UPDATE', 'DELETE') then
          insert into ${log} (table_name, row_md5, sign)
          values (tg_table_name, case when tg_argv[0] = 'count' then '' else md5(old::text) end, -1);
        end if;
        if tg_op in ('UPDATE', 'INSERT') then
          insert into ${log} (table_name, row_md5, sign)
          values (tg_table_name, case when tg_argv[0] = 'count' then '' else md5(new::text) end, 1);
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  const watched = await baseTables(db);
  for (const table of watched) {
    const target = `${schema}.${quote(table)}`;
    const kind = countOnly.has(table) ? 'count' : 'rows';
    const rowEvents = kind === 'count' ? 'insert or delete' : 'insert or update or delete';
    await sql
      .raw(`create trigger write_watch_rows after ${rowEvents} on ${target} for each row execute function ${logRows}('${kind}')`)
      .execute(db);
    await sql
      .raw(`create trigger write_watch_truncate after truncate on ${target} for each statement execute function ${logRows}('${kind}')`)
      .execute(db);
  }

  return {
    async reset() {
      await sql.raw(`delete from ${log}`).execute(db);
    },
    async changedTables() {
      // Entries are taken out as they are read: a write that commits after this call is in the
      // next window, which `reset` clears, as the next request's before-hash used to absorb it.
      const { rows } = await sql<{ table_name: string }>`
        with taken as (delete from ${sql.raw(log)} returning table_name, row_md5, sign)
        select distinct table_name from (
          select table_name from taken group by table_name, row_md5 having sum(sign) <> 0
        ) changed order by table_name`.execute(db);
      return rows.map((row) => row.table_name);
    },
    async unwatchedTables() {
      const known = new Set(watched);
      return (await baseTables(db)).filter((table) => !known.has(table));
    },
  };
}
