import { minorDigits } from './minor-digits';
import { MoneyError } from './money-error';

/** An optional minus, digits, and optionally a point or a comma and more digits ("12", "-0.5", "12,50"). */
const DECIMAL = /^(-)?(\d+)(?:[.,](\d+))?$/;
const INTEGER = /^(-)?(\d+)$/;

/**
 * "12.5" EUR → 1250, "12" JPY → 12, "1.234" BHD → 1234: a decimal amount in minor units, made from
 * its digits (never by multiplying a float, so "0.29" is 29, not 28.999…). More decimals than the
 * currency's minor unit has is an error, not a rounding: the caller asked for money that does not
 * exist. A result beyond Number.MAX_SAFE_INTEGER is an error too.
 */
export function decimalToMinor(text: string, currency: string): number {
  const digits = minorDigits(currency);
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new MoneyError('shape', `Not a decimal amount: ${JSON.stringify(text)}`);
  const [, minus, whole = '', fraction = ''] = match;
  if (fraction.length > digits) {
    throw new MoneyError('decimals', `${JSON.stringify(text)} has more than ${digits} decimals for ${currency}`);
  }
  const minor = Number(whole + fraction.padEnd(digits, '0'));
  if (!Number.isSafeInteger(minor)) throw new MoneyError('range', `${JSON.stringify(text)} is too large`);
  return minus && minor !== 0 ? -minor : minor;
}

/** A whole count of minor units as its sign and digits; a fraction of a minor unit is an error. */
function integerDigits(minor: number | bigint | string): { minus: string; digits: string } {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
    throw new MoneyError('range', `Not a whole count of minor units: ${minor}`);
  }
  const match = INTEGER.exec(String(minor).trim());
  if (!match) throw new MoneyError('shape', `Not a whole count of minor units: ${JSON.stringify(String(minor))}`);
  const digits = (match[2] ?? '').replace(/^0+(?=\d)/, '');
  return { minus: match[1] && digits !== '0' ? '-' : '', digits };
}

/**
 * 1250 EUR → "12.50", 12 JPY → "12", 1234 BHD → "1.234": minor units as the staff wire's decimal
 * string, always with every decimal of the currency. Exact for any size (a bigint or a numeric
 * column's string included).
 */
export function minorToDecimal(minor: number | bigint | string, currency: string): string {
  const places = minorDigits(currency);
  const { minus, digits } = integerDigits(minor);
  if (places === 0) return `${minus}${digits}`;
  const padded = digits.padStart(places + 1, '0');
  return `${minus}${padded.slice(0, -places)}.${padded.slice(-places)}`;
}
