import type { FastifyInstance } from 'fastify';
import { siteLink } from '../../core/site-link';
import { stableJobId } from '../../jobs/stable-job-id';
import { fillTemplate } from '../../messaging/localized-texts';
import type { AlongWithDecision, IdentityVerificationArea } from '../identity-verification-context';
import { verificationTextsIn } from '../mail-texts';
import type { ReviewDecision } from './kyc-provider';

/** The job that tells the player the outcome, queued with the decision. */
export const NOTIFY_DECISION_JOB = 'identity-verification.notify-decision';

/**
 * Applies a reviewer's decision on a pending applicant, in one transaction: the applicant's
 * status, the account's `is_on_verification`/`is_verified` (what `account.getInfo` shows), the
 * job that tells the player, and `alongWith` if given. False when the applicant was not waiting
 * for a review.
 */
export async function applyReviewDecision(
  app: FastifyInstance,
  area: IdentityVerificationArea,
  applicantId: number,
  decision: ReviewDecision,
  alongWith?: AlongWithDecision,
): Promise<boolean> {
  const applicant = await area.applicants.findById(applicantId);
  if (!applicant) return false;
  const now = new Date();
  return app.players.transaction(async (players, trx) => {
    const decided = await area.boundTo(trx).applicants.decide(applicant.id, {
      status: decision.answer,
      rejectReason: decision.answer === 'rejected' ? decision.reason : null,
      rejectFinal: decision.answer === 'rejected' && decision.final === true,
      now,
    });
    if (!decided) return false;
    await players.update(applicant.account_id, { is_on_verification: false, is_verified: decision.answer === 'approved' });
    await app.jobs.send(
      NOTIFY_DECISION_JOB,
      { applicantId: applicant.id },
      { db: trx, id: stableJobId(`${NOTIFY_DECISION_JOB} ${applicant.id} ${now.toISOString()}`) },
    );
    if (alongWith) await alongWith(trx, applicant);
    return true;
  });
}

/**
 * Tells the player the outcome in their locale: by mail, or by SMS when the account has no
 * email. Sent from a job, so a mail server that is down delays the message instead of losing it.
 */
export async function notifyDecision(app: FastifyInstance, area: IdentityVerificationArea, applicantId: number): Promise<void> {
  const applicant = await area.applicants.findById(applicantId);
  if (!applicant || (applicant.status !== 'approved' && applicant.status !== 'rejected')) return;
  const account = await app.players.findById(applicant.account_id);
  if (!account || (!account.email && !account.mobile)) return;
  const texts = verificationTextsIn(account.locale);
  const link = await siteLink(app, account.locale, '/profile/verification');
  const approved = applicant.status === 'approved';
  const reason = texts.reasons[(applicant.reject_reason ?? 'other') as keyof typeof texts.reasons] ?? texts.reasons.other;
  const values = { link, reason };
  await app.messageSender.deliver(
    account.email
      ? {
          channel: 'mail',
          recipient: account.email,
          subject: approved ? texts.approvedSubject : texts.rejectedSubject,
          body: fillTemplate(approved ? texts.approved : texts.rejected, values),
          accountId: account.id,
        }
      : {
          channel: 'sms',
          recipient: `+${account.mobile}`,
          body: fillTemplate(approved ? texts.approvedSms : texts.rejectedSms, values),
          accountId: account.id,
        },
  );
}
