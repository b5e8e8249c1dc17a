import type { FastifyInstance } from 'fastify';
import { bonusesCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { BonusArea } from '../bonus-area';
import { bonusById } from '../services/bonus-lists';
import { moneyCallOnce } from '../services/once';

/** bonuses.activate (§7): an available casino bonus moves to the bonus balance and wagering starts. */
export function registerBonusesActivate(app: FastifyInstance, { engine }: BonusArea): void {
  defineApiCall(app, bonusesCalls.activate, {
    handler: ({ accountId, input, request }) =>
      moneyCallOnce(app, request, accountId, 'bonuses.activate', input, async (trx) => {
        const bonus = await engine.activate(trx, accountId, input.bonus_id, 'casino');
        return bonusById(trx, bonus.id);
      }),
  });
}
