import type { FastifyInstance } from 'fastify';
import { campaignsCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { defineApiCall } from '../../http/define-api-call';
import type { ContentArea } from '../content-context';

/** campaigns.checkPromocode: a truthy payload means the code exists and is active (spec §7), in the content's list or the bonus area's. */
export function registerCampaignsCheckPromocode(app: FastifyInstance, { promoCodes }: ContentArea): void {
  defineApiCall(app, campaignsCalls.checkPromocode, {
    // Guessing codes one request at a time should be slow.
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ input }) => {
      // The content's codes, or a bonus campaign's (the back office's promo codes): either is worth entering.
      const code = (await promoCodes.findValid(input.promo_code)) ?? (await app.bonus.redeemableCode(input.promo_code));
      if (!code) throw new ApiError('InvalidParameter', 'Invalid promo code', { invalidParameters: { promo_code: ['INVALID'] } });
      return { valid: true as const, code };
    },
  });
}
