import type { FastifyInstance } from 'fastify';
import { sumsubCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import { sha256Hex } from '../../security/tokens';
import type { IdentityVerificationArea } from '../identity-verification-context';
import { ensureApplicant, externalUserIdOf } from '../services/applicant';
import { ACCESS_TOKEN_TTL_SECONDS, VERIFICATION_LEVEL } from '../services/kyc-provider';
import { notCollecting, requireProvider } from '../services/upload-steps';

/**
 * sumsub.getAccessToken (§7): a token for the document upload step, valid 30 minutes; a new one
 * replaces the previous. A rejected verification starts over here. Refused while the documents
 * are being reviewed (`verification_pending`), once verified (`already_verified`) and after a
 * final rejection (`verification_rejected_final`, Sumsub's `FINAL`).
 */
export function registerGetAccessToken(app: FastifyInstance, area: IdentityVerificationArea): void {
  defineApiCall(app, sumsubCalls.getAccessToken, {
    feature: 'isSumsubEnable',
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async ({ input, request, accountId }) => {
      const provider = requireProvider(area, request);
      let applicant = await ensureApplicant(area, provider, accountId);
      if (applicant.status === 'rejected' && !applicant.reject_final) {
        await area.applicants.restart(applicant.id);
        applicant = { ...applicant, status: 'init' };
      }
      const refusal = notCollecting(applicant);
      if (refusal) throw refusal;
      const { token, expiresAt } = await provider.createAccessToken({
        applicantId: applicant.provider_applicant_id,
        externalUserId: externalUserIdOf(accountId),
        levelName: VERIFICATION_LEVEL,
        ttlSeconds: ACCESS_TOKEN_TTL_SECONDS,
        externalActionId: input.externalActionId || undefined,
      });
      await area.applicants.setUploadToken(applicant.id, {
        hash: sha256Hex(token),
        expiresAt,
        externalActionId: input.externalActionId || null,
      });
      return {
        token,
        expires_at: expiresAt.toISOString(),
        applicant_id: applicant.provider_applicant_id,
        provider: provider.name,
        document_upload: provider.documentUpload,
      };
    },
  });
}
