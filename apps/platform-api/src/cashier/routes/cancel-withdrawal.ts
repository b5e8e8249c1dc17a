import type { FastifyInstance } from 'fastify';
import { cashierCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import { requireIdempotencyKey } from '../../http/idempotency';
import type { CashierArea } from '../cashier-context';

/** cashier.cancelwithdrawal (§7): a pending withdrawal's hold goes back to the main balance. */
export function registerCancelWithdrawal(app: FastifyInstance, { withdrawals }: CashierArea): void {
  defineApiCall(app, cashierCalls.cancelwithdrawal, {
    handler: async ({ accountId, input, request }) => {
      const withdrawal = await withdrawals.cancel(accountId, input.id, requireIdempotencyKey(request));
      app.players.forget(accountId);
      return withdrawal;
    },
  });
}
