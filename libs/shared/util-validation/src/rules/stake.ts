import { MoneyError, decimalToMinor } from '@nfx/money';
import * as v from 'valibot';
import { messageKeys } from '../messages';
import { formString } from './text';

const STAKE_PATTERN = /^\d{1,7}(?:[.,]\d{1,2})?$/;

/**
 * "2,5" or "2.50" → 250: a stake in minor units of the currency (USD's hundredths unless named),
 * from its digits by @nfx/money; NaN when it is not a stake the currency can pay.
 */
export function parseStake(value: string, currency = 'USD'): number {
  try {
    return decimalToMinor(value, currency);
  } catch (error) {
    if (error instanceof MoneyError) return Number.NaN;
    throw error;
  }
}

/**
 * A bet's stake: decimal units with at most two decimals (a comma or a point), more than zero.
 * The book's own bounds depend on the player's currency and are the API's to check.
 */
export const stakeRule = () =>
  v.pipe(
    formString(),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.regex(STAKE_PATTERN, messageKeys.sum),
    v.check((value) => !STAKE_PATTERN.test(value) || parseStake(value) > 0, messageKeys.sum),
  );
