import * as v from 'valibot';
import { messageKeys } from '../messages';
import { formString } from './text';

/** A country of account.getContactPhoneSettings (§3): its calling code and one or more masks. */
export interface PhoneCountry {
  country_code: string;
  phone_code: string;
  mask?: string | readonly string[] | null;
}

const TOKEN_TEST: Record<string, RegExp> = { '#': /\d/, '@': /\p{L}/u, '*': /[\p{L}\d]/u };
const isToken = (char: string) => char in TOKEN_TEST;

/** The masks of a country as a list; a country without one accepts up to 15 digits. */
export function phoneMasksOf(country: Pick<PhoneCountry, 'mask'> | null | undefined): string[] {
  const mask = country?.mask;
  const list = typeof mask === 'string' ? [mask] : [...(mask ?? [])];
  const usable = list.filter((entry) => [...entry].some(isToken));
  return usable.length > 0 ? usable : ['###############'];
}

/** How many characters the player types into a mask (its `#`, `@` and `*` tokens). */
export function maskSlotCount(mask: string): number {
  return [...mask].filter(isToken).length;
}

/** The literal text before the first token, e.g. `+49 ` of `+49 ### ########`. */
function maskPrefix(mask: string): string {
  const first = [...mask].findIndex(isToken);
  return first < 0 ? mask : mask.slice(0, first);
}

/** Puts characters into a mask's slots; a character that does not fit its slot is dropped. */
function fillMask(chars: string, mask: string): { text: string; used: string } {
  let text = '';
  let used = '';
  let pending = '';
  const queue = [...chars];
  for (const token of mask) {
    if (queue.length === 0) break;
    if (!isToken(token)) {
      pending += token;
      continue;
    }
    while (queue.length > 0 && !TOKEN_TEST[token]!.test(queue[0]!)) queue.shift();
    const char = queue.shift();
    if (char === undefined) break;
    text += pending + char;
    pending = '';
    used += char;
  }
  // The literal prefix shows as soon as the player starts typing, so they see the country code.
  return { text: used === '' ? '' : text, used };
}

/**
 * What the player typed, without the mask's literals: the characters of its slots. The
 * country-code prefix of the mask is removed first, so re-reading a formatted value is stable.
 */
export function extractPhoneSlots(text: string, masks: readonly string[]): string {
  const prefix = masks.map(maskPrefix).find((candidate) => candidate !== '' && text.startsWith(candidate)) ?? '';
  return [...text.slice(prefix.length)].filter((char) => /[\p{L}\d]/u.test(char)).join('');
}

export interface MaskedPhone {
  /** What the input shows. */
  text: string;
  /** The typed characters alone (the national number). */
  slots: string;
  /** True when the slots fill one of the masks exactly. */
  complete: boolean;
}

/**
 * Formats typed slot characters (§5): the shortest mask that holds them is used; input past
 * the longest mask is ignored.
 */
export function formatPhone(slots: string, masks: readonly string[]): MaskedPhone {
  const ordered = [...masks].sort((a, b) => maskSlotCount(a) - maskSlotCount(b));
  const longest = ordered[ordered.length - 1]!;
  const mask = ordered.find((candidate) => maskSlotCount(candidate) >= slots.length) ?? longest;
  const { text, used } = fillMask(slots, mask);
  return { text, slots: used, complete: ordered.some((candidate) => maskSlotCount(candidate) === used.length) };
}

/** The input's change handler in one call: re-read what is shown, then format it again. */
export function maskPhoneInput(text: string, masks: readonly string[]): MaskedPhone {
  return formatPhone(extractPhoneSlots(text, masks), masks);
}

/**
 * Pasting a full international number (§5): the country whose calling code is the longest
 * prefix of the digits is chosen (the current country wins a tie, e.g. US and Canada share 1)
 * and the rest becomes the national number. Null when no country matches.
 */
export function countryFromPastedPhone<TCountry extends PhoneCountry>(
  pasted: string,
  countries: readonly TCountry[],
  current?: TCountry | null,
): { country: TCountry; slots: string } | null {
  if (!/^\s*(\+|00)/.test(pasted)) return null;
  const digits = pasted.replace(/^\s*00/, '').replace(/\D/g, '');
  let best: TCountry | null = null;
  for (const country of countries) {
    if (!country.phone_code || !digits.startsWith(country.phone_code)) continue;
    const longer = !best || country.phone_code.length > best.phone_code.length;
    const tieWithCurrent = best && country.phone_code.length === best.phone_code.length && country.country_code === current?.country_code;
    if (longer || tieWithCurrent) best = country;
  }
  return best ? { country: best, slots: digits.slice(best.phone_code.length) } : null;
}

/** A phone typed into masks (§5 "Wrong phone number"): required and filling a mask exactly. */
export const maskedPhoneRule = (masks: readonly string[]) =>
  v.pipe(
    formString(),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.check((value) => formatPhone(value, masks).complete && formatPhone(value, masks).slots === value, messageKeys.phone),
  );
