import * as v from 'valibot';
import { encodeMessage, messageKeys } from '../messages';

/**
 * Form data and query strings carry only strings. These helpers accept the string forms the
 * site's API client sends (booleans as "1"/"0", numbers as decimal text) and also the typed
 * values, so the same schema validates a client form model and a server request.
 */

/** "1"/"0" (or true/false, 1/0) → 1 | 0. */
export const formFlag = () =>
  v.pipe(
    v.union(
      [v.picklist(['1', '0'], messageKeys.flag), v.picklist([1, 0], messageKeys.flag), v.boolean(messageKeys.flag)],
      messageKeys.flag,
    ),
    v.transform((value): 0 | 1 => (value === '1' || value === 1 || value === true ? 1 : 0)),
  );

/** A decimal integer within bounds: "42" or 42 → 42. */
export const formInt = (options: { min?: number; max?: number } = {}) => {
  const min = options.min ?? Number.MIN_SAFE_INTEGER;
  const max = options.max ?? Number.MAX_SAFE_INTEGER;
  return v.pipe(
    v.union(
      [v.pipe(v.string(messageKeys.integer), v.regex(/^-?\d{1,15}$/, messageKeys.integer)), v.number(messageKeys.integer)],
      messageKeys.integer,
    ),
    v.transform((value) => Number(value)),
    v.integer(messageKeys.integer),
    v.minValue(min, encodeMessage(messageKeys.minValue, { min })),
    v.maxValue(max, encodeMessage(messageKeys.maxValue, { max })),
  );
};

/** The "truthy checkbox" of §5 (terms): must be checked. */
export const truthyCheckbox = () =>
  v.pipe(
    v.union([v.literal('1'), v.literal('true'), v.literal(1), v.literal(true)], messageKeys.truthy),
    v.transform((): 1 => 1),
  );

/** A comma-joined list in a query (`fields=contacts,document`) → the known items it names. */
export const formList = <const T extends string>(allowed: readonly T[]) =>
  v.pipe(
    v.string(messageKeys.type),
    v.maxLength(500, encodeMessage(messageKeys.maxLength, { max: 500 })),
    v.transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    ),
    v.check(
      (items) => items.every((item) => (allowed as readonly string[]).includes(item)),
      encodeMessage(messageKeys.oneOf, { values: allowed.join(',') }),
    ),
    v.transform((items) => items as T[]),
  );
