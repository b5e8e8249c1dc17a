import { sql } from 'kysely';
import type { Db } from '../db/database';

/** A player's balances in one currency, in minor units (0 for an account not opened yet). */
export interface PlayerBalances {
  currency: string;
  main: number;
  bonus: number;
  bettingBonus: number;
  pendingWithdrawal: number;
}

export async function playerBalances(db: Db, playerId: number, currency: string): Promise<PlayerBalances> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['kind', 'balance'])
    .where('player_id', '=', playerId)
    .where('currency', '=', currency)
    .execute();
  const of = (kind: string) => Number(rows.find((row) => row.kind === kind)?.balance ?? 0);
  return { currency, main: of('main'), bonus: of('bonus'), bettingBonus: of('betting_bonus'), pendingWithdrawal: of('pending_withdrawal') };
}

/**
 * One ledger account's balance as an SQL expression, for a caller's statement that reads it beside
 * its own writes (the slot spin's round, one round trip): the ledger's table stays the wallet's.
 */
export function accountBalanceExpression(accountId: number) {
  return sql<number | string>`(select balance from ledger_accounts where id = ${accountId})`;
}

export async function accountBalance(db: Db, accountId: number): Promise<number> {
  const row = await db.selectFrom('ledger_accounts').select('balance').where('id', '=', accountId).executeTakeFirst();
  if (!row) throw new Error(`No ledger account ${accountId}`);
  return Number(row.balance);
}

/** What `audit` finds wrong; every list is empty in a sound ledger. */
export interface LedgerAudit {
  /** Currencies whose accounts do not sum to zero. */
  unbalancedCurrencies: Array<{ currency: string; sum: number }>;
  /** Accounts whose cached balance differs from the sum of their transfers. */
  cacheMismatches: Array<{ accountId: number; cached: number; fromTransfers: number }>;
  /** Accounts below zero that may not be. */
  negativeAccounts: Array<{ accountId: number; balance: number }>;
}

/**
 * Checks the ledger's invariants with plain queries (optionally for one currency). The zero sum
 * is one query: every transfer adds its amount to one account and takes it from another.
 */
export async function auditLedger(db: Db, currency?: string): Promise<LedgerAudit> {
  const inCurrency = currency === undefined ? sql`true` : sql`currency = ${currency}`;
  const unbalanced = await sql<{ currency: string; sum: string | number }>`
    select currency, sum(balance) as sum from ledger_accounts where ${inCurrency} group by currency having sum(balance) <> 0`.execute(db);
  const mismatches = await sql<{ id: number; balance: number; computed: string | number }>`
    select a.id, a.balance, coalesce(c.total, 0) - coalesce(d.total, 0) as computed
    from ledger_accounts a
    left join (select credit_account_id as id, sum(amount) as total from ledger_transfers group by credit_account_id) c on c.id = a.id
    left join (select debit_account_id as id, sum(amount) as total from ledger_transfers group by debit_account_id) d on d.id = a.id
    where ${inCurrency} and a.balance <> coalesce(c.total, 0) - coalesce(d.total, 0)`.execute(db);
  const negative = await sql<{ id: number; balance: number }>`
    select id, balance from ledger_accounts where ${inCurrency} and not may_go_negative and balance < 0`.execute(db);
  return {
    unbalancedCurrencies: unbalanced.rows.map((row) => ({ currency: row.currency, sum: Number(row.sum) })),
    cacheMismatches: mismatches.rows.map((row) => ({
      accountId: Number(row.id),
      cached: Number(row.balance),
      fromTransfers: Number(row.computed),
    })),
    negativeAccounts: negative.rows.map((row) => ({ accountId: Number(row.id), balance: Number(row.balance) })),
  };
}
