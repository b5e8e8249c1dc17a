import type { Db } from '../db/database';
import type { OutboxMessageRow, OutboxMessagesTable } from '../db/tables/account';

export interface NewMailboxMessage {
  channel: OutboxMessagesTable['channel'];
  recipient: string;
  subject?: string | null;
  body: string;
  accountId?: number | null;
}

/**
 * The demo mailbox: mail and SMS recorded instead of sent, in demo mode only, so people and
 * tests can read codes and links. (Its table keeps its first name, `outbox_messages`.)
 */
export function createDemoMailboxRepository(db: Db) {
  return {
    async store(message: NewMailboxMessage): Promise<number> {
      const row = await db
        .insertInto('outbox_messages')
        .values({
          channel: message.channel,
          recipient: message.recipient,
          subject: message.subject ?? null,
          body: message.body,
          account_id: message.accountId ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    latest(limit = 100): Promise<OutboxMessageRow[]> {
      return db.selectFrom('outbox_messages').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },
  };
}

export type DemoMailboxRepository = ReturnType<typeof createDemoMailboxRepository>;
