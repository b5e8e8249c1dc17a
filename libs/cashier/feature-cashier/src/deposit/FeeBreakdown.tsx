import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { DepositMethod } from '@nfx/api-contract';
import { formatMoney, paymentFeeMinor } from '@nfx/format';
import { parseSum, sumRule } from '@nfx/validation';
import * as styles from '../common/cashier.css';
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
    const payMinor = parseSum(amount.trim()) * 100;
    const feeMinor = paymentFeeMinor(payMinor, method.fee);
    text = t('cashier.deposit.feeBreakdown', {
      pay: formatMoney(payMinor / 100, method.currency),
      fee: formatMoney(feeMinor / 100, method.currency),
      receive: formatMoney((payMinor - feeMinor) / 100, method.currency),
    });
  }
  return (
    <p className={styles.muted} aria-live="polite" data-testid="deposit-fee">
      {text}
    </p>
  );
}
