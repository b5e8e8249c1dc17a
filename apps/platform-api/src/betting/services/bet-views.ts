import type { Bet } from '@nfx/api-contract';
import { wireMoney } from '@nfx/money';
import type { Db } from '../../db/database';

/** The player's bets by id, shaped as the contract says, in the order asked. */
export async function betViews(db: Db, ids: readonly number[]): Promise<Bet[]> {
  if (ids.length === 0) return [];
  const bets = await db.selectFrom('bets').selectAll().where('id', 'in', ids).execute();
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
    .where('l.bet_id', 'in', ids)
    .orderBy('l.selection_id')
    .execute();
  return ids.flatMap((id) => {
    const bet = bets.find((row) => row.id === id);
    if (!bet) return [];
    return [
      {
        id: bet.id,
        kind: bet.kind,
        status: bet.status,
        stake: wireMoney(bet.stake, bet.currency),
        price: bet.price,
        potential_payout: wireMoney(bet.potential_payout, bet.currency),
        payout: bet.payout === null ? null : wireMoney(bet.payout, bet.currency),
        placed_at: new Date(bet.placed_at).toISOString(),
        settled_at: bet.settled_at ? new Date(bet.settled_at).toISOString() : null,
        legs: legs
          .filter((leg) => leg.bet_id === id)
          .map((leg) => ({
            selection_id: leg.selection_id,
            event_id: leg.event_id,
            sport: leg.sport,
            home: leg.home,
            away: leg.away,
            starts_at: new Date(leg.starts_at).toISOString(),
            market: leg.kind,
            line: leg.line === null ? null : Number(leg.line),
            code: leg.code,
            price: leg.price,
            outcome: leg.outcome,
          })),
        free_bet_id: bet.free_bet_id === null ? null : Number(bet.free_bet_id),
      },
    ];
  });
}
