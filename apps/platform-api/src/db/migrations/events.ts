import { sql } from 'kysely';
import type { Migration } from '../migration';

export const eventMigrations: Migration[] = [
  {
    id: '1001_domain_events_outbox',
    async up(db) {
      await sql`
        create table domain_events (
          id bigserial primary key,
          position bigint unique,
          type text not null,
          key text,
          payload jsonb not null,
          recorded_at timestamptz not null default now()
        )`.execute(db);
      // What the relay has yet to stamp: small, since it stamps right after the commits.
      await sql`create index domain_events_unstamped_idx on domain_events (id) where position is null`.execute(db);
      await sql`create unique index domain_events_type_key_idx on domain_events (type, key) where key is not null`.execute(db);
      await sql`
        create table event_consumers (
          name text primary key,
          position bigint not null,
          attempts integer not null default 0,
          retry_at timestamptz,
          last_error text,
          updated_at timestamptz not null default now()
        )`.execute(db);
      await sql`create table event_stream (id smallint primary key check (id = 1), head bigint not null)`.execute(db);
      await sql`insert into event_stream (id, head) values (1, 0)`.execute(db);
    },
  },
];
