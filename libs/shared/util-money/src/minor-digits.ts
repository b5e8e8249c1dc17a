import { MoneyError } from './money-error';

const CURRENCY_CODE = /^[A-Z]{3}$/;
const digitsByCurrency = new Map<string, number>();

/** "usd " → "USD"; anything but three letters is refused (ISO 4217 codes are three letters). */
export function currencyCode(currency: string): string {
  const code = currency.trim().toUpperCase();
  if (!CURRENCY_CODE.test(code)) throw new MoneyError('currency', `Not a currency code: ${JSON.stringify(currency)}`);
  return code;
}

/**
 * How many decimals a currency's minor unit has (its ISO 4217 exponent): JPY 0, EUR 2, BHD 3.
 * The table is the platform's own (ICU's copy of ISO 4217 behind Intl), so no list is kept here;
 * an unknown code gets ICU's default of 2. Cached because building a NumberFormat is slow.
 */
export function minorDigits(currency: string): number {
  const code = currencyCode(currency);
  const cached = digitsByCurrency.get(code);
  if (cached !== undefined) return cached;
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits;
  // Always set for the currency style; a runtime without it cannot tell a currency's decimals.
  if (digits === undefined) throw new MoneyError('currency', `This runtime does not know the decimals of ${code}`);
  digitsByCurrency.set(code, digits);
  return digits;
}
