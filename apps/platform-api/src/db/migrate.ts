import { sql } from 'kysely';
import type { Db } from './database';
import type { Migration } from './migration';
import { migrations } from './migrations';

/**
 * Applies pending migrations, each in its own transaction, recording them in
 * `schema_migrations`. An advisory lock keeps two starting servers from racing on PostgreSQL.
 */
export async function migrate(db: Db, list: readonly Migration[] = migrations): Promise<string[]> {
  await sql`create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())`.execute(db);
  const ordered = [...list].sort((a, b) => a.id.localeCompare(b.id));
  const ids = new Set(ordered.map((m) => m.id));
  if (ids.size !== ordered.length) throw new Error('Duplicate migration id');
  const applied: string[] = [];
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(424242)`.execute(connection);
    try {
      const done = await sql<{ id: string }>`select id from schema_migrations`.execute(connection);
      const doneIds = new Set(done.rows.map((row) => row.id));
      for (const migration of ordered) {
        if (doneIds.has(migration.id)) continue;
        await connection.transaction().execute(async (trx) => {
          await migration.up(trx as unknown as Db);
          await sql`insert into schema_migrations (id) values (${migration.id})`.execute(trx);
        });
        applied.push(migration.id);
      }
    } finally {
      await sql`select pg_advisory_unlock(424242)`.execute(connection);
    }
  });
  return applied;
}
