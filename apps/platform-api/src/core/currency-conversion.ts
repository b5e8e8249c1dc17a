import type { Db } from '../db/database';

/**
 * Minor units of one currency in minor units of another, by their rates (units per 1 USD, as the
 * platform's `currency_rates` holds them): `amount × to / from`, rounded to a whole
 * minor unit (half up), the one rounding every area applies. Null when either rate is missing or
 * not positive: an amount is never converted on a guessed rate.
 */
export function convertMinorUnits(amount: number, rates: { from: number | undefined; to: number | undefined }): number | null {
  const { from, to } = rates;
  if (from === undefined || to === undefined || !(from > 0) || !(to > 0)) return null;
  return Math.round((amount * to) / from);
}

/**
 * Reads both rates from `currency_rates` (in the caller's transaction, so an area needs no other
 * area's code for it) and converts. The same currency is returned as it is, rate or not.
 */
export async function convertCurrency(db: Db, amount: number, from: string, to: string): Promise<number | null> {
  if (from === to) return amount;
  const rows = await db.selectFrom('currency_rates').select(['currency', 'rate']).where('currency', 'in', [from, to]).execute();
  const rateOf = (currency: string) => {
    const row = rows.find((candidate) => candidate.currency === currency);
    return row === undefined ? undefined : Number(row.rate);
  };
  return convertMinorUnits(amount, { from: rateOf(from), to: rateOf(to) });
}
