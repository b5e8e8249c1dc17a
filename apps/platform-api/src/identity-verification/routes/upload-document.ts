import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  IDENTITY_IMAGE_LIMITS,
  type IdentityDocumentSide,
  type IdentityDocumentType,
  sumsubCalls,
  TWO_SIDED_DOCUMENT_TYPES,
} from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { encodeMessage, messageKeys } from '@nfx/validation';
import type { ApplicantRow } from '../../db/tables/identity-verification';
import { defineApiCall } from '../../http/define-api-call';
import type { IdentityVerificationArea } from '../identity-verification-context';
import { stateOf } from '../services/applicant';
import { reencodeDocumentImage } from '../services/document-images';
import { applicantOfToken, notCollecting, requireUploadProvider } from '../services/upload-steps';
import { documentTypeOf } from '../services/verification-state';

const sideError = (key: string) =>
  new ApiError('InvalidParameter', 'This side cannot be uploaded now', { invalidParameters: { side: [key] } });

/** The document type the upload sets (the front's) or keeps; refuses a back without a front, or for a passport. */
function documentTypeFor(
  applicant: ApplicantRow,
  side: IdentityDocumentSide,
  given: IdentityDocumentType | undefined,
): IdentityDocumentType | null {
  const current = documentTypeOf(applicant);
  if (side === 'document_front') return given!;
  if (side === 'selfie') return current;
  if (!current) throw sideError('validation.documentFrontFirst');
  if (!TWO_SIDED_DOCUMENT_TYPES.includes(current)) throw sideError('validation.noBackSide');
  if (given && given !== current)
    throw new ApiError('InvalidParameter', 'The back belongs to another document', {
      invalidParameters: { document_type: [encodeMessage(messageKeys.oneOf, { values: current })] },
    });
  return current;
}

/**
 * sumsub.uploadDocument (demo provider): one photo with the upload step's access token. The
 * photo is checked by its content and re-encoded without metadata (`document-images.ts`), the
 * file written under DATA_DIR, then recorded; it replaces an earlier photo of the side (a new
 * front of a one-sided document also drops a back). Nothing is kept of a refused upload.
 */
export function registerUploadDocument(app: FastifyInstance, area: IdentityVerificationArea): void {
  defineApiCall(app, sumsubCalls.uploadDocument, {
    feature: 'isSumsubEnable',
    rateLimit: { max: 30, timeWindow: '1 minute' },
    upload: { maxFileBytes: IDENTITY_IMAGE_LIMITS.maxBytes, maxFiles: 1 },
    handler: async ({ input, request }) => {
      requireUploadProvider(area, request);
      const applicant = await applicantOfToken(area, input.token);
      const documentType = documentTypeFor(applicant, input.side, input.document_type);
      const image = await reencodeDocumentImage(input.file);
      const fileName = await area.store.write(applicant.id, image.data);
      let replaced: Array<string | null>;
      try {
        replaced = await app.database.db.transaction().execute(async (trx) => {
          const { applicants, documents } = area.boundTo(trx);
          // Submitted meanwhile (another tab): the review sees what was there when it was sent.
          const refusal = notCollecting({ status: (await applicants.lockStatus(applicant.id)) ?? 'approved' });
          if (refusal) throw refusal;
          const files = [
            await documents.put({
              applicantId: applicant.id,
              side: input.side,
              fileName,
              width: image.width,
              height: image.height,
              bytes: image.data.length,
              sha256: createHash('sha256').update(image.data).digest('hex'),
            }),
          ];
          if (input.side === 'document_front' && documentType !== applicant.document_type) {
            await applicants.setDocumentType(applicant.id, documentType!);
            if (!TWO_SIDED_DOCUMENT_TYPES.includes(documentType!)) files.push(await documents.remove(applicant.id, 'document_back'));
          }
          return files;
        });
      } catch (error) {
        await area.store.remove(fileName);
        throw error;
      }
      for (const old of replaced) if (old) await area.store.remove(old);
      return stateOf(area, await area.applicants.findById(applicant.id));
    },
  });
}
