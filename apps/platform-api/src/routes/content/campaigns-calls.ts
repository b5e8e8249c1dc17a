import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ApiError } from '@nfx/errors';
import type { ContentRepositories } from '../../content';
import { defineApiCall } from '../../http/define-api-call';
import { inputObject } from './schemas';

/** One check, so a bad code reports exactly one `INVALID`. */
const PROMO_CODE = /^[A-Za-z0-9_-]{1,64}$/;

const invalidPromo = () => new ApiError('InvalidParameter', 'Invalid promo code', { invalidParameters: { promo_code: ['INVALID'] } });

export function registerCampaignCalls(app: FastifyInstance, content: ContentRepositories): void {
  defineApiCall(app, {
    area: 'campaigns',
    method: 'checkPromocode',
    verb: 'POST',
    summary: 'Checks a promo code; a truthy payload means it exists and is active, else InvalidParameterException with promo_code INVALID',
    // Guessing codes one request at a time should be slow.
    rateLimit: { max: 30, timeWindow: '1 minute' },
    // Every failure uses the one key the client translates (spec §5: "the translated INVALID promo error").
    input: inputObject({ promo_code: v.pipe(v.string('INVALID'), v.trim(), v.regex(PROMO_CODE, 'INVALID')) }, 'INVALID'),
    handler: async ({ input }) => {
      const code = await content.promoCodes.findValid(input.promo_code);
      if (!code) throw invalidPromo();
      return { valid: true, code };
    },
  });
}
