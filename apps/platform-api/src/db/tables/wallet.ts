import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, never>;
/** Filled by the database (generated columns, the posting trigger); never written by code. */
type DatabaseOwned<T> = ColumnType<T, never, never>;

/** What a ledger account is for. The kind decides who owns it and whether it may go negative. */
export type LedgerAccountKind =
  /** A player's real money, bonus money, betting-bonus money and money held for pending withdrawals. */
  | 'main'
  | 'bonus'
  | 'betting_bonus'
  | 'pending_withdrawal'
  /** The operator's side of bets and wins (one per currency and shard). */
  | 'house'
  /** What a payment provider owes us or we owe it (one per provider and currency). */
  | 'payment_clearing'
  /** The counterpart of balances that existed before the ledger (one per currency). */
  | 'opening_balance'
  /** What the operator earned from payment fees (one per currency); never negative. */
  | 'fee_income';

export type TransferKind =
  | 'opening_balance'
  | 'legacy_adjustment'
  | 'deposit'
  | 'withdrawal_hold'
  | 'withdrawal_payout'
  | 'withdrawal_release'
  | 'bet'
  | 'win'
  | 'reversal'
  | 'bonus_grant'
  | 'bonus_forfeit'
  | 'bonus_conversion'
  | 'cashback_payout'
  | 'deposit_fee'
  | 'deposit_refund'
  | 'deposit_fee_refund';

/**
 * One account of the double-entry ledger. `balance` is a cache of (credits − debits) kept by the
 * posting trigger of `ledger_transfers`; a direct update of it is refused by the database.
 */
export interface LedgerAccountsTable {
  id: Generated<number>;
  kind: LedgerAccountKind;
  /** The player (`accounts.id`) for player kinds, null otherwise. */
  player_id: number | null;
  /** The payment provider for `payment_clearing`, null otherwise. */
  provider: string | null;
  currency: string;
  /** House accounts are split per currency into shards so concurrent bets do not queue on one row. */
  shard: ColumnType<number, number | undefined, never>;
  balance: DatabaseOwned<number>;
  /** Generated from the kind: only house, clearing and opening-balance accounts may go negative. */
  may_go_negative: DatabaseOwned<boolean>;
  created_at: Timestamp;
}

/**
 * One movement of money: `amount` leaves the debit account and reaches the credit account.
 * Append-only (updates and deletes are refused by the database).
 */
export interface LedgerTransfersTable {
  id: Generated<number>;
  /** The caller's idempotency key: a transfer applies at most once per key. */
  idempotency_key: string;
  kind: TransferKind;
  debit_account_id: number;
  credit_account_id: number;
  amount: number;
  currency: string;
  /** For a reversal: the transfer it reverses (unique: a transfer is reversed at most once). */
  reverses_transfer_id: number | null;
  /** For a withdrawal payout or release: the hold it settles (unique: a hold is settled once). */
  settles_transfer_id: number | null;
  /** The business object that caused it, e.g. ('game_round', '42') or ('payment', 'p-17'). */
  reference_type: string | null;
  reference_id: string | null;
  /** Balances of both accounts right after this transfer, written by the posting trigger. */
  debit_balance_after: DatabaseOwned<number>;
  credit_balance_after: DatabaseOwned<number>;
  created_at: Timestamp;
}

/** Idempotency keys of payments that were declined or failed: no transfer may ever use them. */
export interface LedgerDeclinedKeysTable {
  idempotency_key: string;
  reason: string;
  created_at: Timestamp;
}

/** How far the import of the balances and slot rounds kept outside the ledger has come, per player. */
export interface LedgerLegacyImportsTable {
  player_id: number;
  currency: string;
  last_round_id: number;
  imported_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface WalletTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_declined_keys: LedgerDeclinedKeysTable;
  ledger_legacy_imports: LedgerLegacyImportsTable;
}
