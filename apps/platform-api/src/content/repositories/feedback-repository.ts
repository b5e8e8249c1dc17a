import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { FeedbackMessagesTable } from '../../db/tables/content';

export interface FeedbackInput {
  accountId: number | null;
  locale: string;
  name: string;
  email: string;
  message: string;
}

export type FeedbackRow = Selectable<FeedbackMessagesTable>;

export interface FeedbackRepository {
  add(feedback: FeedbackInput): Promise<number>;
  /** The inbox: waiting messages first (oldest first), then the latest answered ones. */
  inbox(limit: number): Promise<{ waiting: FeedbackRow[]; answered: FeedbackRow[] }>;
  /** Marks a waiting message answered; false when it was not waiting. */
  markAnswered(id: number, at: Date): Promise<boolean>;
}

export function createFeedbackRepository(db: Db): FeedbackRepository {
  return {
    async add({ accountId, locale, name, email, message }) {
      const row = await db
        .insertInto('feedback_messages')
        .values({ account_id: accountId, locale, name, email, message })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async inbox(limit) {
      const waiting = await db
        .selectFrom('feedback_messages')
        .selectAll()
        .where('answered_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      const answered = await db
        .selectFrom('feedback_messages')
        .selectAll()
        .where('answered_at', 'is not', null)
        .orderBy('answered_at', 'desc')
        .limit(limit)
        .execute();
      return { waiting, answered };
    },
    async markAnswered(id, at) {
      const result = await db
        .updateTable('feedback_messages')
        .set({ answered_at: at })
        .where('id', '=', id)
        .where('answered_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
