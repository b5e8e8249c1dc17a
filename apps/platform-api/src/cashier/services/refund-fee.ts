/**
 * The part of a deposit's fee given back once `refunded` of its `amount` (all minor units) has been
 * refunded: in proportion, rounded half up to the minor unit, so a refund of everything gives back
 * exactly the whole fee. A refund's own share is the difference between this after it and before it,
 * so parts never drift from the whole by rounding, whatever their order or size.
 *
 * Why in proportion (the player-fair rule): the player paid the fee for the money to arrive; money
 * the provider gives back did not stay, so neither does its share of the fee. Providers differ in
 * whether they return their own fee to the merchant; the operator carries that difference, not the
 * player. Integers throughout (BigInt: fee × refunded may pass 2^53 for large amounts).
 */
export function feeGivenBack(fee: number, amount: number, refunded: number): number {
  if (fee <= 0 || refunded <= 0) return 0;
  if (refunded >= amount) return fee;
  const [f, a, r] = [BigInt(fee), BigInt(amount), BigInt(refunded)];
  return Number((2n * f * r + a) / (2n * a));
}
