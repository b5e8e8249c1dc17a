/** Why the refunds page refused an amount. */
export type RefundAmountError = 'format' | 'zero' | 'too_much';

/** Digits with at most two decimals, a point or a comma before them ("12", "12.5", "12,50"). */
const AMOUNT = /^(\d{1,12})(?:[.,](\d{1,2}))?$/;

/**
 * The amount the operator typed, in minor units (currencies of this cashier have two decimals),
 * checked against what is left to refund of the deposit: above zero and at most `left`. Parsed as
 * digits, never through floating point, so "0.29" is 29 and not 28.999….
 */
export function parseRefundAmount(typed: string, left: number): { ok: true; minor: number } | { ok: false; error: RefundAmountError } {
  const match = AMOUNT.exec(typed.trim());
  if (!match) return { ok: false, error: 'format' };
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (minor === 0) return { ok: false, error: 'zero' };
  if (minor > left) return { ok: false, error: 'too_much' };
  return { ok: true, minor };
}
