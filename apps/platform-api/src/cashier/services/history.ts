import type { HistoryItem, HistoryType } from '@nfx/api-contract';
import type { Db } from '../../db/database';
import { wireMoney } from '@nfx/money';
import { depositInfoOf, withdrawalOf } from './cashier-format';

export interface HistoryQuery {
  type: HistoryType;
  offset: number;
  count: number;
  statuses?: string[];
}

/** Bonus movements of the ledger, as the bonuses tab lists them (credited, forfeited, converted to real money). */
const BONUS_KINDS = ['bonus_grant', 'bonus_forfeit', 'bonus_conversion'] as const;
const CASHBACK_KINDS = ['cashback_payout'] as const;
const STATUS_OF_KIND: Record<string, string> = {
  bonus_grant: 'credited',
  bonus_forfeit: 'forfeited',
  bonus_conversion: 'converted',
  cashback_payout: 'paid_out',
};

/**
 * A page of the player's history, newest first. Deposits and withdrawals come from the cashier's
 * rows; bonuses and cashbacks from the ledger's transfers the bonus area made (a cashback appears
 * once the player has had it paid out, not while it merely waits to be received). `statuses`
 * filters only the cashier's own rows; a ledger row's status follows from its transfer's kind.
 */
export async function historyPage(db: Db, accountId: number, query: HistoryQuery): Promise<{ items: HistoryItem[]; total: number }> {
  const statuses = query.statuses && query.statuses.length > 0 ? query.statuses : undefined;
  if (query.type === 'deposit' || query.type === 'withdrawal') {
    const table = query.type === 'deposit' ? 'deposits' : 'withdrawals';
    let base = db.selectFrom(table).where('account_id', '=', accountId);
    if (statuses) base = base.where('status', 'in', statuses as never[]);
    const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
    const rows = await base.selectAll().orderBy('id', 'desc').offset(query.offset).limit(query.count).execute();
    const items = rows.map((row): HistoryItem => {
      const shown = query.type === 'deposit' ? depositInfoOf(row as never) : withdrawalOf(row as never);
      return {
        id: shown.id,
        type: query.type,
        method: shown.method,
        amount: shown.amount,
        status: shown.status,
        created_at: shown.created_at,
        updated_at: shown.updated_at,
        can_cancel: 'can_cancel' in shown ? shown.can_cancel : false,
        requisites: shown.requisites,
      };
    });
    return { items, total: Number(total) };
  }
  // Bonus money on the bonus account; cashbacks as the payouts the bonus area made into the main balance.
  const ledger =
    query.type === 'cashbacks' ? { account: 'main' as const, kinds: CASHBACK_KINDS } : { account: 'bonus' as const, kinds: BONUS_KINDS };
  const base = db
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_accounts as a', (join) =>
      join.on((eb) => eb.or([eb('a.id', '=', eb.ref('t.debit_account_id')), eb('a.id', '=', eb.ref('t.credit_account_id'))])),
    )
    .where('a.player_id', '=', accountId)
    .where('a.kind', '=', ledger.account)
    .where('t.kind', 'in', [...ledger.kinds]);
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['t.id', 't.kind', 't.amount', 't.currency', 't.created_at'])
    .orderBy('t.id', 'desc')
    .offset(query.offset)
    .limit(query.count)
    .execute();
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      type: query.type,
      method: row.kind,
      amount: wireMoney(Number(row.amount), row.currency),
      status: STATUS_OF_KIND[row.kind] ?? row.kind,
      created_at: new Date(row.created_at).toISOString(),
      updated_at: new Date(row.created_at).toISOString(),
      can_cancel: false,
      requisites: {},
    })),
    total: Number(total),
  };
}
