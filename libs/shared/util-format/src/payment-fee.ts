import type { Money } from '@nfx/api-contract';
import { wireAmountToMinor } from '@nfx/money';

/** A payment method's fee: a percentage of the amount (to hundredths) plus a fixed part in its currency's units. */
export interface PaymentFee {
  percent: number;
  fixed: Money;
}

/**
 * The fee of a payment of `amountMinor` (minor units), in minor units: the percentage rounded half
 * up to the minor unit, plus the fixed part, never the whole amount. In integers (the percentage as
 * basis points), so the deposit form and the API that takes the fee always agree on the cent.
 */
export function paymentFeeMinor(amountMinor: number, fee: PaymentFee): number {
  const basisPoints = Math.round(fee.percent * 100);
  const percentPart = Math.floor((amountMinor * basisPoints + 5_000) / 10_000);
  const total = percentPart + wireAmountToMinor(fee.fixed.amount, fee.fixed.currency);
  return Math.max(0, Math.min(total, amountMinor - 1));
}
