import type { FastifyInstance } from 'fastify';
import { campaignsCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { ContentArea } from '../content-context';
import { promotionLocales, toPromotionSummary } from '../services/promotion-content';

/**
 * campaigns.getpromotionsummaries: the card of every published promotion page, each in the
 * request's locale or else the default one (the rule of campaigns.getpromotioncontent), so a list
 * asks once rather than once a card. Pages of campaigns that are not live come too: which
 * campaigns are live is campaigns.getoffers' answer (the bonus area's), and the list joins the two.
 */
export function registerCampaignsGetPromotionSummaries(app: FastifyInstance, { promotionPages }: ContentArea): void {
  defineApiCall(app, campaignsCalls.getpromotionsummaries, {
    handler: async ({ locale }) => {
      const { locale: code, defaultLocale } = await locale();
      const rows = await promotionPages.publishedSummaries(promotionLocales(code, defaultLocale));
      return { items: rows.map(toPromotionSummary) };
    },
  });
}
