import type { FastifyInstance } from 'fastify';
import { bonusesCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { BonusArea } from '../bonus-context';
import { bonusById } from '../services/bonus-lists';
import { textLocales } from '../services/campaign-texts';
import { moneyCallOnce } from '../services/once';

/** bonuses.deactivate (§7): the active bonus is cancelled; its money leaves the bonus balance. */
export function registerBonusesDeactivate(app: FastifyInstance, { engine }: BonusArea): void {
  defineApiCall(app, bonusesCalls.deactivate, {
    handler: async ({ accountId, input, request, locale }) => {
      // Read before the money call: an unknown locale is refused with nothing moved.
      const locales = textLocales(await locale());
      return moneyCallOnce(app, request, accountId, 'bonuses.deactivate', input, async (trx) => {
        const bonus = await engine.deactivate(trx, accountId, input.bonus_id);
        return bonusById(trx, bonus.id, locales);
      });
    },
  });
}
