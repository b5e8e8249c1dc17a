import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { IDENTITY_REJECT_REASONS, type IdentityRejectReason } from '@nfx/api-contract';
import type { ReviewItem } from '../identity-verification/identity-verification-area';
import { demoNotFound } from '../plugins/demo-access';
import { escapeHtml } from '../security/html';
import { hasOperatorFormToken, operatorFormToken } from './operator-csrf';
import { OPERATOR_PATH, operatorPage, sendOperatorPage } from './operator-page';
import type { OperatorSection } from './operator-sections';

const SECTION_PATH = `${OPERATOR_PATH}/identity-verification`;

const REASON_LABELS: Record<IdentityRejectReason, string> = {
  document_unreadable: 'Document unreadable (blurred, dark, cut off)',
  document_expired: 'Document expired',
  document_mismatch: 'Document does not match the account',
  selfie_mismatch: 'Selfie does not match the document',
  other: 'Other (the player is pointed to support)',
};

const SIDE_LABELS = { document_front: 'Document, front', document_back: 'Document, back', selfie: 'Selfie' } as const;

const OUTCOMES = {
  approved: 'Approved: the player is verified and has been notified.',
  rejected: 'Rejected: the player has been notified and may send new photos.',
  stale: 'Nothing changed: that verification was no longer waiting for a review.',
} as const;

const decisionSchema = v.object({
  csrf: v.string(),
  answer: v.picklist(['approve', 'reject']),
  reason: v.optional(v.picklist(IDENTITY_REJECT_REASONS)),
});
const applicantParamsSchema = v.object({ applicantId: v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number)) });
const documentParamsSchema = v.object({ documentId: v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number)) });
const doneSchema = v.object({ done: v.optional(v.picklist(['approved', 'rejected', 'stale'])) });

function photos(item: ReviewItem): string {
  return `<div class="photos">${item.documents
    .map(
      (
        document,
      ) => `<figure><a href="${SECTION_PATH}/documents/${document.id}"><img src="${SECTION_PATH}/documents/${document.id}" alt="${SIDE_LABELS[document.side]} of ${escapeHtml(item.login)}" width="${document.width}" height="${document.height}"></a>
<figcaption>${SIDE_LABELS[document.side]} · ${document.width} × ${document.height}</figcaption></figure>`,
    )
    .join('')}</div>`;
}

function pendingItem(item: ReviewItem, csrf: string): string {
  const { applicant } = item;
  const action = `${SECTION_PATH}/${applicant.id}/decision`;
  const reasonId = `reason-${applicant.id}`;
  return `<article aria-labelledby="applicant-${applicant.id}">
<h3 id="applicant-${applicant.id}">${escapeHtml(item.login)} <span class="muted">· ${escapeHtml(applicant.document_type ?? '')} · sent ${applicant.submitted_at?.toISOString() ?? ''}${applicant.external_action_id ? ` · action ${escapeHtml(applicant.external_action_id)}` : ''}</span></h3>
${photos(item)}
<div class="actions">
<form method="post" action="${action}"><input type="hidden" name="csrf" value="${csrf}"><input type="hidden" name="answer" value="approve"><button class="approve" type="submit">Approve</button></form>
<form method="post" action="${action}"><input type="hidden" name="csrf" value="${csrf}"><input type="hidden" name="answer" value="reject">
<label for="${reasonId}">Reason</label> <select id="${reasonId}" name="reason">${IDENTITY_REJECT_REASONS.map((reason) => `<option value="${reason}">${escapeHtml(REASON_LABELS[reason])}</option>`).join('')}</select>
<button class="reject" type="submit">Reject</button></form>
</div>
</article>`;
}

function reviewedRow(item: ReviewItem): string {
  const { applicant } = item;
  const outcome =
    applicant.status === 'approved' ? 'approved' : `rejected: ${REASON_LABELS[applicant.reject_reason as IdentityRejectReason] ?? ''}`;
  return `<tr><td>${escapeHtml(item.login)}</td><td>${escapeHtml(outcome)}</td><td>${applicant.reviewed_at?.toISOString() ?? ''}</td></tr>`;
}

/**
 * Identity verification: the demo provider's reviewer. Lists the verifications waiting for a
 * review with their photos (served from DATA_DIR through this page only), and approves or
 * rejects them; the player's account changes and the player is notified.
 */
export const identityVerificationSection: OperatorSection = {
  path: SECTION_PATH,
  title: 'Identity verification',
  summary: 'Review the documents players sent; approve or reject them.',
  register(app: FastifyInstance) {
    app.get(SECTION_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!app.demoAllowed(request)) return demoNotFound(reply);
      const csrf = operatorFormToken(request, reply);
      const done = v.safeParse(doneSchema, request.query);
      const { pending, reviewed } = await app.identityVerification.reviewQueue();
      const notice = done.success && done.output.done ? `<p class="notice" role="status">${OUTCOMES[done.output.done]}</p>` : '';
      const body = `${notice}
<h2>Waiting for a review (${pending.length})</h2>
${pending.map((item) => pendingItem(item, csrf)).join('\n') || '<p>Nothing is waiting.</p>'}
<h2>Latest decisions</h2>
${reviewed.length ? `<table><thead><tr><th scope="col">Player</th><th scope="col">Decision</th><th scope="col">When</th></tr></thead><tbody>${reviewed.map(reviewedRow).join('')}</tbody></table>` : '<p>No decisions yet.</p>'}`;
      return sendOperatorPage(reply, operatorPage('Identity verification', body));
    });

    app.post(`${SECTION_PATH}/:applicantId/decision`, { schema: { hide: true } }, async (request, reply) => {
      if (!app.demoAllowed(request)) return demoNotFound(reply);
      const params = v.safeParse(applicantParamsSchema, request.params);
      const form = v.safeParse(decisionSchema, request.body);
      if (!params.success || !form.success || !hasOperatorFormToken(request, form.output.csrf))
        return sendOperatorPage(
          reply,
          operatorPage(
            'Identity verification',
            `<p role="alert">The form was not accepted. <a href="${SECTION_PATH}">Reload the page</a> and try again.</p>`,
          ),
          400,
        );
      const decided = await app.identityVerification.decide(
        params.output.applicantId,
        form.output.answer === 'approve' ? { answer: 'approved' } : { answer: 'rejected', reason: form.output.reason ?? 'other' },
      );
      const done = decided ? (form.output.answer === 'approve' ? 'approved' : 'rejected') : 'stale';
      return reply.redirect(`${SECTION_PATH}?done=${done}`, 303);
    });

    app.get(`${SECTION_PATH}/documents/:documentId`, { schema: { hide: true } }, async (request, reply) => {
      if (!app.demoAllowed(request)) return demoNotFound(reply);
      const params = v.safeParse(documentParamsSchema, request.params);
      const image = params.success ? await app.identityVerification.documentImage(params.output.documentId) : null;
      if (!image) return demoNotFound(reply);
      return reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('content-disposition', 'inline')
        .type('image/jpeg')
        .send(image);
    });
  },
};
