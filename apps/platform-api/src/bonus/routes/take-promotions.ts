import type { FastifyInstance } from 'fastify';
import { campaignsCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { BonusArea } from '../bonus-context';
import { bonusById } from '../services/bonus-lists';
import { textLocales } from '../services/campaign-texts';
import { moneyCallOnce } from '../services/once';

/** campaigns.takepromotions (§7): takes an offer; one without a deposit grants its bonus now, a deposit offer waits for the next deposit. */
export function registerTakePromotions(app: FastifyInstance, { campaigns }: BonusArea): void {
  defineApiCall(app, campaignsCalls.takepromotions, {
    handler: async ({ accountId, input, request, locale }) => {
      // Read before the money call: an unknown locale is refused with nothing moved.
      const locales = textLocales(await locale());
      const account = await app.players.findById(accountId);
      return moneyCallOnce(app, request, accountId, 'campaigns.takepromotions', input, async (trx) => {
        const bonus = await campaigns.takeOffer(trx, accountId, account!.currency, input.offer_id);
        return { offer_id: input.offer_id, bonus: bonus ? await bonusById(trx, bonus.id, locales) : null };
      });
    },
  });
}
