// The cashier area's context: what its routes are given and what it decorates the app
// with. Routes import this module, never `cashier-area.ts`, which imports them (issue 43 §5).
import type { PaymentProvider } from './providers/payment-provider';
import type { DepositRefunds } from './services/deposit-refunds';
import type { Deposits } from './services/deposits';
import type { ManualPayouts } from './services/manual-payouts';
import type { PaymentEvents } from './services/payment-events';
import type { PayoutRequisites } from './services/payout-requisites';
import type { Withdrawals } from './services/withdrawals';

/** What the cashier routes are given. */
export interface CashierArea {
  providers: ReadonlyMap<string, PaymentProvider>;
  deposits: Deposits;
  withdrawals: Withdrawals;
  paymentEvents: PaymentEvents;
  refunds: DepositRefunds;
}

/** What the operator pages may ask of the cashier: the withdrawals waiting for a decision. */
export interface CashierDirectory {
  withdrawalQueue: Withdrawals['reviewQueue'];
  approveWithdrawal(id: number): Promise<boolean>;
  declineWithdrawal(id: number, reason: string): Promise<boolean>;
  /** Asks the provider to refund a paid deposit, in full or a part (minor units); the money moves on its signed callback. */
  refundDeposit: DepositRefunds['request'];
  /** What is left to refund of a deposit the operator may refund now. */
  refundable: DepositRefunds['refundable'];
  /** Applies a refund in review again, once the player's balance covers it. */
  retryRefund: DepositRefunds['retry'];
  /** Payout requisites on verification, and the operator's answer to them. */
  requisitesQueue: PayoutRequisites['reviewQueue'];
  decideRequisites: PayoutRequisites['decide'];
  /** The payments team confirms a payout it made by hand (paid) or could not make (declined, the hold goes back). */
  settleManualPayout: ManualPayouts['settle'];
  /** The name of a deposit method a provider of this server offers (the site's head for `/cashier/deposit/{sysname}`). */
  depositMethodName(sysname: string): string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    cashier: CashierDirectory;
  }
}
