import * as v from 'valibot';
import { encodeMessage, messageKeys } from '../messages';
import { formString } from '../rules/text';
import { staffReasonRule } from './staff';

/**
 * The cashier's currencies have two decimals (ISO 4217 exponent 2): these turn a decimal amount
 * into integer minor units and back by their digits, never through floating point, so "0.29" is
 * 29 and not 28.999….
 */
const MINOR_DIGITS = 2;
const SCALE = 10 ** MINOR_DIGITS;

/** Digits with at most two decimals, a point or a comma before them ("12", "12.5", "12,50"). */
const REFUND_AMOUNT_PATTERN = /^(\d{1,12})(?:[.,](\d{1,2}))?$/;

/** "12,5" → 1250: a refund amount as typed, in minor units (the rule checked its shape first). */
export function parseRefundAmount(typed: string): number {
  const match = REFUND_AMOUNT_PATTERN.exec(typed.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * SCALE + Number((match[2] ?? '').padEnd(MINOR_DIGITS, '0'));
}

/** 1250 → "12.50": minor units as the wire's decimal string. */
export function minorUnitsToDecimal(minor: number | string): string {
  const value = Math.trunc(Number(minor));
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.abs(value)).padStart(MINOR_DIGITS + 1, '0');
  return `${sign}${digits.slice(0, -MINOR_DIGITS)}.${digits.slice(-MINOR_DIGITS)}`;
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
