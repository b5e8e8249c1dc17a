import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type IdentityRejectReason, staffKycCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import type { AlongWithDecision, ReviewItem, SiteReviewOutcome } from '../../identity-verification/identity-verification-context';
import { defineStaffCall } from '../http/define-staff-call';
import type { StaffPrincipal } from '../services/staff-sessions';
import type { StaffArea } from '../staff-context';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

const itemOf = ({ applicant, login, documents }: ReviewItem) => ({
  id: applicant.id,
  player_id: Number(applicant.account_id),
  login,
  status: applicant.status as 'pending' | 'approved' | 'rejected',
  document_type: applicant.document_type,
  reject_reason: applicant.reject_reason as IdentityRejectReason | null,
  external_action_id: applicant.external_action_id,
  submitted_at: iso(applicant.submitted_at),
  reviewed_at: iso(applicant.reviewed_at),
  documents: documents.map((document) => ({ id: document.id, side: document.side, width: document.width, height: document.height })),
});

/** A refused decision, in the reviewer's terms; nothing changed and nothing was audited. */
function refusal(outcome: Exclude<SiteReviewOutcome, 'decided'>): ApiError {
  return outcome === 'reviewed_by_provider'
    ? new ApiError('InvalidRequest', 'This verification is reviewed in its provider’s own dashboard', { code: 'kyc_reviewed_by_provider' })
    : new ApiError('InvalidRequest', 'This verification is no longer waiting for a review', { code: 'kyc_not_pending' });
}

/**
 * staff.kycQueue, its photos, and the compliance team's decisions. The identity-verification area
 * keeps the rule (`applyReviewDecision`: the applicant, the account's flags and the player's mail);
 * the audit row joins the decision's transaction.
 */
export function registerKycRoutes(app: FastifyInstance, area: StaffArea): void {
  defineStaffCall(app, staffKycCalls.kycQueue, {
    permission: 'kyc',
    handler: async () => {
      const { pending, reviewed } = await app.identityVerification.reviewQueue();
      return { pending: pending.map(itemOf), decided: reviewed.map(itemOf) };
    },
  });

  defineStaffCall(app, staffKycCalls.kycDocument, {
    permission: 'kyc',
    handler: async ({ input }) => {
      const image = await app.identityVerification.documentImage(input.id);
      if (!image) throw new ApiError('InvalidParameter', 'No such photo', { invalidParameters: { id: ['validation.wrongField'] } });
      return { id: input.id, content_type: 'image/jpeg' as const, data: image.toString('base64') };
    },
  });

  /** The audit row of a decision, written in the decision's transaction. */
  const auditRow =
    (staff: StaffPrincipal, request: FastifyRequest, after: Record<string, unknown>, reason: string | null): AlongWithDecision =>
    (trx, applicant) =>
      area.auditLog.append(trx, {
        staffId: staff.staffId,
        role: staff.role,
        action: after.status === 'approved' ? 'kyc.approved' : 'kyc.rejected',
        targetType: 'player',
        targetId: applicant.account_id,
        before: { applicant_id: applicant.id, status: applicant.status, document_type: applicant.document_type },
        after,
        reason,
        ip: request.ip,
      });

  defineStaffCall(app, staffKycCalls.approveKyc, {
    permission: 'kyc',
    handler: async ({ input, staff, request }) => {
      const outcome = await app.identityVerification.decide(
        input.id,
        { answer: 'approved' },
        auditRow(staff, request, { status: 'approved' }, null),
      );
      if (outcome !== 'decided') throw refusal(outcome);
      return 1 as const;
    },
  });

  defineStaffCall(app, staffKycCalls.rejectKyc, {
    permission: 'kyc',
    handler: async ({ input, staff, request }) => {
      const outcome = await app.identityVerification.decide(
        input.id,
        { answer: 'rejected', reason: input.reason },
        auditRow(staff, request, { status: 'rejected', reject_reason: input.reason }, input.comment ?? null),
      );
      if (outcome !== 'decided') throw refusal(outcome);
      return 1 as const;
    },
  });
}
