import { afterCommit } from '../db/commit-hooks';
import type { Db } from '../db/database';
import type { BalanceCache } from './balance-cache';
import type { LedgerAccount } from './ledger-accounts';
import type { Transfer } from './transfers';

/** Ledger accounts whose owner is remembered; an account's owner never changes (`ledger_accounts_guard`). */
const MAX_REMEMBERED_ACCOUNTS = 100_000;

/**
 * Tells the balance cache whose balances a posting changed, once the posting is committed. The
 * players come from the accounts the caller handed in, or for a reversal or a hold's settlement (which
 * name accounts by id) from one query the first time an account is met.
 */
export function createBalanceChanges(cache: BalanceCache) {
  const owners = new Map<number, number | null>();

  function remember(id: number, playerId: number | null): void {
    if (owners.size >= MAX_REMEMBERED_ACCOUNTS) owners.clear();
    owners.set(id, playerId);
  }

  /** The players owning these accounts, or undefined when an account's owner is not known yet. */
  function knownPlayersOf(accountIds: readonly number[]): number[] | undefined {
    const players = new Set<number>();
    for (const id of accountIds) {
      if (!owners.has(id)) return undefined;
      const playerId = owners.get(id);
      if (typeof playerId === 'number') players.add(playerId);
    }
    return [...players];
  }

  async function playersOf(db: Db, accountIds: readonly number[]): Promise<number[]> {
    const players = new Set<number>();
    const unknown: number[] = [];
    for (const id of new Set(accountIds)) {
      const playerId = owners.get(id);
      if (!owners.has(id)) unknown.push(id);
      else if (typeof playerId === 'number') players.add(playerId);
    }
    if (unknown.length > 0) {
      const rows = await db.selectFrom('ledger_accounts').select(['id', 'player_id']).where('id', 'in', unknown).execute();
      for (const row of rows) {
        const playerId = row.player_id === null ? null : Number(row.player_id);
        remember(Number(row.id), playerId);
        if (playerId !== null) players.add(playerId);
      }
    }
    return [...players];
  }

  async function dropAfterCommit(db: Db, accountIds: readonly number[]): Promise<void> {
    const playerIds = await playersOf(db, accountIds);
    if (playerIds.length > 0) await afterCommit(db, () => cache.changed(playerIds));
  }

  return {
    /** Notes the owners of accounts a call was given, so announcing its postings needs no query. */
    met(accounts: readonly LedgerAccount[]): void {
      for (const account of accounts) if (!owners.has(account.id)) remember(account.id, account.playerId);
    },

    /**
     * Once `db` commits (at once for the plain database), drops the cached balances of the players
     * these transfers moved money for, here and on the other instances. A replay drops them too:
     * it usually moved nothing, but the call it repeats may have committed and lost its answer (a
     * connection lost before the reply), and then no one else announced it. A drop costs one read.
     */
    posted(db: Db, transfers: readonly Transfer[]): Promise<void> | undefined {
      if (transfers.length === 0) return undefined;
      const accountIds = transfers.flatMap((transfer) => [transfer.fromAccountId, transfer.toAccountId]);
      // The common case, a bet on the plain database between accounts met before: no await at all,
      // so group-committed callers get their answers in the same tick as before.
      const known = db.isTransaction ? undefined : knownPlayersOf(accountIds);
      return known ? cache.changed(known) : dropAfterCommit(db, accountIds);
    },
  };
}
