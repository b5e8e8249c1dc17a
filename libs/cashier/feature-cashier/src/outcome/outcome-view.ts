import type { DepositStatus } from '@nfx/api-contract';

export type OutcomeView = 'success' | 'pending' | 'fail' | 'cancel' | 'refunded';

/** What the player is told is what the deposit's status says, whatever the address they came back to. */
export function outcomeOfStatus(status: DepositStatus): OutcomeView {
  switch (status) {
    // A part given back later does not undo the payment: it succeeded (the receipt tells the rest).
    case 'success':
    case 'partially_refunded':
      return 'success';
    case 'failed':
      return 'fail';
    case 'cancelled':
      return 'cancel';
    // Paid, then given back by the provider (or being looked at because the balance could not cover it).
    case 'refunded':
    case 'refund_review':
      return 'refunded';
    default:
      return 'pending';
  }
}

/**
 * Before the deposit is known, a success or pending address shows "being processed" (never an
 * unconfirmed success); a failure address may say so at once.
 */
export function outcomeBeforeData(expected: 'success' | 'pending' | 'fail'): OutcomeView {
  return expected === 'fail' ? 'fail' : 'pending';
}

export function transactionIdOf(param: string | undefined): number | null {
  const value = Number(param);
  return param && /^\d{1,10}$/.test(param) && value > 0 && value <= 2_147_483_647 ? value : null;
}
