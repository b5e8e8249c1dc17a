import { sql } from 'kysely';
import type { Migration } from '../migration';

export const idempotencyMigrations: Migration[] = [
  {
    id: '0701_idempotent_requests',
    async up(db) {
      await sql`
        create table idempotent_requests (
          account_id bigint not null references accounts (id) on delete cascade,
          call text not null,
          key text not null,
          fingerprint text not null,
          response jsonb,
          created_at timestamptz not null default now(),
          primary key (account_id, call, key)
        )`.execute(db);
      await sql`create index idempotent_requests_created_idx on idempotent_requests (created_at)`.execute(db);
    },
  },
  {
    id: '0702_idempotent_requests_no_account_lock',
    async up(db) {
      // The foreign key's check share-locked the account row when a key was claimed, before the
      // money operation locked that row for update: two spins of one account with different keys
      // each held the share lock the other waited on, and PostgreSQL aborted them as a deadlock.
      // Accounts are never deleted, and old keys go with the retention clean-up.
      await sql`alter table idempotent_requests drop constraint if exists idempotent_requests_account_id_fkey`.execute(db);
    },
  },
];
