import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IdentityRejectReason } from '@nfx/api-contract';
import type { IdentityVerificationArea } from '../identity-verification-context';
import type { ReviewDecision } from './kyc-provider';
import { applyReviewDecision } from './review-decision';
import { SUMSUB_PROVIDER } from './sumsub-kyc-provider';

/** `X-Payload-Digest-Alg` values Sumsub documents, and the hash each names. SHA-256 when the header is absent. */
const DIGEST_ALGORITHMS: Record<string, string> = {
  HMAC_SHA1_HEX: 'sha1',
  HMAC_SHA256_HEX: 'sha256',
  HMAC_SHA512_HEX: 'sha512',
};

/** Signs a webhook body as Sumsub does (the fake and the tests sign with it too). */
export function sumsubPayloadDigest(secret: string, body: string | Buffer, algorithm = 'HMAC_SHA256_HEX'): string {
  const hash = DIGEST_ALGORITHMS[algorithm];
  if (!hash) throw new Error(`Unknown Sumsub digest algorithm ${algorithm}`);
  return createHmac(hash, secret).update(body).digest('hex');
}

/** Whether `X-Payload-Digest` is the HMAC of the raw body with the webhook secret; compared in constant time. */
export function isSumsubDigestValid(secret: string, body: Buffer, digest: unknown, algorithm: unknown): boolean {
  const name = algorithm === undefined || algorithm === '' ? 'HMAC_SHA256_HEX' : algorithm;
  if (typeof name !== 'string' || !DIGEST_ALGORITHMS[name] || typeof digest !== 'string' || !/^[0-9a-fA-F]+$/.test(digest)) return false;
  const expected = Buffer.from(sumsubPayloadDigest(secret, body, name), 'hex');
  const given = Buffer.from(digest, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Sumsub's rejection labels, as the reasons the player is shown (the page and the notice explain
 * each). The first label with a reason of its own wins; anything else is `other`. Sumsub's
 * `moderationComment` (English text for the applicant) and `clientComment` (for us only) are not
 * shown: the page speaks six languages and has a reason code, not free text.
 */
const REASONS_BY_LABEL: Record<string, IdentityRejectReason> = {
  UNSATISFACTORY_PHOTOS: 'document_unreadable',
  DOCUMENT_PAGE_MISSING: 'document_unreadable',
  INCOMPLETE_DOCUMENT: 'document_unreadable',
  DOCUMENT_DAMAGED: 'document_unreadable',
  BLACK_AND_WHITE: 'document_unreadable',
  SCREENSHOTS: 'document_unreadable',
  LOW_QUALITY: 'document_unreadable',
  EXPIRATION_DATE: 'document_expired',
  DOCUMENT_EXPIRED: 'document_expired',
  DIFFERENT_DOCS: 'document_mismatch',
  WRONG_DOCUMENT: 'document_mismatch',
  NOT_DOCUMENT: 'document_mismatch',
  UNSUITABLE_DOCUMENT: 'document_mismatch',
  ID_INVALID: 'document_mismatch',
  FORGERY: 'document_mismatch',
  GRAPHIC_EDITOR: 'document_mismatch',
  DOCUMENT_TEMPLATE: 'document_mismatch',
  PROBLEMATIC_APPLICANT_DATA: 'document_mismatch',
  BAD_FACE_MATCHING: 'selfie_mismatch',
  BAD_SELFIE: 'selfie_mismatch',
  BAD_VIDEO_SELFIE: 'selfie_mismatch',
  SELFIE_MISMATCH: 'selfie_mismatch',
  FRAUDULENT_LIVENESS: 'selfie_mismatch',
  SELFIE_WITH_PAPER: 'selfie_mismatch',
};

export function rejectReasonOf(labels: readonly string[]): IdentityRejectReason {
  for (const label of labels) {
    const reason = REASONS_BY_LABEL[label];
    if (reason) return reason;
  }
  return 'other';
}

/** The part of Sumsub's webhook payload acted on. */
interface SumsubWebhookPayload {
  type: string;
  applicantId: string;
  correlationId?: string;
  reviewResult?: { reviewAnswer?: string; reviewRejectType?: string; rejectLabels?: unknown };
}

export type SumsubWebhookOutcome = 'applied' | 'unchanged' | 'duplicate' | 'ignored';

export interface SumsubWebhookAnswer {
  status: number;
  body: { received: true; outcome: SumsubWebhookOutcome } | { error: string };
}

const HANDLED_TYPES = new Set(['applicantReviewed', 'applicantPending']);

function parsePayload(body: Buffer): SumsubWebhookPayload | null {
  let payload: unknown;
  try {
    payload = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (!payload || typeof payload !== 'object') return null;
  const { type, applicantId } = payload as Record<string, unknown>;
  if (typeof type !== 'string' || typeof applicantId !== 'string') return null;
  return payload as SumsubWebhookPayload;
}

function decisionOf(payload: SumsubWebhookPayload): ReviewDecision | null {
  const result = payload.reviewResult;
  if (result?.reviewAnswer === 'GREEN') return { answer: 'approved' };
  if (result?.reviewAnswer !== 'RED') return null;
  const labels = Array.isArray(result.rejectLabels) ? result.rejectLabels.filter((label) => typeof label === 'string') : [];
  return { answer: 'rejected', reason: rejectReasonOf(labels), final: result.reviewRejectType === 'FINAL' };
}

/**
 * The provider has the documents: the applicant waits for review and the account is on
 * verification, in one transaction. False when that changed nothing.
 */
async function markPending(app: FastifyInstance, area: IdentityVerificationArea, applicant: { id: number; account_id: number }) {
  return app.players.transaction(async (players, trx) => {
    if (!(await area.boundTo(trx).applicants.markPending(applicant.id, new Date()))) return false;
    await players.update(applicant.account_id, { is_on_verification: true, is_verified: false });
    return true;
  });
}

/**
 * Sumsub's review webhook, on the raw body: the digest is checked before anything is read
 * (401, nothing changes); unknown types are acknowledged; an applicant we do not know is 404; a
 * body acted on before is acknowledged as `duplicate`. `applicantPending` puts the verification in
 * review, `applicantReviewed` decides it through `applyReviewDecision` (a review whose pending
 * webhook never came puts it in review first). The claim on the body is taken before acting and
 * given back if acting fails, so Sumsub's retry is acted on once.
 */
export async function handleSumsubWebhook(
  app: FastifyInstance,
  area: IdentityVerificationArea,
  webhookSecret: string,
  body: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<SumsubWebhookAnswer> {
  if (!isSumsubDigestValid(webhookSecret, body, headers['x-payload-digest'], headers['x-payload-digest-alg']))
    return { status: 401, body: { error: 'invalid_signature' } };
  const payload = parsePayload(body);
  if (!payload) return { status: 400, body: { error: 'invalid_payload' } };
  if (!HANDLED_TYPES.has(payload.type)) return { status: 200, body: { received: true, outcome: 'ignored' } };
  const applicant = await area.applicants.findByProviderApplicantId(SUMSUB_PROVIDER, payload.applicantId);
  if (!applicant) return { status: 404, body: { error: 'unknown_applicant' } };
  const decision = payload.type === 'applicantReviewed' ? decisionOf(payload) : null;
  if (payload.type === 'applicantReviewed' && !decision) return { status: 200, body: { received: true, outcome: 'ignored' } };

  const eventKey = createHash('sha256').update(body).digest('hex');
  const labels = Array.isArray(payload.reviewResult?.rejectLabels) ? payload.reviewResult.rejectLabels.join(',').slice(0, 500) : null;
  const claimed = await area.webhooks.claim({
    provider: SUMSUB_PROVIDER,
    eventKey,
    type: payload.type,
    providerApplicantId: payload.applicantId,
    correlationId: typeof payload.correlationId === 'string' ? payload.correlationId.slice(0, 200) : null,
    reviewAnswer: payload.reviewResult?.reviewAnswer?.slice(0, 20) ?? null,
    rejectType: payload.reviewResult?.reviewRejectType?.slice(0, 20) ?? null,
    rejectLabels: labels,
  });
  if (!claimed) return { status: 200, body: { received: true, outcome: 'duplicate' } };
  try {
    let changed: boolean;
    if (!decision) changed = await markPending(app, area, applicant);
    else {
      await markPending(app, area, applicant);
      changed = await applyReviewDecision(app, area, applicant.id, decision);
    }
    return { status: 200, body: { received: true, outcome: changed ? 'applied' : 'unchanged' } };
  } catch (error) {
    await area.webhooks.release(SUMSUB_PROVIDER, eventKey);
    throw error;
  }
}
