import type { FastifyInstance } from 'fastify';
import { loyaltyCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { LoyaltyArea } from '../loyalty-context';
import { inLocale } from '../services/notification-texts';

/** loyalty.getnotifications (§3, §4): the notifications not shown yet; reading marks nothing (`marknotificationshown` does). */
export function registerGetNotifications(app: FastifyInstance, { programme }: LoyaltyArea): void {
  defineApiCall(app, loyaltyCalls.getnotifications, {
    handler: async ({ accountId, locale }) => {
      const { locale: code } = await locale();
      const rows = await programme.unshownNotifications(accountId);
      return {
        items: rows.map((row) => ({
          id: Number(row.id),
          trigger: row.trigger,
          type: row.type,
          title: inLocale(row.title, code),
          message: inLocale(row.message, code),
          amount: row.amount,
          amountType: row.amount_type,
          image: row.image,
        })),
      };
    },
  });
}
