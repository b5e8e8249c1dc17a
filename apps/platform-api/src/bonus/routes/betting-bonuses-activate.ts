import type { FastifyInstance } from 'fastify';
import { bettingBonusesCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { BonusArea } from '../bonus-context';
import { bonusById } from '../services/bonus-lists';
import { textLocales } from '../services/campaign-texts';
import { moneyCallOnce } from '../services/once';

/** BettingBonuses.activate (§7): an available betting bonus moves to the betting bonus balance. */
export function registerBettingBonusesActivate(app: FastifyInstance, { engine }: BonusArea): void {
  defineApiCall(app, bettingBonusesCalls.activate, {
    handler: async ({ accountId, input, request, locale }) => {
      // Read before the money call: an unknown locale is refused with nothing moved.
      const locales = textLocales(await locale());
      return moneyCallOnce(app, request, accountId, 'BettingBonuses.activate', input, async (trx) => {
        const bonus = await engine.activate(trx, accountId, input.bonus_id, 'betting');
        return bonusById(trx, bonus.id, locales);
      });
    },
  });
}
