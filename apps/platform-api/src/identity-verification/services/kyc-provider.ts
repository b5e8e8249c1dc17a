import type { FastifyRequest } from 'fastify';
import type { IdentityRejectReason } from '@nfx/api-contract';

/**
 * An identity-verification (KYC) provider, shaped after Sumsub's API: the site creates an
 * applicant for a player, asks for a short-lived access token, and the player's documents go
 * to the provider with that token; the provider's reviewers decide, and the decision comes back
 * (a real provider posts it to a webhook, which checks the provider's signature and then calls
 * `applyReviewDecision` of `review-decision.ts`; the demo's reviewers are compliance staff in the back office).
 */
export interface KycProvider {
  /** Stored with the applicant: `demo`, `sumsub`… */
  readonly name: string;
  /**
   * How documents reach the provider: `sdk`, its own web SDK uploads them with the token (Sumsub);
   * `api`, the site posts them to `sumsub.uploadDocument` and `sumsub.submitDocuments` (the demo).
   */
  readonly documentUpload: 'api' | 'sdk';
  /** Whether it serves this request (the demo provider: demo mode, a browser allowed to see demo pages). */
  available(request: FastifyRequest): boolean;
  createApplicant(applicant: { externalUserId: string; levelName: string }): Promise<{ applicantId: string }>;
  createAccessToken(request: {
    applicantId: string;
    externalUserId: string;
    levelName: string;
    ttlSeconds: number;
    externalActionId?: string;
  }): Promise<{ token: string; expiresAt: Date }>;
}

/** A reviewer's decision on an applicant, whichever way it arrives. */
export type ReviewDecision =
  | { answer: 'approved' }
  /** `final`: the player may not send documents again (Sumsub's `FINAL`); otherwise they may (`RETRY`, the demo). */
  | { answer: 'rejected'; reason: IdentityRejectReason; final?: boolean };

/** The verification level players go through: document (front and, for two-sided documents, back) and selfie. */
export const VERIFICATION_LEVEL = 'basic-kyc-level';

/** An access token for the upload step lives 30 minutes (Sumsub's default is 10; a player photographing a card needs more). */
export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;
