import * as v from 'valibot';
import { emptyAsUndefined, encodeMessage, formString, maxLengthMessage, messageKeys, tokenRule } from '@nfx/validation';
import { callsOf } from '../define-call';
import { inputObject, queryInput } from '../params';
import { timestampSchema } from '../responses';

const sumsubCall = callsOf('sumsub');

/** Identity documents a player may show. Every type but the passport has a back side to photograph. */
export const IDENTITY_DOCUMENT_TYPES = ['passport', 'id_card', 'driving_licence', 'residence_permit'] as const;
export const TWO_SIDED_DOCUMENT_TYPES: readonly IdentityDocumentType[] = ['id_card', 'driving_licence', 'residence_permit'];
/** The photos of a verification: the document's front (and back), and a selfie. */
export const IDENTITY_DOCUMENT_SIDES = ['document_front', 'document_back', 'selfie'] as const;
/** Where an identity verification stands; `none` until the player starts one. */
export const IDENTITY_VERIFICATION_STATUSES = ['none', 'init', 'pending', 'approved', 'rejected'] as const;
/** Why a reviewer turned the documents down (the page explains each and lets the player try again). */
export const IDENTITY_REJECT_REASONS = [
  'document_unreadable',
  'document_expired',
  'document_mismatch',
  'selfie_mismatch',
  'other',
] as const;

/**
 * What a document photo must be, so the page can check before it uploads: JPEG, PNG or WebP,
 * at most `maxBytes`, at least `minShortSide` × `minLongSide` pixels, at most `maxPixels`.
 */
export const IDENTITY_IMAGE_LIMITS = {
  maxBytes: 8 * 1024 * 1024,
  minShortSide: 480,
  minLongSide: 640,
  maxPixels: 50_000_000,
  formats: ['jpeg', 'png', 'webp'],
} as const;

export type IdentityDocumentType = (typeof IDENTITY_DOCUMENT_TYPES)[number];
export type IdentityDocumentSide = (typeof IDENTITY_DOCUMENT_SIDES)[number];
export type IdentityVerificationStatus = (typeof IDENTITY_VERIFICATION_STATUSES)[number];
export type IdentityRejectReason = (typeof IDENTITY_REJECT_REASONS)[number];

const oneOf = (values: readonly string[]) => encodeMessage(messageKeys.oneOf, { values: values.join(',') });

/** An uploaded file (a multipart file part); anything else, or an empty file, is not a photo. */
const imageFileParam = v.pipe(
  v.custom<Uint8Array>((value) => value instanceof Uint8Array, 'validation.image'),
  v.check((bytes) => bytes.length > 0, 'validation.image'),
  v.check(
    (bytes) => bytes.length <= IDENTITY_IMAGE_LIMITS.maxBytes,
    encodeMessage('validation.imageTooLarge', { max: IDENTITY_IMAGE_LIMITS.maxBytes / (1024 * 1024) }),
  ),
);

const documentTypeParam = v.picklist(IDENTITY_DOCUMENT_TYPES, oneOf(IDENTITY_DOCUMENT_TYPES));

/** An id the site passes through to the provider for a verification tied to an action (e.g. a withdrawal). */
const externalActionIdParam = v.pipe(
  formString(),
  v.trim(),
  v.maxLength(64, maxLengthMessage(64)),
  v.regex(/^[A-Za-z0-9_.:-]*$/, messageKeys.regex),
);

export const identityDocumentSchema = v.object({
  side: v.picklist(IDENTITY_DOCUMENT_SIDES),
  uploaded_at: timestampSchema,
  width: v.number(),
  height: v.number(),
});

/**
 * The player's identity verification as the verification page shows it: its status, the
 * document type and photos so far, what is still `missing` before it can be submitted, and a
 * rejection's reason. `account.getInfo` carries the outcome as `is_on_verification`/`is_verified`.
 */
export const identityVerificationSchema = v.object({
  status: v.picklist(IDENTITY_VERIFICATION_STATUSES),
  applicant_id: v.string(),
  document_type: v.nullable(documentTypeParam),
  documents: v.array(identityDocumentSchema),
  missing: v.array(v.picklist(IDENTITY_DOCUMENT_SIDES)),
  reject_reason: v.nullable(v.picklist(IDENTITY_REJECT_REASONS)),
  submitted_at: v.nullable(timestampSchema),
  reviewed_at: v.nullable(timestampSchema),
});

/**
 * Identity verification (spec §7 "sumsub"), shaped like a Sumsub integration: an applicant, an
 * access token for the upload step, the provider's decision. With the demo provider (demo mode)
 * the page uploads the photos itself with the token; outside demo mode, without a provider, the
 * calls answer InvalidRequestException `identity_verification_unavailable`.
 */
export const sumsubCalls = {
  createApplicant: sumsubCall('createApplicant', 'POST', {
    summary: 'Start the player’s identity verification at the provider (or return the one started). Answers its state',
    response: identityVerificationSchema,
    auth: 'required',
  }),
  getAccessToken: sumsubCall('getAccessToken', 'POST', {
    summary:
      'A short-lived token for the document upload step (starts the verification if needed; a rejected one starts over). Answers token, expiry, applicant and how documents are uploaded',
    input: inputObject({ externalActionId: emptyAsUndefined(externalActionIdParam) }),
    response: v.object({
      token: v.string(),
      expires_at: timestampSchema,
      applicant_id: v.string(),
      provider: v.string(),
      /** `api`: post the photos to sumsub.uploadDocument, then sumsub.submitDocuments; `sdk`: the provider's own web SDK takes the token. */
      document_upload: v.picklist(['api', 'sdk']),
    }),
    auth: 'required',
  }),
  getStatus: sumsubCall('getStatus', 'GET', {
    summary:
      'The player’s identity verification: status, photos so far, what is missing, a rejection’s reason, and `document_upload: sdk` when the provider’s web SDK takes the documents',
    input: queryInput({}),
    response: v.object({
      ...identityVerificationSchema.entries,
      /** `sdk`: the provider's own web SDK takes the documents with getAccessToken's token; absent: the site's upload form. */
      document_upload: v.optional(v.literal('sdk')),
    }),
    auth: 'required',
  }),
  uploadDocument: sumsubCall('uploadDocument', 'POST', {
    summary:
      'Upload one photo (multipart `file`: JPEG, PNG or WebP) of the document’s front (with `document_type`), its back, or the selfie, with the access token; it replaces an earlier photo of that side. Answers the verification state',
    input: v.pipe(
      inputObject({
        token: tokenRule(),
        side: v.picklist(IDENTITY_DOCUMENT_SIDES, oneOf(IDENTITY_DOCUMENT_SIDES)),
        document_type: emptyAsUndefined(documentTypeParam),
        file: imageFileParam,
      }),
      v.forward(
        v.partialCheck(
          [['side'], ['document_type']],
          (input) => input.side !== 'document_front' || input.document_type !== undefined,
          messageKeys.required,
        ),
        ['document_type'],
      ),
    ),
    response: identityVerificationSchema,
  }),
  submitDocuments: sumsubCall('submitDocuments', 'POST', {
    summary:
      'Send the uploaded photos for review with the access token; the account is then on verification. Answers the verification state',
    input: inputObject({ token: tokenRule() }),
    response: identityVerificationSchema,
  }),
};

export type IdentityVerification = v.InferOutput<typeof identityVerificationSchema>;
export type IdentityDocument = v.InferOutput<typeof identityDocumentSchema>;
