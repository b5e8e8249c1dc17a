import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { LedgerAccountKind, TransferKind } from '../db/tables/wallet';
import { NOT_REVERSIBLE, routeViolation } from './transfer-routes';
import {
  AlreadyReversedError,
  AlreadyTransferredError,
  InsufficientFundsError,
  InvalidTransferError,
  KeyReusedError,
  NotReversibleError,
  PaymentDeclinedError,
  TransferNotFoundError,
} from './wallet-errors';

/** The business object a transfer belongs to: ('game_round', 42), ('payment', 'p-17'). */
export interface TransferReference {
  type: string;
  id: string | number;
}

/** A transfer as the ledger recorded it. A retry with the same key returns the same record. */
export interface Transfer {
  id: number;
  key: string;
  kind: TransferKind;
  fromAccountId: number;
  toAccountId: number;
  amount: number;
  currency: string;
  /** Balances of both accounts right after this transfer. */
  fromBalanceAfter: number;
  toBalanceAfter: number;
  reversesTransferId: number | null;
  settlesTransferId: number | null;
  reference: { type: string; id: string } | null;
  createdAt: Date;
  /** True when this call found the transfer already made with its key and moved nothing. */
  replayed: boolean;
}

/** A transfer named by its id or by its idempotency key. */
export type TransferRef = { id: number } | { key: string };

export interface TransferRow {
  id: number;
  idempotency_key: string;
  kind: TransferKind;
  debit_account_id: number;
  credit_account_id: number;
  amount: number;
  currency: string;
  reverses_transfer_id: number | null;
  settles_transfer_id: number | null;
  reference_type: string | null;
  reference_id: string | null;
  debit_balance_after: number;
  credit_balance_after: number;
  created_at: Date;
}

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

export function toTransfer(row: TransferRow, replayed: boolean): Transfer {
  return {
    id: Number(row.id),
    key: row.idempotency_key,
    kind: row.kind,
    fromAccountId: Number(row.debit_account_id),
    toAccountId: Number(row.credit_account_id),
    amount: Number(row.amount),
    currency: row.currency,
    fromBalanceAfter: Number(row.debit_balance_after),
    toBalanceAfter: Number(row.credit_balance_after),
    reversesTransferId: num(row.reverses_transfer_id),
    settlesTransferId: num(row.settles_transfer_id),
    reference: row.reference_type === null || row.reference_id === null ? null : { type: row.reference_type, id: row.reference_id },
    createdAt: new Date(row.created_at),
    replayed,
  };
}

/** Runs `work` in the caller's transaction, or in a transaction of its own when given the plain database. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Advisory locks of ledger keys live in their own namespace (the first of two 32-bit keys). */
const KEY_LOCK_NAMESPACE = 7305;
const MAX_AMOUNT = 1e15;

/** Holds the key for the rest of the transaction: one operation per key at a time. */
export async function lockKey(trx: Db, key: string): Promise<void> {
  if (typeof key !== 'string' || key.length < 1 || key.length > 255)
    throw new InvalidTransferError('An idempotency key is 1 to 255 characters');
  await sql`select pg_advisory_xact_lock(${KEY_LOCK_NAMESPACE}, hashtext(${key}))`.execute(trx);
}

/** What the ledger already has for a key: its transfer, or the reason the payment was declined. */
export async function findByKey(trx: Db, key: string): Promise<{ transfer?: TransferRow; declinedReason?: string }> {
  const [transfer, declined] = await Promise.all([
    trx.selectFrom('ledger_transfers').selectAll().where('idempotency_key', '=', key).executeTakeFirst(),
    trx.selectFrom('ledger_declined_keys').select('reason').where('idempotency_key', '=', key).executeTakeFirst(),
  ]);
  return { transfer: transfer as TransferRow | undefined, declinedReason: declined?.reason };
}

export async function findTransfer(db: Db, ref: TransferRef): Promise<TransferRow | undefined> {
  const query = db.selectFrom('ledger_transfers').selectAll();
  const row =
    'id' in ref
      ? await query.where('id', '=', ref.id).executeTakeFirst()
      : await query.where('idempotency_key', '=', ref.key).executeTakeFirst();
  return row as TransferRow | undefined;
}

interface LockedAccount {
  id: number;
  kind: LedgerAccountKind;
  currency: string;
  player_id: number | null;
  balance: number;
  may_go_negative: boolean;
}

/**
 * Locks the accounts in ascending id order (the posting trigger updates them in the same order),
 * so two transfers over the same accounts, in either direction, queue instead of deadlocking.
 */
export async function lockAccounts(trx: Db, ids: number[]): Promise<Map<number, LockedAccount>> {
  const rows = await trx
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'currency', 'player_id', 'balance', 'may_go_negative'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id), balance: Number(row.balance) }]));
}

/** Everything a posting writes; `reverses`/`settles` only for reversals and hold settlements. */
export interface Posting {
  key: string;
  kind: TransferKind;
  fromId: number;
  toId: number;
  amount: number;
  reverses?: number;
  settles?: number;
  reference?: TransferReference | null;
  /** When the movement happened, for history imported from before the ledger; now otherwise. */
  createdAt?: Date;
  /** Checks that need the accounts locked first (is the transfer already reversed, the hold settled?). */
  afterLock?: (trx: Db) => Promise<void>;
}

function sameRequest(row: TransferRow, posting: Posting): boolean {
  const reference = posting.reference ?? null;
  return (
    row.kind === posting.kind &&
    Number(row.debit_account_id) === posting.fromId &&
    Number(row.credit_account_id) === posting.toId &&
    Number(row.amount) === posting.amount &&
    num(row.reverses_transfer_id) === (posting.reverses ?? null) &&
    num(row.settles_transfer_id) === (posting.settles ?? null) &&
    row.reference_type === (reference?.type ?? null) &&
    row.reference_id === (reference === null ? null : String(reference.id))
  );
}

function checkPosting(posting: Posting): void {
  if (!Number.isSafeInteger(posting.amount) || posting.amount <= 0 || posting.amount > MAX_AMOUNT)
    throw new InvalidTransferError(`A transfer moves a positive whole number of minor units, not ${posting.amount}`);
  if (posting.fromId === posting.toId) throw new InvalidTransferError('A transfer needs two different accounts');
  const reference = posting.reference;
  if (reference && (!reference.type || String(reference.id).length === 0))
    throw new InvalidTransferError('A reference needs a type and an id');
}

/**
 * Writes one transfer at most once per key, inside `trx`:
 * 1. the key is locked, so a concurrent call with the same key waits and then sees this one's result;
 * 2. an existing transfer with the key is returned (same request) or refused (another request),
 *    a declined key is refused;
 * 3. both accounts are locked in id order, the route, currency and funds are checked, and only
 *    then the transfer is inserted; its trigger moves both cached balances.
 * A refusal writes nothing, so the caller's transaction stays usable.
 */
export async function post(trx: Db, posting: Posting): Promise<Transfer> {
  checkPosting(posting);
  await lockKey(trx, posting.key);
  const existing = await findByKey(trx, posting.key);
  if (existing.transfer) {
    if (!sameRequest(existing.transfer, posting)) throw new KeyReusedError(posting.key);
    return toTransfer(existing.transfer, true);
  }
  if (existing.declinedReason !== undefined) throw new PaymentDeclinedError(posting.key, existing.declinedReason);

  const accounts = await lockAccounts(trx, [posting.fromId, posting.toId]);
  const from = accounts.get(posting.fromId);
  const to = accounts.get(posting.toId);
  if (!from || !to) throw new InvalidTransferError('A transfer between accounts that do not exist');
  if (from.currency !== to.currency) throw new InvalidTransferError(`A transfer cannot convert ${from.currency} to ${to.currency}`);
  if (posting.kind !== 'reversal') {
    const violation = routeViolation(
      posting.kind,
      { kind: from.kind, playerId: num(from.player_id) },
      { kind: to.kind, playerId: num(to.player_id) },
    );
    if (violation) throw new InvalidTransferError(violation);
  }
  await posting.afterLock?.(trx);
  if (!from.may_go_negative && from.balance < posting.amount) throw new InsufficientFundsError(from.id, from.balance, posting.amount);

  const reference = posting.reference ?? null;
  const row = await trx
    .insertInto('ledger_transfers')
    .values({
      idempotency_key: posting.key,
      kind: posting.kind,
      debit_account_id: posting.fromId,
      credit_account_id: posting.toId,
      amount: posting.amount,
      currency: from.currency,
      reverses_transfer_id: posting.reverses ?? null,
      settles_transfer_id: posting.settles ?? null,
      reference_type: reference?.type ?? null,
      reference_id: reference === null ? null : String(reference.id),
      ...(posting.createdAt ? { created_at: posting.createdAt } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toTransfer(row as TransferRow, false);
}

/** The reversal of `original`: the same amount back, between the same two accounts. */
export async function postReversal(trx: Db, key: string, of: TransferRef, reference?: TransferReference): Promise<Transfer> {
  const original = await findTransfer(trx, of);
  if (!original) throw new TransferNotFoundError('id' in of ? `with id ${of.id}` : `with key ${of.key}`);
  if (NOT_REVERSIBLE.includes(original.kind)) throw new NotReversibleError(original.kind);
  const originalId = Number(original.id);
  return post(trx, {
    key,
    kind: 'reversal',
    fromId: Number(original.credit_account_id),
    toId: Number(original.debit_account_id),
    amount: Number(original.amount),
    reverses: originalId,
    reference:
      reference ?? (original.reference_type && original.reference_id ? { type: original.reference_type, id: original.reference_id } : null),
    afterLock: async (locked) => {
      const reversal = await locked
        .selectFrom('ledger_transfers')
        .select('id')
        .where('reverses_transfer_id', '=', originalId)
        .executeTakeFirst();
      if (reversal) throw new AlreadyReversedError(Number(reversal.id));
    },
  });
}

export interface Decline {
  key: string;
  reason: string;
  /** True when the key was already declined. */
  replayed: boolean;
}

/**
 * Records that the payment with this key was declined or failed, so no transfer will ever use the
 * key: a success callback arriving after the decline is refused. If its money already moved, the
 * decline is refused instead (the first final answer wins).
 */
export async function declineKey(trx: Db, key: string, reason: string): Promise<Decline> {
  if (!reason) throw new InvalidTransferError('A decline needs a reason');
  await lockKey(trx, key);
  const existing = await findByKey(trx, key);
  if (existing.transfer) throw new AlreadyTransferredError(Number(existing.transfer.id));
  if (existing.declinedReason !== undefined) return { key, reason: existing.declinedReason, replayed: true };
  await trx.insertInto('ledger_declined_keys').values({ idempotency_key: key, reason }).execute();
  return { key, reason, replayed: false };
}
