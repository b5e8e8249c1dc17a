import * as v from 'valibot';
import {
  emailRule,
  formInt,
  formList,
  formString,
  maxLengthMessage,
  messageKeys,
  nameRule,
  optionalText,
  requiredText,
} from '@nfx/validation';

/**
 * Input pieces of the content calls, built from the shared validation rules so the API and the
 * site's forms agree. Messages are keys of the `validation` catalogue (spec §5).
 */

export { emailRule, nameRule, optionalText, requiredText };

/** PostgreSQL text cannot hold NUL; refusing it here keeps it from turning into a 500 later. */
export const noNul = v.check<string, string>((value) => !value.includes('\u0000'), messageKeys.type);

/**
 * An input object whose missing fields report `required` (valibot reports a missing key with
 * the object's own message), like an empty one does.
 */
export function inputObject<TEntries extends v.ObjectEntries>(entries: TEntries, missingMessage: string = messageKeys.required) {
  return v.object(entries, missingMessage);
}

/** `locale` and `version` travel in every query; listed so the API docs show them. */
export const queryCommon = {
  locale: optionalText(16),
  version: optionalText(32),
};

/** Multi-line text (a feedback message): trimmed, non-empty, bounded; line breaks allowed. */
export function requiredMultilineText(max: number) {
  return v.pipe(formString(), v.trim(), v.nonEmpty(messageKeys.required), v.maxLength(max, maxLengthMessage(max)), noNul);
}

/** A whole number in a query string, with bounds and a default when absent. */
export function integerParam(min: number, max: number, fallback: number) {
  return v.optional(formInt({ min, max }), String(fallback));
}

/** A comma-joined list of known names (`fields=id,description`). */
export const fieldList = formList;

/** A site path as the client sends it for metadata. */
export const pagePathSchema = v.pipe(
  formString(),
  v.nonEmpty(messageKeys.required),
  v.maxLength(2048, maxLengthMessage(2048)),
  v.startsWith('/', messageKeys.regex),
  noNul,
);

export const storageKeySchema = v.pipe(
  formString(),
  v.nonEmpty(messageKeys.required),
  v.maxLength(64, maxLengthMessage(64)),
  v.regex(/^[A-Za-z0-9_.:-]+$/, messageKeys.regex),
);

/** An opaque string kept as sent (stored values): only NUL, which the database refuses, is rejected. */
export const opaqueString = v.pipe(formString(), noNul);

export { maxLengthMessage, messageKeys };
