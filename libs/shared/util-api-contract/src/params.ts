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

/** A row id in a query or form body: a whole number from 1 up to PostgreSQL's integer maximum. */
export const idParam = formInt({ min: 1, max: 2_147_483_647 });

/** Game, provider and category names: lower-case words joined by dashes. */
export const sysnameParam = v.pipe(
  formString(),
  v.trim(),
  v.nonEmpty(messageKeys.required),
  v.maxLength(64, maxLengthMessage(64)),
  v.regex(/^[a-z0-9][a-z0-9-]*$/, messageKeys.regex),
);

/** A list of sysnames as a JSON array or a comma-joined string, at most `max` of them. */
export function sysnameListParam(max: number) {
  return v.pipe(
    v.union(
      [
        v.array(v.string(messageKeys.type), messageKeys.type),
        v.pipe(
          v.string(messageKeys.type),
          v.maxLength(max * 65, maxLengthMessage(max * 65)),
          v.transform((value) => value.split(',')),
        ),
      ],
      messageKeys.type,
    ),
    v.transform((items) => items.map((item) => item.trim()).filter((item) => item !== '')),
    v.maxLength(max, maxLengthMessage(max)),
    v.check((items) => items.every((item) => /^[a-z0-9][a-z0-9-]{0,63}$/.test(item)), messageKeys.regex),
  );
}

/** `yyyy-mm-dd`, a real calendar day. */
export const isoDateParam = v.pipe(
  formString(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, messageKeys.date),
  v.check(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    messageKeys.date,
  ),
);

/** A site path as the client reports it (metadata of the page on screen). */
export const pagePathParam = v.pipe(
  formString(),
  v.nonEmpty(messageKeys.required),
  v.maxLength(2048, maxLengthMessage(2048)),
  v.startsWith('/', messageKeys.regex),
  noNul,
);

/** A key of the player's small key-value store. */
export const storageKeyParam = v.pipe(
  formString(),
  v.nonEmpty(messageKeys.required),
  v.maxLength(64, maxLengthMessage(64)),
  v.regex(/^[A-Za-z0-9_.:-]+$/, messageKeys.regex),
);
