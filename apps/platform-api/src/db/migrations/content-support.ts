import { sql } from 'kysely';
import type { Migration } from '../migration';

/** Feedback an operator has answered leaves the inbox's "waiting" list (the back office's feedback page). */
export const feedbackAnsweredMigration: Migration = {
  id: '0210_content_feedback_answered',
  up: async (db) => {
    await sql`alter table feedback_messages add column answered_at timestamptz`.execute(db);
    await sql`create index feedback_messages_waiting on feedback_messages (created_at) where answered_at is null`.execute(db);
  },
};

/** §3 chat events of signed-in players (FreshChat.storeChatEvent): what support and the player wrote, for the record. */
export const chatEventsMigration: Migration = {
  id: '0211_content_chat_events',
  up: async (db) => {
    await sql`create table chat_events (
      id bigserial primary key,
      account_id bigint not null,
      channel_id text not null,
      conversation_id text not null,
      text text not null,
      direction text not null check (direction in ('sent', 'received')),
      created_at timestamptz not null default now()
    )`.execute(db);
    await sql`create index chat_events_account on chat_events (account_id, created_at)`.execute(db);
  },
};
