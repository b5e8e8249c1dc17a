import * as v from 'valibot';
import { encodeMessage, messageKeys, optionalText, parseRefundAmount, refundAmountRule, staffReasonRule } from '@nfx/validation';
import { callsOf } from '../define-call';
import { idParam, inputObject, queryInput } from '../params';
import { decimalAmountSchema, timestampSchema } from '../responses';

const staffCall = callsOf('staff');

/**
 * Deposits as the payments team refunds them: paid ones that may still be refunded (in full or
 * in part), ones whose refund the player's balance could not cover (in review), and refunded ones.
 */
export const STAFF_REFUND_VIEWS = ['refundable', 'review', 'refunded'] as const;

/** What a retried refund did: applied in full or in part, or still not covered by the balance. */
export const STAFF_RETRY_OUTCOMES = ['refunded', 'partially_refunded', 'review'] as const;

const staffRefundDepositSchema = v.object({
  id: v.number(),
  player_id: v.number(),
  login: v.string(),
  email: v.nullable(v.string()),
  amount: decimalAmountSchema,
  fee: decimalAmountSchema,
  /** Refunded so far (its callbacks arrived); a refund asked of the provider counts once it is made. */
  refunded: decimalAmountSchema,
  /** What may still be refunded now (zero unless the deposit is paid and not refunded in full). */
  left: decimalAmountSchema,
  currency: v.string(),
  method: v.string(),
  status: v.string(),
  requisites: v.record(v.string(), v.string()),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** The back office's refunds page (issue 41): permission `refunds`, every change in the audit log. */
export const staffRefundsCalls = {
  refunds: staffCall('refunds', 'GET', {
    summary:
      'Deposits to refund (refundable), refunds the balance could not cover (review) or refunded deposits, newest first; `query` finds a deposit id or a player’s login or email (refunds)',
    input: queryInput({
      view: v.optional(
        v.picklist(STAFF_REFUND_VIEWS, encodeMessage(messageKeys.oneOf, { values: STAFF_REFUND_VIEWS.join(',') })),
        'refundable',
      ),
      query: optionalText(254),
    }),
    response: v.object({ items: v.array(staffRefundDepositSchema) }),
  }),
  refundDeposit: staffCall('refundDeposit', 'POST', {
    summary:
      'Asks the payment provider to refund a paid deposit, all of what is left or a part (decimal amount), with a reason; the money leaves the player’s main balance when the provider’s signed callback arrives (refunds)',
    input: inputObject({ id: idParam, amount: v.pipe(refundAmountRule(), v.transform(parseRefundAmount)), reason: staffReasonRule() }),
    response: v.object({ outcome: v.literal('requested') }),
  }),
  retryRefund: staffCall('retryRefund', 'POST', {
    summary:
      'Tries again the refunds in review of a deposit (the provider made them; the player’s balance could not cover them); nothing is asked of the provider (refunds)',
    input: inputObject({ id: idParam }),
    response: v.object({ outcome: v.picklist(STAFF_RETRY_OUTCOMES) }),
  }),
};
