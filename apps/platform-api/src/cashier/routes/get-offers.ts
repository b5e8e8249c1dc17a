import type { FastifyInstance } from 'fastify';
import { campaignOffersCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { CashierArea } from '../cashier-context';
import { listOffers } from '../services/offers';
import { remapImageKeys } from '../../content/services/image-key-aliases';

/**
 * campaigns.getoffers (§7), as the deposit form needs it: the deposit offers and whether the
 * player satisfies each, named in the request's locale by the bonus area (asked per request, so
 * it may register after the cashier).
 */
export function registerGetOffers(app: FastifyInstance, _area: CashierArea): void {
  defineApiCall(app, campaignOffersCalls.getoffers, {
    handler: async ({ accountId, input, locale }) => {
      const requestLocale = await locale();
      const account = accountId ? await app.players.findById(accountId) : undefined;
      const aliases = await app.content.imageKeyAliases(requestLocale.locale, 'offers');
      const offers = await listOffers(app.database.db, account ? account.id : null, account?.currency ?? 'USD', input.offset, (offerIds) =>
        app.bonus.offerTexts(offerIds, requestLocale),
      );
      return { ...offers, items: offers.items.map((offer) => ({ ...offer, description: remapImageKeys(offer.description, aliases) })) };
    },
  });
}
