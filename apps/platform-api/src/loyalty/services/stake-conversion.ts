import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * A stake in minor units of `from`, converted to minor units of `to` with the platform's currency
 * rates (`currency_rates`, units per 1 USD: the same reference table `account.getcurrencyrates`
 * answers; read here, in the consumer's transaction, not through the account area's code).
 * Rounded to a whole minor unit. Null when either rate is unknown or not positive: a stake is
 * never given points on a guessed rate.
 */
export async function convertStake(trx: Transaction<Database>, stake: number, from: string, to: string): Promise<number | null> {
  if (from === to) return stake;
  const rows = await trx.selectFrom('currency_rates').select(['currency', 'rate']).where('currency', 'in', [from, to]).execute();
  const rateOf = (currency: string) => Number(rows.find((row) => row.currency === currency)?.rate ?? 0);
  const fromRate = rateOf(from);
  const toRate = rateOf(to);
  if (!(fromRate > 0) || !(toRate > 0)) return null;
  return Math.round((stake * toRate) / fromRate);
}
