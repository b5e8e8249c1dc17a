import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { TransferKind } from '../db/tables/wallet';
import { NOT_REVERSIBLE } from './transfer-kinds';
import {
  AlreadyReversedError,
  AlreadyTransferredError,
  HoldAlreadySettledError,
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

function checkKey(key: string): void {
  if (typeof key !== 'string' || key.length < 1 || key.length > 255)
    throw new InvalidTransferError('An idempotency key is 1 to 255 characters');
}

/** Holds the key for the rest of the transaction: one operation per key at a time (`ledger_transfer` takes the same lock). */
export async function lockKey(trx: Db, key: string): Promise<void> {
  checkKey(key);
  await sql`select pg_advisory_xact_lock(${KEY_LOCK_NAMESPACE}, hashtext(${key}))`.execute(trx);
}

/** What the ledger already has for a key: its transfer, or the reason the payment was declined. */
export async function findByKey(trx: Db, key: string): Promise<{ transfer?: TransferRow; declinedReason?: string }> {
  // One query for both: a left join from the key to its transfer and to its decline.
  const row = await trx
    .selectFrom(sql<{ key: string }>`(select ${key}::text as key)`.as('wanted'))
    .leftJoin('ledger_transfers as t', 't.idempotency_key', 'wanted.key')
    .leftJoin('ledger_declined_keys as d', 'd.idempotency_key', 'wanted.key')
    .selectAll('t')
    .select('d.reason as declined_reason')
    .executeTakeFirstOrThrow();
  const { declined_reason: declinedReason, ...transfer } = row;
  return {
    transfer: transfer.id === null ? undefined : (transfer as unknown as TransferRow),
    declinedReason: declinedReason ?? undefined,
  };
}

export async function findTransfer(db: Db, ref: TransferRef): Promise<TransferRow | undefined> {
  const query = db.selectFrom('ledger_transfers').selectAll();
  const row =
    'id' in ref
      ? await query.where('id', '=', ref.id).executeTakeFirst()
      : await query.where('idempotency_key', '=', ref.key).executeTakeFirst();
  return row as TransferRow | undefined;
}

/**
 * Locks the accounts in ascending id order for the rest of the transaction (the order in which
 * `ledger_transfer` and the batch and group functions lock them before they insert; the posting
 * trigger then updates rows already held), so transactions over the same accounts queue instead of
 * deadlocking.
 */
export async function lockAccounts(trx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await trx.selectFrom('ledger_accounts').select('id').where('id', 'in', ids).orderBy('id').forNoKeyUpdate().execute();
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
}

export function checkPosting(posting: Posting): void {
  checkKey(posting.key);
  if (!Number.isSafeInteger(posting.amount) || posting.amount <= 0 || posting.amount > MAX_AMOUNT)
    throw new InvalidTransferError(`A transfer moves a positive whole number of minor units, not ${posting.amount}`);
  if (posting.fromId === posting.toId) throw new InvalidTransferError('A transfer needs two different accounts');
  const reference = posting.reference;
  if (reference && (!reference.type || String(reference.id).length === 0))
    throw new InvalidTransferError('A reference needs a type and an id');
}

/** What `ledger_transfer` answers: the outcome and, for a written or found transfer, the row. */
interface PostingAnswer {
  outcome:
    | 'posted'
    | 'replayed'
    | 'key_reused'
    | 'declined'
    | 'unknown_account'
    | 'currency_mismatch'
    | 'route'
    | 'already_reversed'
    | 'already_settled'
    | 'insufficient_funds';
  detail: number | string | null;
  reason: string | null;
  transfer: TransferRow | null;
}

/**
 * Writes one transfer at most once per key, inside `trx`, in one call to the database function
 * `ledger_transfer` (migration 0901), which:
 * 1. locks the key, so a concurrent call with the same key waits and then sees this one's result;
 * 2. returns an existing transfer with the key (same request) or refuses it (another request),
 *    and refuses a declined key;
 * 3. locks both accounts in id order, checks currency, route, an earlier reversal or settlement
 *    and funds, and only then inserts the transfer; its trigger moves both cached balances.
 * A refusal writes nothing, so the caller's transaction stays usable.
 */
export async function post(trx: Db, posting: Posting): Promise<Transfer> {
  checkPosting(posting);
  const reference = posting.reference ?? null;
  const { rows } = await sql<PostingAnswer>`
    select * from ledger_transfer(${posting.key}::text, ${posting.kind}::text, ${posting.fromId}::bigint, ${posting.toId}::bigint,
      ${posting.amount}::bigint, ${posting.reverses ?? null}::bigint, ${posting.settles ?? null}::bigint, ${reference?.type ?? null}::text,
      ${reference === null ? null : String(reference.id)}::text, ${posting.createdAt ?? null}::timestamptz)`.execute(trx);
  return answerToTransfer(rows[0]!, posting);
}

/** A posting of `postAll`: a plain transfer (no reversal, settlement or back-dating, which have calls of their own). */
export type BatchPosting = Omit<Posting, 'reverses' | 'settles' | 'createdAt'>;

/**
 * Writes several transfers in order, each at most once per key, all of them or none, inside `trx`,
 * in one call to `ledger_transfers` (migrations 0906, 0907). Each goes through `ledger_transfer` as `post`
 * does; a refusal of any rolls back the ones this call posted and is thrown as `post` throws it,
 * so the caller's transaction stays usable. Given the plain database the call is one statement,
 * which PostgreSQL runs as a transaction of its own: one round trip for the whole batch.
 */
export async function postAll(db: Db, postings: readonly BatchPosting[]): Promise<Transfer[]> {
  if (postings.length === 0) return [];
  if (postings.length === 1) return [await post(db, postings[0]!)];
  postings.forEach(checkPosting);
  const { rows } = await sql<PostingAnswer & { ordinal: number }>`select * from ledger_transfers(${JSON.stringify(
    postings.map(batchItem),
  )}::jsonb)`.execute(db);
  return groupAnswer(rows, postings);
}

/** A posting as `ledger_transfers` and `ledger_transfer_groups` read it. */
export function batchItem(posting: BatchPosting) {
  return {
    key: posting.key,
    kind: posting.kind,
    debit: posting.fromId,
    credit: posting.toId,
    amount: posting.amount,
    reference_type: posting.reference?.type ?? null,
    reference_id: posting.reference ? String(posting.reference.id) : null,
  };
}

/** One row of `ledger_transfers` or `ledger_transfer_groups`: `ordinal` is the transfer's 1-based position in its group. */
export type GroupAnswerRow = PostingAnswer & { ordinal: number };

/**
 * The transfers a group's rows answer, in order, or the group's refusal thrown as `post` throws it
 * (a refusal comes back as the group's only row, naming the refused transfer).
 */
export function groupAnswer(rows: readonly GroupAnswerRow[], postings: readonly BatchPosting[]): Transfer[] {
  const transfers = rows.map((row) => answerToTransfer(row, postings[Number(row.ordinal) - 1]!));
  if (transfers.length !== postings.length) throw new Error(`The ledger answered ${transfers.length} of ${postings.length} transfers`);
  return transfers;
}

/** The transfer `ledger_transfer` wrote or found, or the refusal it answered, thrown as the wallet's error. */
function answerToTransfer(answer: PostingAnswer, posting: Pick<Posting, 'key' | 'amount'>): Transfer {
  switch (answer.outcome) {
    case 'posted':
      return toTransfer(answer.transfer!, false);
    case 'replayed':
      return toTransfer(answer.transfer!, true);
    case 'key_reused':
      throw new KeyReusedError(posting.key);
    case 'declined':
      throw new PaymentDeclinedError(posting.key, answer.reason ?? '');
    case 'insufficient_funds':
      throw new InsufficientFundsError(Number(answer.reason), Number(answer.detail), posting.amount);
    case 'already_reversed':
      throw new AlreadyReversedError(Number(answer.detail));
    case 'already_settled':
      throw new HoldAlreadySettledError(Number(answer.detail));
    case 'unknown_account':
      throw new InvalidTransferError('A transfer between accounts that do not exist');
    case 'currency_mismatch':
      throw new InvalidTransferError(`A transfer cannot convert ${answer.reason}`);
    case 'route':
      throw new InvalidTransferError(`No such route: ${answer.reason}`);
  }
}

/** A transfer by id or key was not found: the refusal `reverse` and the hold calls answer. */
export function notFound(of: TransferRef): TransferNotFoundError {
  return new TransferNotFoundError('id' in of ? `with id ${of.id}` : `with key ${of.key}`);
}

/** The reference a transfer carries, if any: what a reversal or a hold's settlement carries on by default. */
export const referenceOf = (row: TransferRow): TransferReference | null =>
  row.reference_type && row.reference_id ? { type: row.reference_type, id: row.reference_id } : null;

/** What a reversal names: its own key, the transfer it reverses, and a reference (the original's by default). */
export interface ReversalOf {
  key: string;
  of: TransferRef;
  reference?: TransferReference;
}

/** The reversal of `original` as a posting: the same amount back, between the same two accounts. */
function reversalPosting(original: TransferRow, { key, reference }: ReversalOf): Posting {
  if (NOT_REVERSIBLE.includes(original.kind)) throw new NotReversibleError(original.kind);
  return {
    key,
    kind: 'reversal',
    fromId: Number(original.credit_account_id),
    toId: Number(original.debit_account_id),
    amount: Number(original.amount),
    reverses: Number(original.id),
    reference: reference ?? referenceOf(original),
  };
}

/** The reversal of `original`: the same amount back, between the same two accounts. */
export async function postReversal(trx: Db, key: string, of: TransferRef, reference?: TransferReference): Promise<Transfer> {
  const original = await findTransfer(trx, of);
  if (!original) throw notFound(of);
  return post(trx, reversalPosting(original, { key, of, reference }));
}

/**
 * Several reversals, each exactly as `postReversal` makes it, all of them or none, in a constant
 * number of round trips: one query finds every transfer named (a missing one or a kind that is never
 * reversed refuses the whole call before anything is written), then `postEach` posts them in one
 * statement. `savepoint`: in the caller's transaction, which a refusal must leave usable; without
 * it (a transaction of the wallet's own, rolled back on a refusal) the savepoint's two round trips are saved.
 */
export async function postReversals(trx: Db, reversals: readonly ReversalOf[], { savepoint }: { savepoint: boolean }): Promise<Transfer[]> {
  if (reversals.length === 0) return [];
  if (reversals.length === 1) return [await postReversal(trx, reversals[0]!.key, reversals[0]!.of, reversals[0]!.reference)];
  const ids = reversals.flatMap(({ of }) => ('id' in of ? [of.id] : []));
  const keys = reversals.flatMap(({ of }) => ('key' in of ? [of.key] : []));
  reversals.forEach(({ key }) => checkKey(key));
  const rows = (await trx
    .selectFrom('ledger_transfers')
    .selectAll()
    .where((eb) =>
      eb.or([...(ids.length > 0 ? [eb('id', 'in', ids)] : []), ...(keys.length > 0 ? [eb('idempotency_key', 'in', keys)] : [])]),
    )
    .execute()) as TransferRow[];
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const byKey = new Map(rows.map((row) => [row.idempotency_key, row]));
  const postings = reversals.map((reversal) => {
    const original = 'id' in reversal.of ? byId.get(reversal.of.id) : byKey.get(reversal.of.key);
    if (!original) throw notFound(reversal.of);
    return reversalPosting(original, reversal);
  });
  return postEach(trx, postings, { savepoint });
}

/**
 * Postings of any kind (reversals and hold settlements too, which `postAll`'s `ledger_transfers`
 * does not carry) in order, all of them or none, in one statement inside `trx`: each goes through
 * `ledger_transfer` as `post` does (its key lock, replay or `key_reused`, declined key, route,
 * `already_reversed` / `already_settled`, funds and the posting trigger), and a later posting sees
 * the earlier ones (a second reversal of the same transfer is `already_reversed`). It first takes
 * every key's lock, in order, and then every account's, in ascending id: a separate call with one of
 * the keys (which takes its key, then its accounts) and another such call over crossing accounts
 * queue behind it instead of waiting in a cycle (two calls naming the same keys in different
 * orders could; a retry names them in the same order).
 *
 * A refusal is thrown as `post` throws it (the first refused posting, in order). The statement has
 * by then written the postings before it, so with `savepoint` (the caller's transaction) the call
 * runs between a savepoint and its release and rolls back to it; without, the caller's transaction
 * is the wallet's own and rolls back whole.
 */
async function postEach(trx: Db, postings: readonly Posting[], { savepoint }: { savepoint: boolean }): Promise<Transfer[]> {
  postings.forEach(checkPosting);
  const items = postings.map((posting) => ({
    ...batchItem(posting),
    reverses: posting.reverses ?? null,
    settles: posting.settles ?? null,
  }));
  // The locks are the one-time filter of the outer query, so they are taken once, before the first
  // posting: every key in order, then every account; the accounts' lock waits for the keys' (its filter).
  const statement = sql<GroupAnswerRow>`
    with items as (
      select t.ordinal::int as ordinal, t.value as item from jsonb_array_elements(${JSON.stringify(items)}::jsonb) with ordinality as t (value, ordinal)
    ),
    key_locks as (
      select pg_advisory_xact_lock(${KEY_LOCK_NAMESPACE}, hashtext(item->>'key')) from items order by ordinal
    ),
    locked as (
      select id from ledger_accounts
      where id in (select (item->>'debit')::bigint from items union select (item->>'credit')::bigint from items)
        and (select count(*) from key_locks) >= 0
      order by id for no key update
    )
    select i.ordinal, a.outcome, a.detail, a.reason, a.transfer
    from (select ordinal, item from items order by ordinal) i
    cross join lateral ledger_transfer(i.item->>'key', i.item->>'kind', (i.item->>'debit')::bigint, (i.item->>'credit')::bigint,
      (i.item->>'amount')::bigint, (i.item->>'reverses')::bigint, (i.item->>'settles')::bigint, i.item->>'reference_type',
      i.item->>'reference_id', null) a
    where (select count(*) from locked) >= 0`;
  const answer = async () => {
    const { rows } = await statement.execute(trx);
    return groupAnswer(
      [...rows].sort((x, y) => Number(x.ordinal) - Number(y.ordinal)),
      postings,
    );
  };
  if (!savepoint) return answer();
  await sql`savepoint wallet_postings`.execute(trx);
  try {
    const transfers = await answer();
    await sql`release savepoint wallet_postings`.execute(trx);
    return transfers;
  } catch (error) {
    await sql`rollback to savepoint wallet_postings`.execute(trx);
    await sql`release savepoint wallet_postings`.execute(trx);
    throw error;
  }
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
