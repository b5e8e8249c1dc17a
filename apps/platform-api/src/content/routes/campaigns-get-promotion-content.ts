import type { FastifyInstance } from 'fastify';
import { campaignsCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { ContentArea } from '../content-context';
import { promotionLocales, toPromotionContent } from '../services/promotion-content';

/**
 * campaigns.getpromotioncontent: the page operators wrote for a promotion or offer, in the
 * request's locale or else the default one; null when neither is published (the page then shows
 * the campaign's own fields). Whether the campaign is live is campaigns.getoffers' answer.
 */
export function registerCampaignsGetPromotionContent(app: FastifyInstance, { promotionPages }: ContentArea): void {
  defineApiCall(app, campaignsCalls.getpromotioncontent, {
    handler: async ({ input, locale }) => {
      const { locale: code, defaultLocale } = await locale();
      const row = await promotionPages.firstPublished(input.id, promotionLocales(code, defaultLocale));
      return row ? toPromotionContent(row) : null;
    },
  });
}
