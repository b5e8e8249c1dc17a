import * as v from 'valibot';
import { emptyAsUndefined, encodeMessage, messageKeys, staffReasonRule } from '@nfx/validation';
import { callsOf } from '../define-call';
import { idParam, inputObject, queryInput } from '../params';
import { oneSchema, timestampSchema } from '../responses';
import { IDENTITY_DOCUMENT_SIDES, IDENTITY_REJECT_REASONS } from './sumsub';

const staffCall = callsOf('staff');

const staffKycDocumentSchema = v.object({
  id: v.number(),
  side: v.picklist(IDENTITY_DOCUMENT_SIDES),
  width: v.number(),
  height: v.number(),
});

const staffKycApplicantSchema = v.object({
  /** The verification (applicant) id: what approve and reject name. */
  id: v.number(),
  player_id: v.number(),
  login: v.string(),
  status: v.picklist(['pending', 'approved', 'rejected']),
  document_type: v.nullable(v.string()),
  reject_reason: v.nullable(v.picklist(IDENTITY_REJECT_REASONS)),
  /** The action the player was verifying for (a withdrawal), as the site asked for the token. */
  external_action_id: v.nullable(v.string()),
  submitted_at: v.nullable(timestampSchema),
  reviewed_at: v.nullable(timestampSchema),
  documents: v.array(staffKycDocumentSchema),
});

/**
 * The back office's KYC review (issue 41): verifications of providers without a dashboard of
 * their own (the demo provider, whose photos the site keeps), for the compliance team; permission
 * `kyc`, every decision in the audit log. Sumsub's applicants are reviewed in Sumsub.
 */
export const staffKycCalls = {
  kycQueue: staffCall('kycQueue', 'GET', {
    summary: 'Identity verifications waiting for a review (oldest first) and the latest decisions, with their photos’ ids (kyc)',
    input: queryInput({}),
    response: v.object({ pending: v.array(staffKycApplicantSchema), decided: v.array(staffKycApplicantSchema) }),
  }),
  kycDocument: staffCall('kycDocument', 'GET', {
    summary: 'One photo of a verification as base64 JPEG (re-encoded on upload, without metadata) (kyc)',
    input: queryInput({ id: idParam }),
    response: v.object({ id: v.number(), content_type: v.literal('image/jpeg'), data: v.string() }),
  }),
  approveKyc: staffCall('approveKyc', 'POST', {
    summary: 'Approves a verification waiting for a review: the player is verified and told by mail (kyc)',
    input: inputObject({ id: idParam }),
    response: oneSchema,
  }),
  rejectKyc: staffCall('rejectKyc', 'POST', {
    summary:
      'Rejects a verification waiting for a review with the reason the player is told (they may send new photos), and an optional comment for the audit log (kyc)',
    input: inputObject({
      id: idParam,
      reason: v.picklist(IDENTITY_REJECT_REASONS, encodeMessage(messageKeys.oneOf, { values: IDENTITY_REJECT_REASONS.join(',') })),
      comment: emptyAsUndefined(staffReasonRule()),
    }),
    response: oneSchema,
  }),
};
