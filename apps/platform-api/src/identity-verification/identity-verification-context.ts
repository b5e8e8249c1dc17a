// The identity verification area's context: what its routes are given and what it decorates the app
// with. Routes import this module, never `identity-verification-area.ts`, which imports them (issue 43 §5).
import type { IdentityRejectReason } from '@nfx/api-contract';
import type { Db } from '../db/database';
import type { ApplicantRow, IdentityDocumentRow } from '../db/tables/identity-verification';
import type { ApplicantsRepository } from './repositories/applicants-repository';
import type { DocumentsRepository } from './repositories/documents-repository';
import type { ProviderWebhooksRepository } from './repositories/provider-webhooks-repository';
import type { DocumentStore } from './services/document-store';
import type { KycProvider } from './services/kyc-provider';

/** More work of the decision's caller in its transaction (the back office's audit row), run only when the decision landed. */
export type AlongWithDecision = (trx: Db, applicant: ApplicantRow) => Promise<void>;

export interface IdentityVerificationRepositories {
  applicants: ApplicantsRepository;
  documents: DocumentsRepository;
  /** The provider's review webhooks acted on (a replay finds its row). */
  webhooks: ProviderWebhooksRepository;
}

/** What the routes are given: the repositories, the document files and the provider (null: none here). */
export interface IdentityVerificationArea extends IdentityVerificationRepositories {
  store: DocumentStore;
  provider: KycProvider | null;
  /** The same repositories bound to a transaction. */
  boundTo(trx: Db): IdentityVerificationRepositories;
}

/** A verification as the reviewer sees it: the account's login and the photos' ids. */
export interface ReviewItem {
  applicant: ApplicantRow;
  login: string;
  documents: IdentityDocumentRow[];
}

/** How a reviewer's decision ended: applied, refused because nothing was waiting, or refused because another dashboard decides. */
export type SiteReviewOutcome = 'decided' | 'not_pending' | 'reviewed_by_provider';

/**
 * What others may ask: the site's own review, for providers without a dashboard of their own
 * (the demo provider, whose photos are kept here). The back office's compliance staff use it
 * (`src/staff/routes/kyc.ts`); Sumsub's applicants are reviewed in Sumsub and arrive by webhook.
 */
export interface IdentityVerificationDirectory {
  /** Verifications reviewed here that wait for a review, oldest first, and the latest decisions. */
  reviewQueue(): Promise<{ pending: ReviewItem[]; reviewed: ReviewItem[] }>;
  /** Applies a decision to a pending verification reviewed here, with `alongWith` (the audit row) in its transaction. */
  decide(
    applicantId: number,
    decision: { answer: 'approved' } | { answer: 'rejected'; reason: IdentityRejectReason },
    alongWith?: AlongWithDecision,
  ): Promise<SiteReviewOutcome>;
  /** A stored photo (JPEG) by its id, for the reviewer; null when there is none (or its file is gone). */
  documentImage(documentId: number): Promise<Buffer | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    identityVerification: IdentityVerificationDirectory;
  }
}
