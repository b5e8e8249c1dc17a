import type { Bet } from '@nfx/api-contract';
import type { Db } from '../../db/database';
import type { BetStatus } from '../../db/tables/betting';

export interface BetHistoryRequest {
  status?: BetStatus;
  offset: number;
  count: number;
}

const money = (minor: number, currency: string) => ({ amount: minor / 100, currency });
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A page of the player's sports bets for the profile's history (issue 16), newest first, with
 * each bet's selections. It reads the betting area's tables as a record of the past and writes
 * nothing; placing and settling bets stay the betting area's.
 */
export async function betHistory(db: Db, accountId: number, request: BetHistoryRequest): Promise<{ items: Bet[]; total: number }> {
  let query = db.selectFrom('bets').where('account_id', '=', accountId);
  if (request.status) query = query.where('status', '=', request.status);
  const [bets, total] = await Promise.all([
    query.selectAll().orderBy('placed_at', 'desc').orderBy('id', 'desc').offset(request.offset).limit(request.count).execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  if (bets.length === 0) return { items: [], total: Number(total.count) };
  const legs = await db
    .selectFrom('bet_legs as l')
    .innerJoin('betting_markets as m', 'm.id', 'l.market_id')
    .innerJoin('betting_selections as s', 's.id', 'l.selection_id')
    .innerJoin('betting_events as e', 'e.id', 'm.event_id')
    .select([
      'l.bet_id',
      'l.selection_id',
      'l.price',
      'l.outcome',
      'm.kind',
      'm.line',
      's.code',
      'e.id as event_id',
      'e.sport',
      'e.home',
      'e.away',
      'e.starts_at',
    ])
    .where(
      'l.bet_id',
      'in',
      bets.map((bet) => bet.id),
    )
    .orderBy('l.bet_id')
    .orderBy('e.starts_at')
    .orderBy('l.selection_id')
    .execute();
  const items = bets.map((bet) => ({
    id: bet.id,
    kind: bet.kind,
    status: bet.status,
    stake: money(bet.stake, bet.currency),
    price: bet.price,
    potential_payout: money(bet.potential_payout, bet.currency),
    payout: bet.payout === null ? null : money(bet.payout, bet.currency),
    placed_at: iso(bet.placed_at),
    settled_at: bet.settled_at ? iso(bet.settled_at) : null,
    legs: legs
      .filter((leg) => leg.bet_id === bet.id)
      .map((leg) => ({
        selection_id: leg.selection_id,
        event_id: leg.event_id,
        sport: leg.sport,
        home: leg.home,
        away: leg.away,
        starts_at: iso(leg.starts_at),
        market: leg.kind,
        line: leg.line === null ? null : Number(leg.line),
        code: leg.code,
        price: leg.price,
        outcome: leg.outcome,
      })),
  }));
  return { items, total: Number(total.count) };
}
