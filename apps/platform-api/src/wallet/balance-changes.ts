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

  async function playersOf(db: Db, accountIds: readonly number[]): Promise<number[]> {
    const unknown = [...new Set(accountIds.filter((id) => !owners.has(id)))];
    if (unknown.length > 0) {
      const rows = await db.selectFrom('ledger_accounts').select(['id', 'player_id']).where('id', 'in', unknown).execute();
      for (const row of rows) remember(Number(row.id), row.player_id === null ? null : Number(row.player_id));
    }
    const players = accountIds.map((id) => owners.get(id)).filter((playerId): playerId is number => typeof playerId === 'number');
    return [...new Set(players)];
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
    async posted(db: Db, transfers: readonly Transfer[]): Promise<void> {
      if (transfers.length === 0) return;
      const playerIds = await playersOf(
        db,
        transfers.flatMap((transfer) => [transfer.fromAccountId, transfer.toAccountId]),
      );
      if (playerIds.length > 0) await afterCommit(db, () => cache.changed(playerIds));
    },
  };
}
