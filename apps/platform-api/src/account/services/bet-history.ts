import type { Bet } from '@nfx/api-contract';
import type { Db } from '../../db/database';
import type { BetStatus } from '../../db/tables/betting';
import { betViews } from '../../betting/services/bet-views';

export interface BetHistoryRequest {
  status?: BetStatus;
  offset: number;
  count: number;
}

/**
 * A page of the player's sports bets for the profile's history (issue 16), newest first, with
 * each bet's selections. It reads the betting area's record of the past through that area's own
 * view of a bet (the shape `betting.getbets` answers with) and writes nothing; placing and
 * settling bets stay the betting area's.
 */
export async function betHistory(db: Db, accountId: number, request: BetHistoryRequest): Promise<{ items: Bet[]; total: number }> {
  let query = db.selectFrom('bets').where('account_id', '=', accountId);
  if (request.status) query = query.where('status', '=', request.status);
  const [page, total] = await Promise.all([
    query.select('id').orderBy('placed_at', 'desc').orderBy('id', 'desc').offset(request.offset).limit(request.count).execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: await betViews(
      db,
      page.map((row) => row.id),
    ),
    total: Number(total.count),
  };
}
