import * as v from 'valibot';
import { messageKeys } from '../messages';
import { formString } from './text';

/** Luhn (mod 10) checksum of a string of digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A saved card as the cashier lists it: first six digits, three dots, last four. */
const MASKED_CARD = /^\d{6}\.{3}\d{4}$/;
/** The literal the cashier uses for "enter a new card". */
export const NEW_CARD = 'new';

/**
 * Card number (§5 "Field Card number"): a full number passing Luhn (12–19 digits, spaces and
 * dashes ignored), a masked saved card (`411111...1111`) or the literal `new`. A configured
 * pattern replaces the default check entirely.
 */
export const cardNumberRule = (pattern?: RegExp) =>
  v.pipe(
    formString(),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(40, messageKeys.cardNumber),
    v.check((value) => {
      if (pattern) return pattern.test(value);
      if (value === NEW_CARD || MASKED_CARD.test(value)) return true;
      const digits = value.replace(/[\s-]/g, '');
      return /^\d{12,19}$/.test(digits) && passesLuhn(digits);
    }, messageKeys.cardNumber),
  );

/** Card holder (§5): letters, spaces and `. ' -`. */
export const cardHolderRule = () =>
  v.pipe(
    formString(),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(100, messageKeys.cardHolder),
    v.regex(/^[\p{L} .'-]+$/u, messageKeys.cardHolder),
  );
