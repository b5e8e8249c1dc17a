import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { TransferKind } from '../db/tables/wallet';

/** How much moved in transfers of one kind: the sum (minor units) and when the first of them was made. */
export interface KindFlow {
  total: number;
  firstAt: Date | null;
}

export interface PlayerFlowsQuery {
  playerId: number;
  currency: string;
  /** Transfers made at or after this time count. */
  since: Date;
  kinds: readonly TransferKind[];
}

/**
 * What moved to or from a player's accounts in one currency since a time, per transfer kind (a
 * deposit, a bet, a win…). Each transfer counts once, whichever side the player is on, so two of
 * the player's own accounts (a bonus conversion) do not count it twice. Every asked kind is in
 * the answer, with 0 when nothing moved.
 */
export async function playerFlows(db: Db, query: PlayerFlowsQuery): Promise<Record<TransferKind, KindFlow>> {
  const flows = {} as Record<TransferKind, KindFlow>;
  for (const kind of query.kinds) flows[kind] = { total: 0, firstAt: null };
  if (query.kinds.length === 0) return flows;
  const rows = await sql<{ kind: TransferKind; total: string | number; first_at: Date | string }>`
    select t.kind, sum(t.amount) as total, min(t.created_at) as first_at
    from ledger_transfers t
    where t.currency = ${query.currency}
      and t.created_at >= ${query.since}
      and t.kind in (${sql.join(query.kinds.map((kind) => sql`${kind}`))})
      and (
        t.debit_account_id in (select id from ledger_accounts where player_id = ${query.playerId} and currency = ${query.currency})
        or t.credit_account_id in (select id from ledger_accounts where player_id = ${query.playerId} and currency = ${query.currency})
      )
    group by t.kind`.execute(db);
  for (const row of rows.rows) flows[row.kind] = { total: Number(row.total), firstAt: new Date(row.first_at) };
  return flows;
}
