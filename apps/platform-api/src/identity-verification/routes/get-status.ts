import type { FastifyInstance } from 'fastify';
import { sumsubCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { IdentityVerificationArea } from '../identity-verification-context';
import { stateOf } from '../services/applicant';

/**
 * sumsub.getStatus: the verification page's state (`none` before the player starts), and
 * `document_upload: 'sdk'` when the provider's web SDK (Sumsub) takes the documents, so the page
 * shows it instead of the upload form.
 */
export function registerGetStatus(app: FastifyInstance, area: IdentityVerificationArea): void {
  defineApiCall(app, sumsubCalls.getStatus, {
    feature: 'isSumsubEnable',
    handler: async ({ accountId, request }) => {
      const state = await stateOf(area, await area.applicants.findByAccount(accountId));
      const sdk = area.provider?.documentUpload === 'sdk' && area.provider.available(request);
      return sdk ? { ...state, document_upload: 'sdk' as const } : state;
    },
  });
}
