import type { TFunction } from 'i18next';
import type { DepositMethod } from '@nfx/api-contract';
import { formatMoney } from '@nfx/format';

/** "No fee", or the percentage and the fixed part a method charges. */
export function feeText(t: TFunction, fee: DepositMethod['fee']): string {
  const parts: string[] = [];
  if (fee.percent > 0) parts.push(`${fee.percent}%`);
  if (fee.fixed.amount > 0) parts.push(formatMoney(fee.fixed.amount, fee.fixed.currency));
  return parts.length === 0 ? t('cashier.methods.noFee') : t('cashier.methods.fee', { fee: parts.join(' + ') });
}
