import type { ColumnType, Generated, Selectable } from 'kysely';
import type { IdentityVerificationSumsubTables } from './identity-verification-sumsub';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type ApplicantStatus = 'init' | 'pending' | 'approved' | 'rejected';

/** A player's identity verification at the provider, one per account. */
export interface IdentityApplicantsTable {
  id: Generated<number>;
  account_id: number;
  provider: string;
  provider_applicant_id: string;
  status: ApplicantStatus;
  document_type: string | null;
  reject_reason: string | null;
  /** A rejection the player may not answer with new documents (Sumsub's `FINAL`; migration 1701). */
  reject_final: Generated<boolean>;
  external_action_id: string | null;
  /** sha256 of the upload step's access token (demo provider) and its expiry. */
  upload_token_hash: string | null;
  upload_token_expires_at: Date | null;
  submitted_at: Date | null;
  reviewed_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A photo the demo provider keeps: the re-encoded file's name under the documents directory. */
export interface IdentityDocumentsTable {
  id: Generated<number>;
  applicant_id: number;
  side: 'document_front' | 'document_back' | 'selfie';
  file_name: string;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
  uploaded_at: Timestamp;
}

export interface IdentityVerificationTables extends IdentityVerificationSumsubTables {
  identity_applicants: IdentityApplicantsTable;
  identity_documents: IdentityDocumentsTable;
}

export type ApplicantRow = Selectable<IdentityApplicantsTable>;
export type IdentityDocumentRow = Selectable<IdentityDocumentsTable>;
