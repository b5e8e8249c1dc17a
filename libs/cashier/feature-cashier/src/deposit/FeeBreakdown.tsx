import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { DepositMethod } from '@nfx/api-contract';
import { formatMoney, paymentFeeMinor } from '@nfx/format';
import { minorToWireAmount, wireAmountToMinor } from '@nfx/money';
import { parseSum, sumRule } from '@nfx/validation';
import { muted } from '@nfx/ui';
import { feeText } from './fee-text';

/**
 * The method's fee before paying: with a valid amount of a method that charges one, what the
 * player pays, the fee and what reaches the balance (the same rounding the API uses); otherwise
 * the method's fee terms. Announced politely as the amount changes.
 */
export function FeeBreakdown({ method, amount }: { method: DepositMethod; amount: string }) {
  const { t } = useTranslation();
  const charged = method.fee.percent > 0 || method.fee.fixed.amount > 0;
  const valid = v.safeParse(sumRule({ min: method.min_amount, max: method.max_amount }), amount).success;
  let text = feeText(t, method.fee);
  if (charged && valid) {
    const payMinor = wireAmountToMinor(parseSum(amount.trim()), method.currency);
    const feeMinor = paymentFeeMinor(payMinor, method.fee);
    const shown = (minor: number) => formatMoney(minorToWireAmount(minor, method.currency), method.currency);
    text = t('cashier.deposit.feeBreakdown', { pay: shown(payMinor), fee: shown(feeMinor), receive: shown(payMinor - feeMinor) });
  }
  return (
    <p className={muted()} aria-live="polite" data-testid="deposit-fee">
      {text}
    </p>
  );
}
