import { sql } from 'kysely';
import { ApiError } from '@nfx/errors';
import type { Db } from '../../db/database';
import type { CashbackRow } from '../../db/tables/bonus';
import type { Wallet } from '../../wallet';
import { isoDay, periodStartOf } from './bonus-rules';
import { running } from './schedule';

const DAY_MS = 86_400_000;

/** Which period a run pays back: the last complete one (the daily job's), or the current one so far. */
export type CashbackPeriod = 'previous' | 'current';

export interface CashbackRun {
  period: CashbackPeriod;
  now?: Date;
  /** Only this player; every player when absent. */
  accountId?: number;
}

/** One day of a player's real-money play in one currency (minor units). */
export interface PlayDay {
  day: string;
  currency: string;
  staked: number;
  won: number;
}

export interface CashbackDependencies {
  wallet: Wallet;
  isExcluded(db: Db, accountId: number): Promise<boolean>;
}

/**
 * Cashback: a share of a player's net real-money losses (stakes − wins from `round.played`,
 * kept per day in `bonus_play_days`; the engine's `wager` adds each round there in the round trip
 * of its wagering) over a campaign's period, paid into the main balance when the player asks
 * (`cashbacks.payout`), once: the ledger key is `cashback:<id>:payout`.
 */
export function createCashbacks({ wallet, isExcluded }: CashbackDependencies) {
  /**
   * The job's computation, also run by hand (the back office's Cashback page): for the last complete period
   * or the current one so far, for every player or one. One cashback per player, campaign, period
   * and currency (unique), so a retried, doubled or later run of the same period creates nothing more,
   * whichever of the job and the staff member ran first.
   */
  async function compute(db: Db, { now = new Date(), period, accountId }: CashbackRun): Promise<number> {
    const campaigns = await db
      .selectFrom('bonus_campaigns')
      .selectAll()
      .where('kind', '=', 'cashback')
      // Paused or outside its schedule at the time of the run: that run pays nothing for it.
      .where(running())
      .execute();
    let created = 0;
    for (const campaign of campaigns) {
      const periodMs = campaign.cashback_period_days * DAY_MS;
      const current = periodStartOf(now, campaign.cashback_period_days);
      const start = period === 'current' ? current : new Date(current.getTime() - periodMs);
      const end = new Date(start.getTime() + periodMs);
      let losses = db
        .selectFrom('bonus_play_days')
        .select(['account_id', 'currency', sql<string>`sum(staked) - sum(won)`.as('net_loss')])
        .where('day', '>=', isoDay(start))
        .where('day', '<', isoDay(end));
      if (accountId !== undefined) losses = losses.where('account_id', '=', accountId);
      const losers = await losses
        .groupBy(['account_id', 'currency'])
        .having(sql`sum(staked) - sum(won)`, '>', 0)
        .execute();
      for (const loser of losers) {
        const loserId = Number(loser.account_id);
        const netLoss = Number(loser.net_loss);
        const amount = Math.floor((netLoss * campaign.cashback_percent) / 100);
        if (amount <= 0 || (await isExcluded(db, loserId))) continue;
        const row = await db
          .insertInto('cashbacks')
          .values({
            account_id: loserId,
            campaign_id: campaign.id,
            period_start: isoDay(start),
            end_date: isoDay(new Date(end.getTime() - DAY_MS)),
            percent: campaign.cashback_percent,
            net_loss: netLoss,
            amount,
            currency: loser.currency,
            status: 'active',
            receiving_expired_at: new Date(now.getTime() + campaign.cashback_claim_days * DAY_MS),
          })
          .onConflict((conflict) => conflict.columns(['account_id', 'campaign_id', 'period_start', 'currency']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (row) created += 1;
      }
    }
    return created;
  }

  return {
    /**
     * Creates the cashbacks of every active cashback campaign for its last complete period before
     * `now` (the `bonus.cashback` job). Safe to run again: one cashback per player, campaign,
     * period and currency (unique), so a retried or doubled run creates nothing more.
     */
    async computeDue(db: Db, now = new Date()): Promise<number> {
      return compute(db, { now, period: 'previous' });
    },

    compute,

    /** A player's real-money play per UTC day and currency since `since`, newest first: what cashback is computed from. */
    async playDays(db: Db, accountId: number, since: Date): Promise<PlayDay[]> {
      const rows = await db
        .selectFrom('bonus_play_days')
        .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'currency', 'staked', 'won'])
        .where('account_id', '=', accountId)
        .where('day', '>=', isoDay(since))
        .orderBy('day', 'desc')
        .orderBy('currency')
        .execute();
      return rows.map((row) => ({ day: row.day, currency: row.currency, staked: Number(row.staked), won: Number(row.won) }));
    },

    /** Pays an active cashback into the main balance; a paid one answers as it is (idempotent). */
    async payout(trx: Db, accountId: number, cashbackId: number): Promise<CashbackRow> {
      const cashback = await trx
        .selectFrom('cashbacks')
        .selectAll()
        .where('id', '=', cashbackId)
        .where('account_id', '=', accountId)
        .where('is_hidden', '=', false)
        .forUpdate()
        .executeTakeFirst();
      if (!cashback) throw new ApiError('InvalidParameter', 'No such cashback', { invalidParameters: { cashback_id: ['INVALID'] } });
      if (cashback.status === 'paid_out') return cashback;
      if (cashback.receiving_expired_at.getTime() <= Date.now())
        throw new ApiError('InvalidRequest', 'This cashback can no longer be received', { code: 'cashback_expired' });
      if (await isExcluded(trx, accountId))
        throw new ApiError('InvalidRequest', 'Bonuses are off while the player is self-excluded', { code: 'self_excluded' });
      await wallet.transfer(trx, {
        key: `cashback:${cashback.id}:payout`,
        kind: 'cashback_payout',
        from: await wallet.accounts.house(trx, cashback.currency, accountId),
        to: await wallet.accounts.player(trx, accountId, 'main', cashback.currency),
        amount: Number(cashback.amount),
        reference: { type: 'cashback', id: cashback.id },
      });
      return trx
        .updateTable('cashbacks')
        .set({ status: 'paid_out', paid_out_at: sql<Date>`now()` })
        .where('id', '=', cashback.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async remove(db: Db, accountId: number, cashbackId: number): Promise<void> {
      const hidden = await db
        .updateTable('cashbacks')
        .set({ is_hidden: true })
        .where('id', '=', cashbackId)
        .where('account_id', '=', accountId)
        .where('is_hidden', '=', false)
        .returning('id')
        .executeTakeFirst();
      if (!hidden) throw new ApiError('InvalidParameter', 'No such cashback', { invalidParameters: { cashback_id: ['INVALID'] } });
    },
  };
}

export type Cashbacks = ReturnType<typeof createCashbacks>;
