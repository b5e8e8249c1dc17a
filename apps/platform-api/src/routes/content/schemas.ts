import * as v from 'valibot';

/**
 * Input pieces of the content calls. Messages are the keys of the `validation` catalogue, so
 * the client shows the translated text for the first key of a field (spec §5).
 */

/** PostgreSQL text cannot hold NUL; refusing it here keeps it from turning into a 500 later. */
export const noNul = v.check<string, string>((value) => !value.includes('\u0000'), 'regex');

/**
 * An input object whose missing fields report `required` (valibot reports a missing key with
 * the object's own message), like an empty one does.
 */
export function inputObject<TEntries extends v.ObjectEntries>(entries: TEntries, missingMessage = 'required') {
  return v.object(entries, missingMessage);
}

/** `locale` and `version` travel in every query; listed so the API docs show them. */
export const queryCommon = {
  locale: v.optional(v.pipe(v.string(), v.maxLength(16, 'maxLength'), noNul)),
  version: v.optional(v.pipe(v.string(), v.maxLength(32, 'maxLength'), noNul)),
};

export function requiredText(max: number) {
  return v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(max, 'maxLength'), noNul);
}

/** A whole number in a query string, with bounds and a default when absent. */
export function integerParam(min: number, max: number, fallback: number) {
  return v.optional(
    v.pipe(v.string('integer'), v.regex(/^\d{1,9}$/, 'integer'), v.transform(Number), v.minValue(min, 'minValue'), v.maxValue(max, 'maxValue')),
    String(fallback),
  );
}

/** Same rule as the client's email check (spec §5): no spaces, an @, a domain and one or two more parts. */
export const emailSchema = v.pipe(
  v.string('required'),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(254, 'maxLength'),
  v.regex(/^[^\s@]+@[^\s@.]+(\.[^\s@.]+){1,2}$/, 'email'),
  noNul,
);

/** Spec §5 name rule: no digits or the listed special characters. */
export const personNameSchema = v.pipe(requiredText(100), v.regex(/^[^\d@_"!?#$%^&*(){}[\]|/\\<>~§+:;`]+$/, 'name'));

/** A site path as the client sends it for metadata. */
export const pagePathSchema = v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(2048, 'maxLength'), v.startsWith('/', 'regex'), noNul);

export const storageKeySchema = v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(64, 'maxLength'), v.regex(/^[A-Za-z0-9_.:-]+$/, 'regex'));
