import type { FastifyInstance } from 'fastify';
import { cashierCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { CashierArea } from '../cashier-context';

/** cashier.getwithdrawalinfo: one of the player's withdrawals, as its receipt prints it. */
export function registerGetWithdrawalInfo(app: FastifyInstance, { withdrawals }: CashierArea): void {
  defineApiCall(app, cashierCalls.getwithdrawalinfo, {
    handler: ({ accountId, input }) => withdrawals.info(accountId, input.id),
  });
}
