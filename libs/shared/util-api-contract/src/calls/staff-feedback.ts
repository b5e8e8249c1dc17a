import * as v from 'valibot';
import { encodeMessage, messageKeys, optionalText } from '@nfx/validation';
import { callsOf } from '../define-call';
import { idParam, inputObject, integerParam, queryInput } from '../params';
import { oneSchema, timestampSchema } from '../responses';

const staffCall = callsOf('staff');

/** The support team's inbox: messages waiting for an answer (oldest first) or answered ones (latest first). */
export const STAFF_FEEDBACK_VIEWS = ['waiting', 'answered'] as const;

/** Messages per page of the inbox. */
export const STAFF_FEEDBACK_PAGE_SIZE = 50;

const staffFeedbackSchema = v.object({
  id: v.number(),
  /** The signed-in player who wrote, or null for a visitor. */
  player_id: v.nullable(v.number()),
  name: v.string(),
  email: v.string(),
  locale: v.string(),
  message: v.string(),
  created_at: timestampSchema,
  answered_at: v.nullable(timestampSchema),
});

/** The back office's feedback inbox (issue 41): what was sent through the support page's form; permission `feedback`. */
export const staffFeedbackCalls = {
  feedback: staffCall('feedback', 'GET', {
    summary:
      'Feedback sent through the support page: waiting (oldest first) or answered (latest first), 50 a page; `query` finds a message or player id, or text in the name, email or message (feedback)',
    input: queryInput({
      view: v.optional(
        v.picklist(STAFF_FEEDBACK_VIEWS, encodeMessage(messageKeys.oneOf, { values: STAFF_FEEDBACK_VIEWS.join(',') })),
        'waiting',
      ),
      query: optionalText(254),
      page: integerParam(1, 1000, 1),
    }),
    response: v.object({ items: v.array(staffFeedbackSchema), has_more: v.boolean(), waiting: v.number() }),
  }),
  markFeedbackAnswered: staffCall('markFeedbackAnswered', 'POST', {
    summary: 'Marks a waiting message answered once someone replied to the sender (feedback)',
    input: inputObject({ id: idParam }),
    response: oneSchema,
  }),
  reopenFeedback: staffCall('reopenFeedback', 'POST', {
    summary: 'Puts an answered message back among the waiting ones (marked answered by mistake, or the sender wrote again) (feedback)',
    input: inputObject({ id: idParam }),
    response: oneSchema,
  }),
};
