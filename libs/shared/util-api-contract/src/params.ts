import * as v from 'valibot';
import { formInt, formList, formString, maxLengthMessage, messageKeys, optionalText } from '@nfx/validation';

/** PostgreSQL text cannot hold NUL; refusing it at the edge keeps it from turning into a 500 later. */
export const noNul = v.check<string, string>((value) => !value.includes('\u0000'), messageKeys.type);

/**
 * An input object whose missing fields report `required` (valibot reports a missing key with
 * the object's own message), like an empty one does.
 */
export function inputObject<TEntries extends v.ObjectEntries>(entries: TEntries, missingMessage: string = messageKeys.required) {
  return v.object(entries, missingMessage);
}

/** `locale` and `version` travel in every query (spec §7); listed so the API docs show them. */
export const queryCommon = {
  locale: optionalText(16),
  version: optionalText(32),
};

/** The query of a GET call: the common parameters plus the call's own. */
export function queryInput<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object({ ...queryCommon, ...entries });
}

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

/** An opaque string kept as sent (stored values): only NUL, which the database refuses, is rejected. */
export const opaqueString = v.pipe(formString(), noNul);
