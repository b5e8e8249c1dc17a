import {
  type IdentityDocumentSide,
  type IdentityDocumentType,
  type IdentityRejectReason,
  type IdentityVerification,
  IDENTITY_DOCUMENT_TYPES,
  IDENTITY_REJECT_REASONS,
  TWO_SIDED_DOCUMENT_TYPES,
} from '@nfx/api-contract';
import type { ApplicantRow, IdentityDocumentRow } from '../../db/tables/identity-verification';

export function documentTypeOf(applicant: Pick<ApplicantRow, 'document_type'>): IdentityDocumentType | null {
  return (IDENTITY_DOCUMENT_TYPES as readonly string[]).includes(applicant.document_type ?? '')
    ? (applicant.document_type as IdentityDocumentType)
    : null;
}

/** The sides a complete submission has: the front, the back of a two-sided document, and the selfie. */
export function requiredSides(documentType: IdentityDocumentType | null): IdentityDocumentSide[] {
  return documentType && TWO_SIDED_DOCUMENT_TYPES.includes(documentType)
    ? ['document_front', 'document_back', 'selfie']
    : ['document_front', 'selfie'];
}

export function missingSides(
  applicant: Pick<ApplicantRow, 'document_type'>,
  documents: Pick<IdentityDocumentRow, 'side'>[],
): IdentityDocumentSide[] {
  const present = new Set(documents.map((document) => document.side));
  return requiredSides(documentTypeOf(applicant)).filter((side) => !present.has(side));
}

/** The verification page's state; `none` before the player starts. */
export function verificationStateOf(applicant: ApplicantRow | undefined, documents: IdentityDocumentRow[]): IdentityVerification {
  if (!applicant)
    return {
      status: 'none',
      applicant_id: '',
      document_type: null,
      documents: [],
      missing: requiredSides(null),
      reject_reason: null,
      submitted_at: null,
      reviewed_at: null,
    };
  const rejectReason = (IDENTITY_REJECT_REASONS as readonly string[]).includes(applicant.reject_reason ?? '')
    ? (applicant.reject_reason as IdentityRejectReason)
    : null;
  return {
    status: applicant.status,
    applicant_id: applicant.provider_applicant_id,
    document_type: documentTypeOf(applicant),
    documents: documents.map((document) => ({
      side: document.side,
      uploaded_at: document.uploaded_at.toISOString(),
      width: document.width,
      height: document.height,
    })),
    missing: missingSides(applicant, documents),
    reject_reason: applicant.status === 'rejected' ? rejectReason : null,
    submitted_at: applicant.submitted_at?.toISOString() ?? null,
    reviewed_at: applicant.reviewed_at?.toISOString() ?? null,
  };
}
