import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { LedgerAccountKind } from '../db/tables/wallet';
import { InvalidTransferError } from './wallet-errors';

export type PlayerAccountKind = Extract<LedgerAccountKind, 'main' | 'bonus' | 'betting_bonus' | 'pending_withdrawal'>;
export const PLAYER_ACCOUNT_KINDS: readonly PlayerAccountKind[] = ['main', 'bonus', 'betting_bonus', 'pending_withdrawal'];

declare const ledgerAccountBrand: unique symbol;

/**
 * A ledger account as the wallet hands it out. Only the wallet creates these (the brand), so a
 * transfer cannot be pointed at a made-up id.
 */
export interface LedgerAccount {
  readonly id: number;
  readonly kind: LedgerAccountKind;
  readonly currency: string;
  readonly playerId: number | null;
  readonly provider: string | null;
  readonly shard: number;
  readonly [ledgerAccountBrand]: true;
}

export interface LedgerAccountRow {
  id: number;
  kind: LedgerAccountKind;
  currency: string;
  player_id: number | null;
  provider: string | null;
  shard: number;
}

export function toLedgerAccount(row: LedgerAccountRow): LedgerAccount {
  return {
    id: Number(row.id),
    kind: row.kind,
    currency: row.currency,
    playerId: row.player_id === null ? null : Number(row.player_id),
    provider: row.provider,
    shard: Number(row.shard),
  } as LedgerAccount;
}

const CURRENCY = /^[A-Z]{3}$/;

function checkCurrency(currency: string): void {
  // Fun (demo) money never enters the ledger: it is not money (see README).
  if (!CURRENCY.test(currency) || currency === 'FUN') throw new InvalidTransferError(`Not a ledger currency: ${currency}`);
}

interface AccountIdentity {
  kind: LedgerAccountKind;
  playerId: number | null;
  provider: string | null;
  currency: string;
  shard: number;
}

const identityKey = (identity: AccountIdentity) =>
  `${identity.kind}/${identity.playerId ?? ''}/${identity.provider ?? ''}/${identity.currency}/${identity.shard}`;

/**
 * Finds the account, opening it first if it does not exist. A concurrent opening of the same
 * account waits on the unique key and then finds the committed row, so both get the same account.
 *
 * Accounts never change or go away, so a found account is remembered, which saves a query on
 * every transfer. Only accounts committed by another transaction are: one this transaction
 * opened (its `created_at` is this transaction's `now()`) could still roll back.
 */
async function openOrFind(db: Db, identity: AccountIdentity, cache: Map<string, LedgerAccount>): Promise<LedgerAccount> {
  checkCurrency(identity.currency);
  const key = identityKey(identity);
  const cached = cache.get(key);
  if (cached) return cached;
  const columns = ['id', 'kind', 'currency', 'player_id', 'provider', 'shard'] as const;
  const find = async () => {
    const row = await db
      .selectFrom('ledger_accounts')
      .select([...columns, sql<boolean>`created_at = now()`.as('opened_here')])
      .where('kind', '=', identity.kind)
      .where('currency', '=', identity.currency)
      .where('shard', '=', identity.shard)
      .where((eb) => (identity.playerId === null ? eb('player_id', 'is', null) : eb('player_id', '=', identity.playerId)))
      .where((eb) => (identity.provider === null ? eb('provider', 'is', null) : eb('provider', '=', identity.provider)))
      .executeTakeFirst();
    if (!row) return undefined;
    const account = toLedgerAccount(row);
    if (!row.opened_here) cache.set(key, account);
    return account;
  };
  const existing = await find();
  if (existing) return existing;
  const opened = await db
    .insertInto('ledger_accounts')
    .values({
      kind: identity.kind,
      player_id: identity.playerId,
      provider: identity.provider,
      currency: identity.currency,
      shard: identity.shard,
    })
    .onConflict((conflict) => conflict.constraint('ledger_accounts_identity').doNothing())
    .returning(columns)
    .executeTakeFirst();
  if (opened) return toLedgerAccount(opened);
  const raced = await find();
  if (!raced) throw new Error('A ledger account vanished while it was being opened');
  return raced;
}

export interface LedgerAccountsOptions {
  /** How many house accounts each currency is split into (at least 1). */
  houseShards: number;
}

/**
 * Opens or finds ledger accounts. Every method opens the account on first use. One instance serves
 * one database (it remembers account ids).
 */
export function createLedgerAccounts(options: LedgerAccountsOptions) {
  const houseShards = Math.max(1, Math.floor(options.houseShards));
  const cache = new Map<string, LedgerAccount>();
  const openOrFindCached = (db: Db, identity: AccountIdentity) => openOrFind(db, identity, cache);
  return {
    /** A player's account of a kind in a currency. */
    async player(db: Db, playerId: number, kind: PlayerAccountKind, currency: string): Promise<LedgerAccount> {
      if (!Number.isSafeInteger(playerId) || playerId <= 0) throw new InvalidTransferError(`Not a player id: ${playerId}`);
      return openOrFindCached(db, { kind, playerId, provider: null, currency, shard: 0 });
    },
    /**
     * The house account that takes this player's bets and pays their wins. The house is split into
     * shards by player so concurrent bets of different players rarely wait on the same row; one
     * player's bets always use the same shard, and that player's own row orders them anyway.
     */
    async house(db: Db, currency: string, playerId: number): Promise<LedgerAccount> {
      return openOrFindCached(db, { kind: 'house', playerId: null, provider: null, currency, shard: Math.abs(playerId) % houseShards });
    },
    /** A payment provider's clearing account: deposits come from it, payouts go to it. */
    async clearing(db: Db, provider: string, currency: string): Promise<LedgerAccount> {
      if (!/^[a-z0-9_.-]{1,64}$/.test(provider)) throw new InvalidTransferError(`Not a provider name: ${provider}`);
      return openOrFindCached(db, { kind: 'payment_clearing', playerId: null, provider, currency, shard: 0 });
    },
    /** The counterpart of balances that existed before the ledger, and of seeded demo balances. */
    async opening(db: Db, currency: string): Promise<LedgerAccount> {
      return openOrFindCached(db, { kind: 'opening_balance', playerId: null, provider: null, currency, shard: 0 });
    },
    /** The operator's fee income in a currency: a deposit's fee goes there (never negative, so a fee is refunded only once it was taken). */
    async fees(db: Db, currency: string): Promise<LedgerAccount> {
      return openOrFindCached(db, { kind: 'fee_income', playerId: null, provider: null, currency, shard: 0 });
    },
    /** An account by id (for a transfer read back from the ledger). */
    async byId(db: Db, id: number): Promise<LedgerAccount | undefined> {
      const row = await db
        .selectFrom('ledger_accounts')
        .select(['id', 'kind', 'currency', 'player_id', 'provider', 'shard'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toLedgerAccount(row) : undefined;
    },
  };
}

export type LedgerAccounts = ReturnType<typeof createLedgerAccounts>;
