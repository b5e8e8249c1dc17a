import type { Db } from '../db/database';
import type { OutboxMessageRow, OutboxMessagesTable } from '../db/tables/account';

export interface NewOutboxMessage {
  channel: OutboxMessagesTable['channel'];
  recipient: string;
  subject?: string | null;
  body: string;
  accountId?: number | null;
}

export function createOutboxRepository(db: Db) {
  return {
    async store(message: NewOutboxMessage): Promise<number> {
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

    async markStatus(id: number, status: string): Promise<void> {
      await db.updateTable('outbox_messages').set({ status }).where('id', '=', id).execute();
    },

    latest(limit = 100): Promise<OutboxMessageRow[]> {
      return db.selectFrom('outbox_messages').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
