import type { FastifyInstance } from 'fastify';
import { cashbacksCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { BonusArea } from '../bonus-context';
import { cashbackById } from '../services/bonus-lists';
import { textLocales } from '../services/campaign-texts';
import { moneyCallOnce } from '../services/once';

/** cashbacks.payout (§7): an active cashback is paid into the main balance, once. */
export function registerCashbacksPayout(app: FastifyInstance, { cashbacks }: BonusArea): void {
  defineApiCall(app, cashbacksCalls.payout, {
    handler: async ({ accountId, input, request, locale }) => {
      // Read before the money call: an unknown locale is refused with nothing moved.
      const locales = textLocales(await locale());
      return moneyCallOnce(app, request, accountId, 'cashbacks.payout', input, async (trx) => {
        const cashback = await cashbacks.payout(trx, accountId, input.cashback_id);
        return cashbackById(trx, Number(cashback.id), locales);
      });
    },
  });
}
