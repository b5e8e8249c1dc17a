import type { IdentityDocumentSide, IdentityDocumentType } from '@nfx/api-contract';
import { encodeMessage } from '@nfx/validation';

// The contract's values (IDENTITY_* in @nfx/api-contract); browser code imports only its types,
// so they are repeated here, checked against those types. The server checks again by content.
export const DOCUMENT_TYPES: readonly IdentityDocumentType[] = ['passport', 'id_card', 'driving_licence', 'residence_permit'];
const TWO_SIDED: readonly IdentityDocumentType[] = ['id_card', 'driving_licence', 'residence_permit'];
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The photos a document type needs: its front, its back unless it is a passport, and a selfie. */
export function sidesFor(documentType: IdentityDocumentType): IdentityDocumentSide[] {
  return TWO_SIDED.includes(documentType) ? ['document_front', 'document_back', 'selfie'] : ['document_front', 'selfie'];
}

/** A chosen file the server would refuse, as a validation key; null when it may be sent. */
export function photoProblem(file: File): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type) || file.size === 0) return 'validation.image';
  if (file.size > MAX_PHOTO_BYTES) return encodeMessage('validation.imageTooLarge', { max: MAX_PHOTO_BYTES / (1024 * 1024) });
  return null;
}
