import type { FastifyInstance } from 'fastify';
import { cashierCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { CashierArea } from '../cashier-context';

/** cashier.getwithdrawsettings (§7): methods, what may be withdrawn, the limits and what is still required. */
export function registerGetWithdrawSettings(app: FastifyInstance, { withdrawals }: CashierArea): void {
  defineApiCall(app, cashierCalls.getwithdrawsettings, {
    handler: ({ accountId, request }) => withdrawals.settings(request, accountId),
  });
}
