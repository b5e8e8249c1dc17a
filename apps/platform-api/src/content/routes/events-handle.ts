import type { FastifyInstance } from 'fastify';
import { eventsCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { ContentArea } from '../content-context';

/** events.handle: records a client event for analytics. */
export function registerEventsHandle(app: FastifyInstance, { tracking }: ContentArea): void {
  defineApiCall(app, eventsCalls.handle, {
    rateLimit: { max: 120, timeWindow: '1 minute' },
    handler: async ({ input, accountId }) => {
      await tracking.addEvent(accountId, input.event_name, input.event_params);
      return 1 as const;
    },
  });
}
