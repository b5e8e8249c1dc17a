import type { Broadcast } from '../cluster/broadcast';
import type { Db } from '../db/database';
import { createBalanceCache } from './balance-cache';
import { createBalanceChanges } from './balance-changes';
import { createGroupCommit, type GroupCommit } from './group-commit';
import { accountBalance, accountBalanceExpression, auditLedger, playerBalances } from './balances';
import { playerFlows } from './player-flows';
import { createHolds, type PlaceHold, type SettleHold } from './holds';
import { createLedgerAccounts, type LedgerAccount } from './ledger-accounts';
import { PLAIN_TRANSFER_KINDS, type PlainTransferKind } from './transfer-kinds';
import {
  declineKey,
  findTransfer,
  inTransaction,
  lockAccounts,
  post,
  postAll,
  postReversal,
  postReversals,
  type BatchPosting,
  toTransfer,
  type Transfer,
  type TransferReference,
  type TransferRef,
} from './transfers';
import { InvalidTransferError } from './wallet-errors';

export interface TransferRequest {
  /** The idempotency key: the same key and request return the first transfer; another request is refused. */
  key: string;
  kind: PlainTransferKind;
  from: LedgerAccount;
  to: LedgerAccount;
  /** Positive whole minor units. */
  amount: number;
  reference?: TransferReference;
}

export interface ReverseRequest {
  key: string;
  /** The transfer to reverse, by id or key. */
  of: TransferRef;
  /** Defaults to the original's reference. */
  reference?: TransferReference;
}

export interface WalletOptions {
  /** House accounts per currency; more shards, less waiting on one row under concurrent bets. */
  houseShards?: number;
  /**
   * Group commit of calls on the plain database (`group-commit.ts`): at most this many callers'
   * transfers in one database call (default 50); 1 sends every call alone.
   */
  maxBatch?: number;
  /** Group commit: calls in flight at once, each for its own house shards (default 2). */
  lanes?: number;
  /** Reaches the other instances' balance caches (`balance-cache.ts`); one process by default. */
  broadcast?: Broadcast;
}

function toPosting(request: TransferRequest): BatchPosting {
  if (!PLAIN_TRANSFER_KINDS.includes(request.kind)) throw new InvalidTransferError(`A ${request.kind} has its own call`);
  if (request.from.currency !== request.to.currency)
    throw new InvalidTransferError(`A transfer cannot convert ${request.from.currency} to ${request.to.currency}`);
  return {
    key: request.key,
    kind: request.kind,
    fromId: request.from.id,
    toId: request.to.id,
    amount: request.amount,
    reference: request.reference,
  };
}

/** Eight shards: more than the connection pool runs transactions at once (10), few enough to add up. */
export const DEFAULT_HOUSE_SHARDS = 8;

/**
 * The wallet: the only way money moves. Every call takes the caller's database handle; inside the
 * caller's transaction its writes commit or roll back with the caller's own, and given the plain
 * database it runs in a transaction of its own.
 */
export function createWallet(options: WalletOptions = {}) {
  const accounts = createLedgerAccounts({ houseShards: options.houseShards ?? DEFAULT_HOUSE_SHARDS });
  const holds = createHolds(accounts);
  const shownBalances = createBalanceCache({ broadcast: options.broadcast });
  const balanceChanges = createBalanceChanges(shownBalances);
  /** Hands back what a posting call answered once its players' cached balances are taken care of. */
  const announced = <T extends Transfer | Transfer[]>(db: Db, result: T): T | Promise<T> => {
    const dropping = balanceChanges.posted(db, Array.isArray(result) ? result : [result]);
    return dropping ? dropping.then(() => result) : result;
  };
  const meet = (requests: readonly TransferRequest[]) => balanceChanges.met(requests.flatMap((request) => [request.from, request.to]));
  // One group commit per database handle (the app has one); a caller's transaction never joins one.
  const committers = new WeakMap<Db, GroupCommit>();
  const grouped = (db: Db, requests: readonly TransferRequest[], postings: BatchPosting[]) => {
    let committer = committers.get(db);
    if (!committer) committers.set(db, (committer = createGroupCommit(db, { maxBatch: options.maxBatch, lanes: options.lanes })));
    // The lane: the house shard the bet meets (its player's), so lanes rarely wait on each other's rows.
    const house = requests.flatMap((request) => [request.from, request.to]).find((account) => account.kind === 'house');
    return committer.submit(postings, house?.shard ?? 0);
  };
  return {
    /** Opens or finds ledger accounts (player, house, clearing, opening balance). */
    accounts,

    /**
     * Moves `amount` from one account to the other, once per key. It is one statement, so given the
     * plain database it runs as a transaction of its own without BEGIN and COMMIT round trips, and
     * goes with the other calls waiting on this instance (group commit, see `transfers`).
     */
    async transfer(db: Db, request: TransferRequest) {
      const posting = toPosting(request);
      meet([request]);
      if (db.isTransaction) return announced(db, await post(db, posting));
      const [transfer] = await grouped(db, [request], [posting]);
      return announced(db, transfer!);
    },

    /**
     * Several transfers in order (a spin's bet and win), in one round trip: all of them or, when any
     * is refused, none (the refusal is thrown as `transfer` throws it). Each key applies at most once;
     * a retry answers every transfer as first made (`replayed`). Over more than two accounts it locks
     * them all first (see `lock`). Given the plain database it is one statement, a transaction of its
     * own, and group commit applies: calls made while this instance's previous call is in flight go
     * together in the next one (at most `maxBatch`), each with its own outcome (`group-commit.ts`).
     */
    async transfers(db: Db, requests: readonly TransferRequest[]) {
      const postings = requests.map(toPosting);
      meet(requests);
      return announced(db, await (db.isTransaction ? postAll(db, postings) : grouped(db, requests, postings)));
    },

    /** Moves a transfer's amount back; a transfer is reversed at most once. */
    async reverse(db: Db, request: ReverseRequest) {
      return inTransaction(db, async (trx) => announced(trx, await postReversal(trx, request.key, request.of, request.reference)));
    },

    /**
     * Several reversals, each with `reverse`'s rules (its key replays or is refused as reused, a
     * transfer is reversed at most once, a reversal or a withdrawal step is never reversed, funds),
     * all of them or none, in a number of round trips that does not grow with their count: one
     * lookup of the transfers named and one statement posting the reversals in order (`postReversals`),
     * inside a savepoint in the caller's transaction so that a refusal (thrown as `reverse` throws it,
     * the first in order) leaves that transaction usable. Before the first posting it locks every key,
     * in order, then every account, in ascending id (`postEach`). A single request is `reverse`.
     */
    async reversals(db: Db, requests: readonly ReverseRequest[]) {
      if (db.isTransaction) return announced(db, await postReversals(db, requests, { savepoint: true }));
      return db.transaction().execute(async (trx) => announced(trx, await postReversals(trx, requests, { savepoint: false })));
    },

    /** Marks a payment's key as declined: no transfer will ever use it. */
    async decline(db: Db, key: string, reason: string) {
      return inTransaction(db, (trx) => declineKey(trx, key, reason));
    },

    /** Pending withdrawals: place a hold, then pay it out or release it (exactly one of the two). */
    holds: {
      place: (db: Db, hold: PlaceHold) => inTransaction(db, async (trx) => announced(trx, await holds.place(trx, hold))),
      payout: (db: Db, settle: SettleHold & { provider: string }) =>
        inTransaction(db, async (trx) => announced(trx, await holds.payout(trx, settle))),
      release: (db: Db, settle: SettleHold) => inTransaction(db, async (trx) => announced(trx, await holds.release(trx, settle))),
    },

    /**
     * Locks accounts in the wallet's order (ascending id) for the rest of the caller's transaction.
     * A transaction that makes several transfers over different pairs of accounts locks all of them
     * first, so it cannot wait in a cycle with another such transaction.
     */
    async lock(trx: Db, ...locked: LedgerAccount[]): Promise<void> {
      if (!trx.isTransaction) throw new InvalidTransferError("Locking accounts needs the caller's transaction");
      await lockAccounts(
        trx,
        locked.map((account) => account.id),
      );
    },

    /** A player's balances in a currency (main, bonus, betting bonus, pending withdrawals), from the ledger. */
    balances: playerBalances,
    /**
     * The same balances to show the player (account.getInfo, account.getBalance), from this
     * instance's cache, which every posting clears once committed (`balance-cache.ts`). Never for a
     * decision: checks read `balances` or leave it to the ledger.
     */
    shownBalances: (db: Db, playerId: number, currency: string) => shownBalances.read(db, playerId, currency),
    /** One ledger account's balance. */
    balance: (db: Db, account: LedgerAccount) => accountBalance(db, account.id),
    /** One ledger account's balance as an SQL expression, to read it inside another statement. */
    balanceExpression: (account: LedgerAccount) => accountBalanceExpression(account.id),
    /** A transfer by id or key, as recorded. */
    async find(db: Db, ref: TransferRef) {
      const row = await findTransfer(db, ref);
      return row ? toTransfer(row, false) : undefined;
    },
    /** The ledger's invariants checked by query (zero sum, cached balances, no negative player account). */
    audit: auditLedger,
    /** What moved to or from a player's accounts since a time, summed per transfer kind (limits, session results). */
    flows: playerFlows,
  };
}

export type Wallet = ReturnType<typeof createWallet>;
