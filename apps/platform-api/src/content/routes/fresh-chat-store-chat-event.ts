import type { FastifyInstance } from 'fastify';
import { freshChatCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { ContentArea } from '../content-context';

/**
 * FreshChat.storeChatEvent (§7): the site reports each message of a signed-in player's support
 * chat (§6: only theirs), so the conversation is on record next to the account.
 */
export function registerFreshChatStoreChatEvent(app: FastifyInstance, { chatEvents }: ContentArea): void {
  defineApiCall(app, freshChatCalls.storeChatEvent, {
    // A lively conversation sends a few a minute; more is not a person typing.
    rateLimit: { max: 60, timeWindow: '1 minute' },
    handler: async ({ input, accountId }) => {
      await chatEvents.add({
        accountId,
        channelId: input.channel_id,
        conversationId: input.conversation_id,
        text: input.text,
        direction: input.event,
      });
      return 1 as const;
    },
  });
}
