import type { TransferKind } from '../db/tables/wallet';

/**
 * Kinds that `transfer` accepts. Reversals go through `reverse` and the withdrawal kinds through
 * the hold calls, which name the transfer they reverse or settle. Which accounts each kind may
 * debit and credit is the database's table `ledger_transfer_routes`.
 */
export type PlainTransferKind = Exclude<TransferKind, 'reversal' | 'withdrawal_hold' | 'withdrawal_payout' | 'withdrawal_release'>;

export const PLAIN_TRANSFER_KINDS: readonly PlainTransferKind[] = [
  'opening_balance',
  'legacy_adjustment',
  'deposit',
  'bet',
  'win',
  'bonus_grant',
  'bonus_forfeit',
  'bonus_conversion',
  'cashback_payout',
  'deposit_fee',
  'deposit_refund',
  'deposit_fee_refund',
];

/** Kinds with a lifecycle of their own (a reversal, a hold and what settles it) are never reversed. */
export const NOT_REVERSIBLE: readonly TransferKind[] = ['reversal', 'withdrawal_hold', 'withdrawal_payout', 'withdrawal_release'];
