import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** One UTC day's figures in one currency, in integer minor units. */
export interface DailyFigures {
  day: string;
  currency: string;
  depositCount: number;
  depositAmount: number;
  withdrawalCount: number;
  withdrawalAmount: number;
  betCount: number;
  stakes: number;
  wins: number;
}

interface FiguresRow {
  day: string;
  currency: string;
  deposit_count: string | number;
  deposit_amount: string | number;
  withdrawal_count: string | number;
  withdrawal_amount: string | number;
  bet_count: string | number;
  stakes: string | number;
  wins: string | number;
}

/**
 * The daily report's figures, read from the ledger (`ledger_transfers`, see `src/wallet/README.md`)
 * and nothing else. Why the ledger and not the areas' own tables:
 * - it is the money itself: every movement of real money is exactly one transfer, in minor units,
 *   with its currency and the moment it was posted, append-only (the database refuses updates and
 *   deletes), so a past day's figures never change afterwards and always add up with the balances;
 * - `deposits` and `withdrawals` rows are requests whose status and `updated_at` keep changing
 *   (refunds, declines, manual confirmations); the day a deposit was credited or a payout left is
 *   the day of its `deposit` or `withdrawal_payout` transfer, which exists only once it happened;
 * - `game_rounds`, `game_transactions` and `bets` do not say which balance paid: a round's stake is
 *   split between main and bonus money, a free bet is paid by the betting bonus, and a void sports
 *   bet gives its stake back as a reversal. The ledger's accounts say it.
 *
 * What counts (days are UTC days of `created_at`):
 * - deposits: `deposit` transfers (provider clearing → main), the amount before the method's fee;
 * - withdrawals paid: `withdrawal_payout` transfers (held money → provider clearing);
 * - stakes: `bet` transfers out of a player's **main** account, less reversals of such bets (a void
 *   sports bet) on the day of the reversal. Bonus and betting-bonus money is the operator's own
 *   promotion, not money players brought, so stakes of it are not revenue;
 * - bets: the rounds and sports bets with a real-money stake that day (a round's main and bonus
 *   parts are two transfers of one reference, counted once);
 * - wins: `win` transfers into a player's main account (a free bet's winnings included: that money
 *   is real), less reversals of such wins.
 *
 * The scan is bounded by `created_at` (the BRIN index of migration 1660, cheap on an append-only table).
 */
export function createStaffReportsRepository() {
  return {
    /** Figures per day and currency from `from` to `to` (UTC days, both included), ordered by day then currency. */
    async daily(db: Db, from: string, to: string): Promise<DailyFigures[]> {
      const { rows } = await sql<FiguresRow>`
        select
          to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
          t.currency,
          count(*) filter (where t.kind = 'deposit') as deposit_count,
          coalesce(sum(t.amount) filter (where t.kind = 'deposit'), 0) as deposit_amount,
          count(*) filter (where t.kind = 'withdrawal_payout') as withdrawal_count,
          coalesce(sum(t.amount) filter (where t.kind = 'withdrawal_payout'), 0) as withdrawal_amount,
          count(distinct coalesce(t.reference_type || ':' || t.reference_id, 'transfer:' || t.id))
            filter (where t.kind = 'bet' and debit.kind = 'main') as bet_count,
          coalesce(sum(t.amount) filter (where t.kind = 'bet' and debit.kind = 'main'), 0)
            - coalesce(sum(t.amount) filter (where original.kind = 'bet' and credit.kind = 'main'), 0) as stakes,
          coalesce(sum(t.amount) filter (where t.kind = 'win' and credit.kind = 'main'), 0)
            - coalesce(sum(t.amount) filter (where original.kind = 'win' and debit.kind = 'main'), 0) as wins
        from ledger_transfers t
        join ledger_accounts debit on debit.id = t.debit_account_id
        join ledger_accounts credit on credit.id = t.credit_account_id
        left join ledger_transfers original on original.id = t.reverses_transfer_id
        where t.created_at >= ${from}::date::timestamp at time zone 'UTC'
          and t.created_at < (${to}::date + 1)::timestamp at time zone 'UTC'
          and t.kind in ('deposit', 'withdrawal_payout', 'bet', 'win', 'reversal')
        group by 1, 2
        order by 1, 2`.execute(db);
      return rows
        .map((row) => ({
          day: row.day,
          currency: row.currency,
          depositCount: Number(row.deposit_count),
          depositAmount: Number(row.deposit_amount),
          withdrawalCount: Number(row.withdrawal_count),
          withdrawalAmount: Number(row.withdrawal_amount),
          betCount: Number(row.bet_count),
          stakes: Number(row.stakes),
          wins: Number(row.wins),
        }))
        .filter((figures) => Object.values(figures).some((value) => typeof value === 'number' && value !== 0));
    },
  };
}

export type StaffReportsRepository = ReturnType<typeof createStaffReportsRepository>;
