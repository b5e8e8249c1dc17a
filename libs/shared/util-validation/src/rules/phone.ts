import * as v from 'valibot';
import { messageKeys } from '../messages';
import { formString } from './text';

/**
 * Phone (§5): digits only once the mask's separators are removed; 5 to 15 digits (E.164 allows
 * at most 15 including the country code). A leading `+` is accepted and dropped.
 */
export const phoneRule = () =>
  v.pipe(
    formString(),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(40, messageKeys.phone),
    v.transform((value) => value.replace(/[\s().-]/g, '').replace(/^\+/, '')),
    v.regex(/^\d{5,15}$/, messageKeys.phone),
  );

/** A phone country calling code: "49" or "+49" → "49". */
export const phoneCountryCodeRule = () =>
  v.pipe(
    formString(),
    v.trim(),
    v.transform((value) => value.replace(/^\+/, '')),
    v.regex(/^\d{1,4}$/, messageKeys.phone),
  );

/**
 * Formats digits with a mask of §5 tokens (# digit, @ letter, * letter or digit); extra
 * input beyond the mask is ignored.
 */
export function applyPhoneMask(value: string, mask: string): string {
  let out = '';
  let index = 0;
  for (const token of mask) {
    const char = value[index];
    if (char === undefined) break;
    const fits = token === '#' ? /\d/.test(char) : token === '@' ? /\p{L}/u.test(char) : token === '*' ? /[\p{L}\d]/u.test(char) : null;
    if (fits === null) {
      out += token;
      continue;
    }
    if (!fits) break;
    out += char;
    index += 1;
  }
  return out;
}
