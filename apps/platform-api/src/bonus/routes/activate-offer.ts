import type { FastifyInstance } from 'fastify';
import { campaignsCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { BonusArea } from '../bonus-context';
import { bonusById } from '../services/bonus-lists';
import { textLocales } from '../services/campaign-texts';
import { moneyCallOnce } from '../services/once';

/** campaigns.activateOffer (§7): a promo code gives its campaign's bonus, once per player. */
export function registerActivateOffer(app: FastifyInstance, { campaigns }: BonusArea): void {
  defineApiCall(app, campaignsCalls.activateOffer, {
    // Guessing codes one request at a time should be slow.
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ accountId, input, request, locale }) => {
      // Read before the money call: an unknown locale is refused with nothing moved.
      const locales = textLocales(await locale());
      const account = await app.players.findById(accountId);
      return moneyCallOnce(
        app,
        request,
        accountId,
        'campaigns.activateOffer',
        { promo_code: input.promo_code.toUpperCase() },
        async (trx) => {
          const bonus = await campaigns.activatePromoCode(trx, accountId, account!.currency, input.promo_code);
          return bonusById(trx, bonus.id, locales);
        },
      );
    },
  });
}
