import type { FastifyInstance } from 'fastify';
import { supportCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { ContentArea } from '../content-context';

/** support.sendFeedback: stores a message for the support team, with the request's locale. */
export function registerSupportSendFeedback(app: FastifyInstance, { feedback }: ContentArea): void {
  defineApiCall(app, supportCalls.sendFeedback, {
    // Each message lands in a person's inbox; a low limit keeps floods out.
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async ({ input, accountId, locale }) => {
      const { locale: code } = await locale();
      await feedback.add({ accountId, locale: code, ...input });
      return 1 as const;
    },
  });
}
