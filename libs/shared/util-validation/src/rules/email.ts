import * as v from 'valibot';
import { messageKeys } from '../messages';
import { formString, maxLengthMessage } from './text';

/** §5: a local part without spaces, `@`, a domain and one or two further dotted parts. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+){1,2}$/;
export const EMAIL_MAX_LENGTH = 254;

/** Email: required, trimmed, the §5 shape ("Wrong email address"). */
export const emailRule = () =>
  v.pipe(
    formString(),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(EMAIL_MAX_LENGTH, maxLengthMessage(EMAIL_MAX_LENGTH)),
    v.regex(EMAIL_PATTERN, messageKeys.email),
  );
