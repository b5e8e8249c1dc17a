import type { FastifyInstance } from 'fastify';
import { cashierCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { CashierArea } from '../cashier-context';
import { historyPage } from '../services/history';

/** cashier.gethistory (§7): a page of one history tab, newest first. */
export function registerGetHistory(app: FastifyInstance, _area: CashierArea): void {
  defineApiCall(app, cashierCalls.gethistory, {
    handler: ({ accountId, input }) =>
      historyPage(app.database.db, accountId, { type: input.type, offset: input.offset, count: input.count, statuses: input.statuses }),
  });
}
