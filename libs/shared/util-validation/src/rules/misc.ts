import * as v from 'valibot';
import { encodeMessage, messageKeys } from '../messages';
import { formString, maxLengthMessage } from './text';

/**
 * A pattern from configuration, or null when it is missing or not a valid regular expression;
 * a broken configured pattern must not break the form.
 */
export function patternFrom(source: string | RegExp | null | undefined): RegExp | null {
  if (source instanceof RegExp) return source;
  if (!source) return null;
  try {
    return new RegExp(source, 'u');
  } catch {
    return null;
  }
}

/** Postcode (§5, §9): up to 8 digits by default, or a configured pattern. */
export const postcodeRule = (pattern: RegExp = /^\d{1,8}$/) =>
  v.pipe(
    formString(),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(20, maxLengthMessage(20)),
    v.regex(pattern, messageKeys.postcode),
  );

export const PROMO_CODE_MAX_LENGTH = 64;

/** Promo code (§5): trimmed and always valid locally (the server checks it); bounded. */
export const promoCodeRule = () =>
  v.pipe(
    formString(),
    v.trim(),
    v.maxLength(PROMO_CODE_MAX_LENGTH, maxLengthMessage(PROMO_CODE_MAX_LENGTH)),
    v.regex(/^[\p{L}\p{N}_-]*$/u, messageKeys.regex),
  );

/** ISO 4217 currency code. */
export const currencyRule = () => v.pipe(formString(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, messageKeys.currency));

/** Locale code as used in paths: `en`, `pt-BR`. */
export const localeRule = () => v.pipe(formString(), v.trim(), v.regex(/^[a-z]{2}(?:-[A-Za-z]{2})?$/, messageKeys.locale));

/** ISO 3166-1 alpha-2 country code. */
export const countryCodeRule = () => v.pipe(formString(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, messageKeys.country));

/** Sex (§3: a number, default 0): 0 unknown, 1 male, 2 female. */
export const sexRule = () =>
  v.pipe(
    v.union([v.picklist(['0', '1', '2']), v.picklist([0, 1, 2])], encodeMessage(messageKeys.oneOf, { values: '0,1,2' })),
    v.transform((value) => Number(value)),
  );

/** A custom field rule from configuration: a regex, or simply non-empty. */
export const customRule = (pattern: RegExp = /[\s\S]/) =>
  v.pipe(formString(), v.trim(), v.nonEmpty(messageKeys.required), v.regex(pattern, messageKeys.regex));

/** Opaque tokens from links (password reset, unsubscribe): URL-safe base64 of bounded size. */
export const tokenRule = () =>
  v.pipe(formString(), v.trim(), v.nonEmpty(messageKeys.required), v.regex(/^[A-Za-z0-9_-]{16,128}$/, messageKeys.regex));
