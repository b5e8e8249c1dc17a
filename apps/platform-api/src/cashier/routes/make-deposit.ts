import type { FastifyInstance } from 'fastify';
import { cashierCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import { requireIdempotencyKey } from '../../http/idempotency';
import type { CashierArea } from '../cashier-context';

/** cashier.makedeposit (§7): starts a deposit; the answer says where the player goes (the provider's page or an outcome page). */
export function registerMakeDeposit(app: FastifyInstance, { deposits }: CashierArea): void {
  defineApiCall(app, cashierCalls.makedeposit, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: ({ accountId, input, request }) => deposits.start(request, accountId, input, requireIdempotencyKey(request)),
  });
}
