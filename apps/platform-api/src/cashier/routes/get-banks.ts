import type { FastifyInstance } from 'fastify';
import { cashierCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { CashierArea } from '../cashier-context';
import { listBanks } from '../repositories/banks-repository';

/** cashier.getbanks (§7): banks a transfer may come from or go to, optionally of one country. */
export function registerGetBanks(app: FastifyInstance, _area: CashierArea): void {
  defineApiCall(app, cashierCalls.getbanks, {
    handler: async ({ input }) => {
      return { items: await listBanks(app.database.db, input.country) };
    },
  });
}
