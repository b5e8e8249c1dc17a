import { decimalToMinor } from './decimal';
import { minorDigits } from './minor-digits';
import { MoneyError } from './money-error';

/** JavaScript's exponent form of a number ("1e-7", "1.5e+21"). */
const EXPONENT_FORM = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/;

/** A finite number as plain decimal digits: String() of it, with any exponent form written out. */
function plainDecimal(amount: number): string {
  const text = String(amount);
  const match = EXPONENT_FORM.exec(text);
  if (!match) return text;
  const [, minus = '', whole = '', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  const digits = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return `${minus}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${minus}${digits}${'0'.repeat(point - digits.length)}`;
  return `${minus}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * 12.5 EUR → 1250, 1000 JPY → 1000: an amount of the player API (a JSON number in the currency's
 * major unit) in minor units. The number is read through its shortest decimal form (the one
 * String() gives and that parses back to the same number), so 0.29 is 29; more decimals than the
 * currency has is a MoneyError.
 */
export function wireAmountToMinor(amount: number, currency: string): number {
  if (!Number.isFinite(amount)) throw new MoneyError('shape', `Not a finite amount: ${amount}`);
  return decimalToMinor(plainDecimal(amount), currency);
}

/**
 * 1250 EUR → 12.5, 12 JPY → 12: minor units as the player API's number. A fractional count (a
 * share computed by the caller) is first rounded to a whole minor unit by Math.round, i.e. half
 * up; the division by a power of ten is then exact to the nearest double, the same number as
 * parsing the decimal text.
 */
export function minorToWireAmount(minor: number | bigint | string, currency: string): number {
  return Math.round(Number(minor)) / 10 ** minorDigits(currency);
}

/** Minor units as the player API's money object: `{ amount: 12.5, currency: 'EUR' }`. */
export function wireMoney(minor: number | bigint | string, currency: string): { amount: number; currency: string } {
  return { amount: minorToWireAmount(minor, currency), currency };
}
