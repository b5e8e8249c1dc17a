import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { decide, freeBetDecision } from './bet-math';

export type SettlementDependencies = Pick<FastifyInstance, 'wallet' | 'events'>;

export const stakeKey = (betId: number) => `bet:${betId}:stake`;
export const payoutKey = (betId: number) => `bet:${betId}:payout`;

/**
 * Settles one bet in its own transaction if its legs allow: the bet row is locked and changes
 * from `open` exactly once; the winnings (or, when every leg was void, the stake) move through
 * the ledger under a key of the bet, and `bet.settled` is recorded with it. Running it again, or
 * on two instances at once, finds the bet no longer open and does nothing.
 *
 * A bet a free bet paid keeps none of its stake: a win pays the winnings without it to the main
 * balance, a void pays nothing (the bonus engine gives the free bet back from `bet.settled`).
 */
export async function settleBet(db: Db, { wallet, events }: SettlementDependencies, betId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const bet = await trx
      .selectFrom('bets')
      .selectAll()
      .where('id', '=', betId)
      .where('status', '=', 'open')
      .forUpdate()
      .executeTakeFirst();
    if (!bet) return false;
    // Copy each published result onto the bet's legs that still wait for one.
    await sql`
      update bet_legs set outcome = s.outcome
      from betting_selections s
      where bet_legs.bet_id = ${betId} and bet_legs.selection_id = s.id and bet_legs.outcome is null and s.outcome is not null`.execute(
      trx,
    );
    const legs = await trx.selectFrom('bet_legs').select(['price', 'outcome']).where('bet_id', '=', betId).execute();
    const freeBetId = bet.free_bet_id === null ? undefined : Number(bet.free_bet_id);
    const decision = freeBetId === undefined ? decide(bet.stake, legs) : freeBetDecision(bet.stake, legs);
    if (decision.status === 'open') return false;
    await trx
      .updateTable('bets')
      .set({ status: decision.status, payout: decision.payout, settled_at: new Date() })
      .where('id', '=', betId)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    const reference = { type: 'bet', id: betId };
    if (decision.status === 'void' && freeBetId === undefined) {
      await wallet.reverse(trx, { key: payoutKey(betId), of: { key: stakeKey(betId) }, reference });
    } else if (decision.payout > 0) {
      const main = await wallet.accounts.player(trx, bet.account_id, 'main', bet.currency);
      const house = await wallet.accounts.house(trx, bet.currency, bet.account_id);
      await wallet.transfer(trx, { key: payoutKey(betId), kind: 'win', from: house, to: main, amount: decision.payout, reference });
    }
    await events.record(trx, {
      type: 'bet.settled',
      key: String(betId),
      payload: {
        accountId: bet.account_id,
        betId,
        status: decision.status,
        stake: bet.stake,
        payout: decision.payout,
        currency: bet.currency,
        ...(freeBetId === undefined ? {} : { freeBetId }),
      },
    });
    return true;
  });
}

/**
 * Settles every open bet with a leg whose market has a published result but which has not been
 * applied yet, a batch at a time. Safe to run any number of times: each bet settles once.
 */
export async function settlePending(db: Db, dependencies: SettlementDependencies, marketIds?: readonly number[]): Promise<number> {
  let settled = 0;
  let after = 0;
  for (;;) {
    let query = db
      .selectFrom('bet_legs as l')
      .innerJoin('betting_selections as s', 's.id', 'l.selection_id')
      .innerJoin('bets as b', 'b.id', 'l.bet_id')
      .select('l.bet_id')
      .distinct()
      .where('l.outcome', 'is', null)
      .where('s.outcome', 'is not', null)
      .where('b.status', '=', 'open')
      .where('l.bet_id', '>', after)
      .orderBy('l.bet_id')
      .limit(100);
    if (marketIds) {
      if (marketIds.length === 0) return 0;
      query = query.where('l.market_id', 'in', marketIds);
    }
    const batch = await query.execute();
    if (batch.length === 0) return settled;
    for (const { bet_id } of batch) {
      if (await settleBet(db, dependencies, bet_id)) settled += 1;
      after = bet_id;
    }
  }
}
