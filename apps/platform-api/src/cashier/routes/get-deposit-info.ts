import type { FastifyInstance } from 'fastify';
import { cashierCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { CashierArea } from '../cashier-context';

/** cashier.getdepositinfo (§7): one of the player's deposits; the outcome pages poll it until it is final. */
export function registerGetDepositInfo(app: FastifyInstance, { deposits }: CashierArea): void {
  defineApiCall(app, cashierCalls.getdepositinfo, {
    handler: ({ accountId, input }) => deposits.info(accountId, input.id),
  });
}
