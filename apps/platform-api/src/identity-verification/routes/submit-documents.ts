import type { FastifyInstance } from 'fastify';
import { sumsubCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { encodeMessage } from '@nfx/validation';
import { defineApiCall } from '../../http/define-api-call';
import type { IdentityVerificationArea } from '../identity-verification-context';
import { stateOf } from '../services/applicant';
import { applicantOfToken, requireUploadProvider } from '../services/upload-steps';
import { missingSides } from '../services/verification-state';

/**
 * sumsub.submitDocuments (demo provider): sends the photos for review. Every required side must
 * be there (each missing one is a `validation.required` on its side's name). In one transaction
 * the applicant waits for review and the account is `is_on_verification`; the token is spent.
 */
export function registerSubmitDocuments(app: FastifyInstance, area: IdentityVerificationArea): void {
  defineApiCall(app, sumsubCalls.submitDocuments, {
    feature: 'isSumsubEnable',
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async ({ input, request }) => {
      requireUploadProvider(area, request);
      const applicant = await applicantOfToken(area, input.token);
      const missing = missingSides(applicant, await area.documents.listForApplicant(applicant.id));
      if (missing.length > 0)
        throw new ApiError('InvalidParameter', 'Photos are missing', {
          code: 'documents_missing',
          invalidParameters: Object.fromEntries(missing.map((side) => [side, [encodeMessage('validation.required')]])),
        });
      const submitted = await app.players.transaction(async (players, trx) => {
        if (!(await area.boundTo(trx).applicants.submit(applicant.id, new Date()))) return false;
        await players.update(applicant.account_id, { is_on_verification: true, is_verified: false });
        return true;
      });
      if (!submitted) throw new ApiError('InvalidRequest', 'The documents are being reviewed', { code: 'verification_pending' });
      return stateOf(area, await area.applicants.findById(applicant.id));
    },
  });
}
