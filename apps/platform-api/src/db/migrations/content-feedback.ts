import { sql } from 'kysely';
import type { Migration } from '../migrate';

/** Feedback an operator has answered leaves the inbox's "waiting" list (the demo operator page). */
export const feedbackAnsweredMigration: Migration = {
  id: '0210_content_feedback_answered',
  up: async (db) => {
    await sql`alter table feedback_messages add column answered_at timestamptz`.execute(db);
    await sql`create index feedback_messages_waiting on feedback_messages (created_at) where answered_at is null`.execute(db);
  },
};
