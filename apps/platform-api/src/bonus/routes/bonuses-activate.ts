import type { FastifyInstance } from 'fastify';
import { bonusesCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { BonusArea } from '../bonus-context';
import { bonusById } from '../services/bonus-lists';
import { textLocales } from '../services/campaign-texts';
import { moneyCallOnce } from '../services/once';

/** bonuses.activate (§7): an available casino bonus moves to the bonus balance and wagering starts. */
export function registerBonusesActivate(app: FastifyInstance, { engine }: BonusArea): void {
  defineApiCall(app, bonusesCalls.activate, {
    handler: async ({ accountId, input, request, locale }) => {
      // Read before the money call: an unknown locale is refused with nothing moved.
      const locales = textLocales(await locale());
      return moneyCallOnce(app, request, accountId, 'bonuses.activate', input, async (trx) => {
        const bonus = await engine.activate(trx, accountId, input.bonus_id, 'casino');
        return bonusById(trx, bonus.id, locales);
      });
    },
  });
}
