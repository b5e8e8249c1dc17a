import type { FastifyInstance } from 'fastify';
import { sumsubCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { IdentityVerificationArea } from '../identity-verification-context';
import { ensureApplicant, stateOf } from '../services/applicant';
import { requireProvider } from '../services/upload-steps';

/** sumsub.createApplicant (§7): the player's verification at the provider, started once. */
export function registerCreateApplicant(app: FastifyInstance, area: IdentityVerificationArea): void {
  defineApiCall(app, sumsubCalls.createApplicant, {
    feature: 'isSumsubEnable',
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async ({ request, accountId }) => {
      const provider = requireProvider(area, request);
      return stateOf(area, await ensureApplicant(area, provider, accountId));
    },
  });
}
