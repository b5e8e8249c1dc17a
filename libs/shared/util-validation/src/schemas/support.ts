import * as v from 'valibot';
import { messageKeys } from '../messages';
import { emailRule } from '../rules/email';
import { nameRule } from '../rules/names';
import { formString, maxLengthMessage } from '../rules/text';

/** The longest feedback message support.sendFeedback takes. */
export const FEEDBACK_MESSAGE_MAX_LENGTH = 5000;

/**
 * support.sendFeedback, the support page's form: a name (§5 name rule), an email to answer to
 * (§5 email rule) and the message, trimmed, required and bounded; line breaks allowed, NUL not
 * (PostgreSQL text cannot hold it).
 */
export const feedbackSchema = v.object(
  {
    name: nameRule(),
    email: emailRule(),
    message: v.pipe(
      formString(),
      v.trim(),
      v.nonEmpty(messageKeys.required),
      v.maxLength(FEEDBACK_MESSAGE_MAX_LENGTH, maxLengthMessage(FEEDBACK_MESSAGE_MAX_LENGTH)),
      v.check((value) => !value.includes('\u0000'), messageKeys.type),
    ),
  },
  messageKeys.required,
);

export type FeedbackValues = v.InferInput<typeof feedbackSchema>;
