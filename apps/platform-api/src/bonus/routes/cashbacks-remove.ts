import type { FastifyInstance } from 'fastify';
import { cashbacksCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { BonusArea } from '../bonus-context';

/** cashbacks.remove (§7): hides a cashback from the player's list. */
export function registerCashbacksRemove(app: FastifyInstance, { cashbacks }: BonusArea): void {
  defineApiCall(app, cashbacksCalls.remove, {
    handler: async ({ accountId, input }) => {
      await cashbacks.remove(app.database.db, accountId, input.cashback_id);
      return 1 as const;
    },
  });
}
