import type { Db } from '../../db/database';

export interface ChatEventInput {
  accountId: number;
  channelId: string;
  conversationId: string;
  text: string;
  direction: 'sent' | 'received';
}

export interface ChatEventsRepository {
  add(event: ChatEventInput): Promise<void>;
}

export function createChatEventsRepository(db: Db): ChatEventsRepository {
  return {
    async add({ accountId, channelId, conversationId, text, direction }) {
      await db
        .insertInto('chat_events')
        .values({ account_id: accountId, channel_id: channelId, conversation_id: conversationId, text, direction })
        .execute();
    },
  };
}
