import type { FastifyInstance } from 'fastify';
import { cashierCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import { requireIdempotencyKey } from '../../http/idempotency';
import type { CashierArea } from '../cashier-context';

/** cashier.makewithdrawal (§7): holds the amount and queues the withdrawal for review. */
export function registerMakeWithdrawal(app: FastifyInstance, { withdrawals }: CashierArea): void {
  defineApiCall(app, cashierCalls.makewithdrawal, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ accountId, input, request }) => {
      const withdrawal = await withdrawals.request(request, accountId, input, requireIdempotencyKey(request));
      app.players.forget(accountId);
      return withdrawal;
    },
  });
}
