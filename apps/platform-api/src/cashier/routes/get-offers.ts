import type { FastifyInstance } from 'fastify';
import { campaignOffersCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { CashierArea } from '../cashier-area';
import { listOffers } from '../services/offers';

/** campaigns.getoffers (§7), as the deposit form needs it: the deposit offers and whether the player satisfies each. */
export function registerGetOffers(app: FastifyInstance, _area: CashierArea): void {
  defineApiCall(app, campaignOffersCalls.getoffers, {
    handler: async ({ accountId, input }) => {
      const account = accountId ? await app.players.findById(accountId) : undefined;
      return listOffers(app.database.db, account ? account.id : null, account?.currency ?? 'USD', input.offset);
    },
  });
}
