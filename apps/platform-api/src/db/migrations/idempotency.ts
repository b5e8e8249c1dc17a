import { sql } from 'kysely';
import type { Migration } from '../migrate';

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
];
