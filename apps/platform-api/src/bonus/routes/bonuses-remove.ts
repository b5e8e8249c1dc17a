import type { FastifyInstance } from 'fastify';
import { bonusesCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { BonusArea } from '../bonus-context';
import { moneyCallOnce } from '../services/once';

/** bonuses.remove (§7): the bonus leaves the list; a running one is cancelled first. */
export function registerBonusesRemove(app: FastifyInstance, { engine }: BonusArea): void {
  defineApiCall(app, bonusesCalls.remove, {
    handler: ({ accountId, input, request }) =>
      moneyCallOnce(app, request, accountId, 'bonuses.remove', input, async (trx) => {
        await engine.remove(trx, accountId, input.bonus_id, 'casino');
        return 1 as const;
      }),
  });
}
