import type { FastifyInstance } from 'fastify';
import { bettingBonusesCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { BonusArea } from '../bonus-context';
import { moneyCallOnce } from '../services/once';

/** BettingBonuses.remove (§7): the betting bonus leaves the list; a running one is cancelled first. */
export function registerBettingBonusesRemove(app: FastifyInstance, { engine }: BonusArea): void {
  defineApiCall(app, bettingBonusesCalls.remove, {
    handler: ({ accountId, input, request }) =>
      moneyCallOnce(app, request, accountId, 'BettingBonuses.remove', input, async (trx) => {
        await engine.remove(trx, accountId, input.bonus_id, 'betting');
        return 1 as const;
      }),
  });
}
