/** A payment method's fee: a percentage of the amount (to hundredths) plus a fixed part in whole units. */
export interface PaymentFee {
  percent: number;
  fixed: { amount: number };
}

/**
 * The fee of a payment of `amountMinor` (minor units), in minor units: the percentage rounded half
 * up to the minor unit, plus the fixed part, never the whole amount. In integers (the percentage as
 * basis points), so the deposit form and the API that takes the fee always agree on the cent.
 */
export function paymentFeeMinor(amountMinor: number, fee: PaymentFee): number {
  const basisPoints = Math.round(fee.percent * 100);
  const percentPart = Math.floor((amountMinor * basisPoints + 5_000) / 10_000);
  const total = percentPart + Math.round(fee.fixed.amount * 100);
  return Math.max(0, Math.min(total, amountMinor - 1));
}
