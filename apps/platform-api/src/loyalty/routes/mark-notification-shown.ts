import type { FastifyInstance } from 'fastify';
import { loyaltyCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { defineApiCall } from '../../http/define-api-call';
import type { LoyaltyArea } from '../loyalty-context';

/**
 * loyalty.marknotificationshown (§4): the toast of a notification opened, so it is not listed
 * again. Idempotent (a retry, or a second tab's toast, answers 1 too); another player's or an
 * unknown id is refused.
 */
export function registerMarkNotificationShown(app: FastifyInstance, { programme }: LoyaltyArea): void {
  defineApiCall(app, loyaltyCalls.marknotificationshown, {
    // A page shows at most 20 notifications per fetch; this leaves room for several tabs.
    rateLimit: { max: 120, timeWindow: '1 minute' },
    handler: async ({ accountId, input }) => {
      if (!(await programme.markNotificationShown(accountId, input.id)))
        throw new ApiError('InvalidParameter', 'Unknown notification', { invalidParameters: { id: ['INVALID'] } });
      return 1 as const;
    },
  });
}
