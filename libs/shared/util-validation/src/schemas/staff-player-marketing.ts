import * as v from 'valibot';
import { encodeMessage, messageKeys } from '../messages';
import { emptyAsUndefined } from '../rules/optional';
import { formString, maxLengthMessage, requiredText } from '../rules/text';

/**
 * The back office's cashback runs and one-player newsletters (issue 41), which replaced the demo
 * operator's pages: the forms' rules and the staff calls' inputs are these same schemas.
 */

/** A player as staff name them: a login, an email or a phone, or the id (`#123` or `123`). */
export const STAFF_PLAYER_REF_MAX_LENGTH = 254;
export const staffPlayerRefRule = () => requiredText(STAFF_PLAYER_REF_MAX_LENGTH);

/** Which period a cashback run pays back: today so far, or yesterday (the nightly job's). */
export const CASHBACK_RUN_PERIODS = ['current', 'previous'] as const;
export type CashbackRunPeriod = (typeof CASHBACK_RUN_PERIODS)[number];

/** A run: the period, and one player or (empty) every player. */
export const staffCashbackRunSchema = v.object({
  period: v.picklist(CASHBACK_RUN_PERIODS, encodeMessage(messageKeys.oneOf, { values: CASHBACK_RUN_PERIODS.join(',') })),
  player: emptyAsUndefined(staffPlayerRefRule()),
});
export type StaffCashbackRunValues = v.InferInput<typeof staffCashbackRunSchema>;
export type StaffCashbackRunOutput = v.InferOutput<typeof staffCashbackRunSchema>;

/** Whose real-money play per day to show. */
export const staffPlayDaysSchema = v.object({ player: staffPlayerRefRule() });
export type StaffPlayDaysValues = v.InferInput<typeof staffPlayDaysSchema>;

export const NEWSLETTER_SUBJECT_MAX_LENGTH = 200;
export const NEWSLETTER_TEXT_MAX_LENGTH = 5000;

/** A newsletter's text: trimmed, required, bounded; line breaks allowed, NUL (which PostgreSQL cannot keep) not. */
const newsletterTextRule = () =>
  v.pipe(
    formString(),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(NEWSLETTER_TEXT_MAX_LENGTH, maxLengthMessage(NEWSLETTER_TEXT_MAX_LENGTH)),
    v.check((value) => !value.includes('\u0000'), messageKeys.type),
  );

/** One newsletter to one player: only their subscribed and confirmed contacts get it. */
export const staffNewsletterSchema = v.object({
  player: staffPlayerRefRule(),
  subject: requiredText(NEWSLETTER_SUBJECT_MAX_LENGTH),
  text: newsletterTextRule(),
});
export type StaffNewsletterValues = v.InferInput<typeof staffNewsletterSchema>;
export type StaffNewsletterOutput = v.InferOutput<typeof staffNewsletterSchema>;
