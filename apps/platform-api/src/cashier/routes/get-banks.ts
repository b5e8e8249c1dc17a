import type { FastifyInstance } from 'fastify';
import { cashierCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { CashierArea } from '../cashier-area';

/** cashier.getbanks (§7): banks a transfer may come from or go to, optionally of one country. */
export function registerGetBanks(app: FastifyInstance, _area: CashierArea): void {
  defineApiCall(app, cashierCalls.getbanks, {
    handler: async ({ input }) => {
      let query = app.database.db.selectFrom('cashier_banks').select(['id', 'name', 'bic', 'country_code']).orderBy('name');
      if (input.country) query = query.where('country_code', '=', input.country);
      return { items: await query.execute() };
    },
  });
}
