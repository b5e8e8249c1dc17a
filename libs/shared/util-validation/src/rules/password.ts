import * as v from 'valibot';
import { encodeMessage, messageKeys } from '../messages';
import { formString, maxLengthMessage, minLengthMessage } from './text';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;

/** The shared password set: Latin letters, digits and printable ASCII punctuation (no spaces). */
const ALLOWED_PASSWORD_CHAR = /[A-Za-z0-9!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/;

/** The distinct characters of `value` outside the allowed set, in order of appearance. */
export function invalidPasswordCharacters(value: string): string[] {
  const invalid = new Set<string>();
  for (const char of value) if (!ALLOWED_PASSWORD_CHAR.test(char)) invalid.add(char);
  return [...invalid];
}

/**
 * Password (§5, §9): required, 6 to 20 characters of the allowed set; the message of the
 * set check lists the invalid characters (`validation.passwordSymbols?symbols=…`).
 * Not trimmed: spaces are reported as invalid rather than silently removed.
 */
export const passwordRule = () =>
  v.pipe(
    formString(),
    v.nonEmpty(messageKeys.required),
    v.minLength(PASSWORD_MIN_LENGTH, minLengthMessage(PASSWORD_MIN_LENGTH)),
    v.maxLength(PASSWORD_MAX_LENGTH, maxLengthMessage(PASSWORD_MAX_LENGTH)),
    v.check(
      (value) => invalidPasswordCharacters(value.slice(0, PASSWORD_MAX_LENGTH * 2)).length === 0,
      (issue) =>
        encodeMessage(messageKeys.passwordSymbols, {
          symbols: invalidPasswordCharacters(String(issue.input).slice(0, PASSWORD_MAX_LENGTH * 2)).join(''),
        }),
    ),
  );

/**
 * Checks a password against a sibling "repeat" field when the repeat is given; the issue
 * lands on the repeat field (`validation.sameAs?field=password`).
 */
export function sameAsPassword<TInput extends Record<string, unknown>>(
  passwordKey: keyof TInput & string,
  repeatKey: keyof TInput & string,
) {
  return v.forward<TInput, v.CheckIssue<TInput>, readonly [string]>(
    v.check(
      (input) => input[repeatKey] === undefined || input[repeatKey] === input[passwordKey],
      encodeMessage(messageKeys.sameAs, { field: passwordKey }),
    ),
    // valibot types paths from literal tuples; the key is checked by this function's own signature.
    [repeatKey] as never,
  );
}
