import type { Db } from '../../db/database';

export interface FeedbackInput {
  accountId: number | null;
  locale: string;
  name: string;
  email: string;
  message: string;
}

export interface FeedbackRepository {
  add(feedback: FeedbackInput): Promise<number>;
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
  };
}
