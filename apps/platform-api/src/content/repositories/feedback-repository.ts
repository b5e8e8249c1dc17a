import type { Selectable } from 'kysely';
import { sql } from 'kysely';
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

/** The support team's inbox: waiting messages (oldest first, the next to answer) or answered ones (latest first). */
export type FeedbackView = 'waiting' | 'answered';

export interface FeedbackFilter {
  view: FeedbackView;
  /** A message id (`12`, `#12`), a player id, or text in the sender's name or email or in the message. */
  query?: string;
}

export interface FeedbackRepository {
  add(feedback: FeedbackInput): Promise<number>;
  /** One page of the inbox; one row more than `limit` tells the caller there is a next page. */
  list(filter: FeedbackFilter, offset: number, limit: number): Promise<FeedbackRow[]>;
  find(id: number): Promise<FeedbackRow | undefined>;
  countWaiting(): Promise<number>;
  /** Marks a waiting message answered; false when it was not waiting. */
  markAnswered(id: number, at: Date): Promise<boolean>;
  /** Puts an answered message back in the waiting list; false when it was not answered. */
  reopen(id: number): Promise<boolean>;
}

/** A typed search matches itself only: LIKE's wildcards in it are escaped. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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
    async list({ view, query }, offset, limit) {
      let select = db
        .selectFrom('feedback_messages')
        .selectAll()
        .where('answered_at', view === 'waiting' ? 'is' : 'is not', null);
      const text = query?.trim();
      if (text) {
        const id = /^#?(\d{1,9})$/.exec(text)?.[1];
        const pattern = `%${literal(text.toLowerCase())}%`;
        select = select.where((eb) =>
          eb.or([
            ...(id ? [eb('id', '=', Number(id)), eb('account_id', '=', Number(id))] : []),
            eb(eb.fn('lower', ['name']), 'like', pattern),
            eb(eb.fn('lower', ['email']), 'like', pattern),
            eb(eb.fn('lower', ['message']), 'like', pattern),
          ]),
        );
      }
      select =
        view === 'waiting' ? select.orderBy('created_at').orderBy('id') : select.orderBy('answered_at', 'desc').orderBy('id', 'desc');
      return select.offset(offset).limit(limit).execute();
    },
    find(id) {
      return db.selectFrom('feedback_messages').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async countWaiting() {
      const row = await db
        .selectFrom('feedback_messages')
        .select(sql<string>`count(*)`.as('n'))
        .where('answered_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
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
    async reopen(id) {
      const result = await db
        .updateTable('feedback_messages')
        .set({ answered_at: null })
        .where('id', '=', id)
        .where('answered_at', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
