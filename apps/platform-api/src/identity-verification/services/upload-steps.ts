import type { FastifyRequest } from 'fastify';
import { ApiError } from '@nfx/errors';
import { encodeMessage } from '@nfx/validation';
import type { ApplicantRow } from '../../db/tables/identity-verification';
import { sha256Hex } from '../../security/tokens';
import type { IdentityVerificationArea } from '../identity-verification-context';
import type { KycProvider } from './kyc-provider';

/** The provider serving this request, or the refusal the page shows as "not available here". */
export function requireProvider(area: IdentityVerificationArea, request: FastifyRequest): KycProvider {
  if (!area.provider || !area.provider.available(request))
    throw new ApiError('InvalidRequest', 'Identity verification is not available', { code: 'identity_verification_unavailable' });
  return area.provider;
}

/** A provider whose documents come through the site's own upload calls (the demo). */
export function requireUploadProvider(area: IdentityVerificationArea, request: FastifyRequest): KycProvider {
  const provider = requireProvider(area, request);
  if (provider.documentUpload !== 'api')
    throw new ApiError('InvalidRequest', 'Documents go to the provider directly', { code: 'upload_through_provider' });
  return provider;
}

/** Why a verification cannot take documents now; null when it can. */
export function notCollecting(applicant: Pick<ApplicantRow, 'status'> & { reject_final?: boolean }): ApiError | null {
  if (applicant.status === 'pending')
    return new ApiError('InvalidRequest', 'The documents are being reviewed', { code: 'verification_pending' });
  if (applicant.status === 'approved')
    return new ApiError('InvalidRequest', 'The identity is already verified', { code: 'already_verified' });
  if (applicant.status === 'rejected' && applicant.reject_final)
    return new ApiError('InvalidRequest', 'The verification was rejected for good', { code: 'verification_rejected_final' });
  if (applicant.status === 'rejected')
    return new ApiError('InvalidRequest', 'The verification was rejected: ask for a new access token', { code: 'verification_rejected' });
  return null;
}

/** The applicant an upload-step access token was issued for; a wrong or expired token is a field error. */
export async function applicantOfToken(area: IdentityVerificationArea, token: string, now = new Date()): Promise<ApplicantRow> {
  const applicant = await area.applicants.findByUploadTokenHash(sha256Hex(token));
  if (!applicant || !applicant.upload_token_expires_at || applicant.upload_token_expires_at <= now)
    throw new ApiError('InvalidParameter', 'The access token is invalid or has expired', {
      code: 'invalid_token',
      invalidParameters: { token: [encodeMessage('validation.invalidToken')] },
    });
  const refusal = notCollecting(applicant);
  if (refusal) throw refusal;
  return applicant;
}
