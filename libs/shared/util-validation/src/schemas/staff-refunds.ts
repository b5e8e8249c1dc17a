import { MoneyError, decimalToMinor, minorToDecimal } from '@nfx/money';
import * as v from 'valibot';
import { encodeMessage, messageKeys } from '../messages';
import { formString } from '../rules/text';
import { staffReasonRule } from './staff';

/** The cashier's currency when a caller names none; its ISO 4217 exponent is 2 like every site currency. */
const CASHIER_CURRENCY = 'USD';

/** Digits with at most two decimals, a point or a comma before them ("12", "12.5", "12,50"). */
const REFUND_AMOUNT_PATTERN = /^(\d{1,12})(?:[.,](\d{1,2}))?$/;

/**
 * "12,5" → 1250: a refund amount as typed, in minor units of the currency (by @nfx/money, from its
 * digits, never through floating point); NaN when it is not such an amount.
 */
export function parseRefundAmount(typed: string, currency: string = CASHIER_CURRENCY): number {
  const text = typed.trim();
  if (!REFUND_AMOUNT_PATTERN.test(text)) return Number.NaN;
  try {
    return decimalToMinor(text, currency);
  } catch (error) {
    if (error instanceof MoneyError) return Number.NaN;
    throw error;
  }
}

/** A numeric column's whole count as the database sends it: kept as text so any size stays exact. */
const WHOLE_MINOR = /^-?\d+$/;

/** 1250 → "12.50": minor units as the wire's decimal string (a fraction of a minor unit is cut off). */
export function minorUnitsToDecimal(minor: number | string, currency: string = CASHIER_CURRENCY): string {
  const whole = typeof minor === 'string' && WHOLE_MINOR.test(minor.trim()) ? minor : BigInt(Math.trunc(Number(minor)));
  return minorToDecimal(whole, currency);
}

/**
 * A refund's amount: a decimal with at most two decimals, above zero, and (when the form knows
 * it) at most what is left of the deposit, in minor units. The API checks "what is left" against
 * the deposit itself, under its lock.
 */
export const refundAmountRule = (leftMinor?: number) =>
  v.pipe(
    formString(),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(20, messageKeys.wrongField),
    v.regex(REFUND_AMOUNT_PATTERN, messageKeys.wrongField),
    v.check(
      (value) => !REFUND_AMOUNT_PATTERN.test(value) || parseRefundAmount(value) > 0,
      encodeMessage(messageKeys.minValue, { min: minorUnitsToDecimal(1) }),
    ),
    v.check(
      (value) => leftMinor === undefined || !REFUND_AMOUNT_PATTERN.test(value) || parseRefundAmount(value) <= leftMinor,
      encodeMessage(messageKeys.maxValue, { max: minorUnitsToDecimal(leftMinor ?? 0) }),
    ),
  );

/** The back office's refund form: how much of the deposit (what is left, by default) and why. */
export const staffRefundFormSchema = (leftMinor?: number) => v.object({ amount: refundAmountRule(leftMinor), reason: staffReasonRule() });
export type StaffRefundFormValues = v.InferInput<ReturnType<typeof staffRefundFormSchema>>;
