import { type Broadcast, localBroadcast } from '../cluster/broadcast';
import type { Db } from '../db/database';
import { playerBalances, type PlayerBalances } from './balances';

/** The broadcast topic of players whose balances a committed posting changed. */
export const BALANCES_CHANGED_TOPIC = 'wallet.balances-changed';

/**
 * How long a cached balance is kept. Every posting of this wallet drops its players' entries here
 * and on every other instance once it commits, so this only bounds what nobody announced: a
 * broadcast an instance missed while reconnecting to Redis, or a hand-made change in the database.
 */
export const BALANCE_CACHE_MAX_AGE_MS = 5_000;
const MAX_PLAYERS = 10_000;

export interface BalanceCacheOptions {
  broadcast?: Broadcast;
  maxAgeMs?: number;
  maxPlayers?: number;
  now?: () => number;
}

interface Entry {
  balances: PlayerBalances;
  expiresAt: number;
}

/** What another instance sent, kept only where it has the shape this instance sends. */
function playerIdsOf(payload: unknown): number[] {
  const { playerIds } = (payload ?? {}) as Record<string, unknown>;
  return Array.isArray(playerIds) ? playerIds.filter((id): id is number => Number.isSafeInteger(id)) : [];
}

const ignore = (): void => undefined;

/**
 * Balances as shown to the player (account.getInfo, account.getBalance: every page and the header's
 * poll), read once per instance until a posting changes them. Never the source of a decision that
 * moves money: the ledger's own statements check funds.
 *
 * Correctness rests on two things. The wallet calls `changed` after every posting commits (after the
 * caller's COMMIT for a posting inside its transaction, `db/commit-hooks.ts`), which drops the
 * entries here and, through the broadcast, on the other instances before the posting's caller gets
 * its answer. And a read that was in flight when a change arrived does not store what it read, since
 * it may have read the balance from before the commit: each change stamps its players with the tick
 * of a counter, and a read stores only if its players' stamps are older than the read.
 */
export function createBalanceCache(options: BalanceCacheOptions = {}) {
  const broadcast = options.broadcast ?? localBroadcast();
  const maxAgeMs = options.maxAgeMs ?? BALANCE_CACHE_MAX_AGE_MS;
  const maxPlayers = options.maxPlayers ?? MAX_PLAYERS;
  const now = options.now ?? Date.now;
  const entries = new Map<number, Map<string, Entry>>();
  const changedAt = new Map<number, number>();
  let tick = 0;
  // Reads that started before this tick never store: the stamps they would be checked against are gone.
  let floor = 0;

  function forget(playerIds: readonly number[]): void {
    tick += 1;
    for (const playerId of playerIds) {
      entries.delete(playerId);
      changedAt.set(playerId, tick);
    }
    if (changedAt.size > maxPlayers) {
      changedAt.clear();
      floor = tick;
    }
  }

  function store(playerId: number, balances: PlayerBalances): void {
    let ofPlayer = entries.get(playerId);
    if (!ofPlayer) {
      if (entries.size >= maxPlayers) {
        // Maps iterate in insertion order: drop the player cached first.
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(playerId, (ofPlayer = new Map()));
    }
    ofPlayer.set(balances.currency, { balances, expiresAt: now() + maxAgeMs });
  }

  // Announcements coalesce: while one is on its way to the other instances, the next collects every
  // player changed meanwhile and goes when it is answered, so bets in flight do not each publish.
  let next: { playerIds: Set<number>; sent: Promise<void> } | undefined;
  let last: Promise<void> = Promise.resolve();
  function announce(playerIds: readonly number[]): Promise<void> {
    if (!next) {
      const batch = { playerIds: new Set<number>(), sent: Promise.resolve() };
      // After the previous announcement however it ended: one that failed must not stop every later one.
      batch.sent = last.then(ignore, ignore).then(() => {
        if (next === batch) next = undefined;
        return broadcast.publish(BALANCES_CHANGED_TOPIC, { playerIds: [...batch.playerIds] });
      });
      next = batch;
      last = batch.sent;
    }
    for (const playerId of playerIds) next.playerIds.add(playerId);
    return next.sent;
  }

  broadcast.subscribe(BALANCES_CHANGED_TOPIC, (payload) => forget(playerIdsOf(payload)));

  return {
    /** The player's balances in a currency, from this instance's cache or the ledger. */
    async read(db: Db, playerId: number, currency: string): Promise<PlayerBalances> {
      // Inside a transaction the caller may see its own uncommitted postings: never cache those.
      if (db.isTransaction) return playerBalances(db, playerId, currency);
      const entry = entries.get(playerId)?.get(currency);
      if (entry && entry.expiresAt > now()) return entry.balances;
      const startedAt = tick;
      const balances = await playerBalances(db, playerId, currency);
      if (startedAt >= floor && (changedAt.get(playerId) ?? 0) <= startedAt) store(playerId, balances);
      return balances;
    },

    /**
     * Committed postings changed these players' balances: drops them here and on every other
     * instance; resolves once the others have them dropped too (or the broadcast gave up waiting).
     */
    changed(playerIds: readonly number[]): Promise<void> | undefined {
      if (playerIds.length === 0) return undefined;
      forget(playerIds);
      // Alone (no other instance to tell) nothing is awaited: a bet's answer is not held back a tick.
      return broadcast.shared ? announce(playerIds) : undefined;
    },
  };
}

export type BalanceCache = ReturnType<typeof createBalanceCache>;
