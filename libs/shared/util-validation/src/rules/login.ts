import * as v from 'valibot';
import { messageKeys } from '../messages';
import { formString, maxLengthMessage, singleLine } from './text';

export const LOGIN_MAX_LENGTH = 254;

/**
 * Login (§5): required; a leading `+` is removed (players type phone numbers as logins).
 * A login is a user name, an email or a phone number, so only the shape common to all is checked:
 * one line, without control characters (a NUL byte would otherwise reach the database).
 */
export const loginRule = () =>
  v.pipe(
    formString(),
    v.trim(),
    v.transform((value) => value.replace(/^\+/, '')),
    v.nonEmpty(messageKeys.required),
    v.maxLength(LOGIN_MAX_LENGTH, maxLengthMessage(LOGIN_MAX_LENGTH)),
    v.regex(/^[^\s<>"'`\\]*$/u, messageKeys.login),
    singleLine(),
  );
