import { sql } from 'kysely';
import type { Bet } from '@nfx/api-contract';
import type { Db } from '../../db/database';
import { betViews } from '../../betting/services/bet-views';

export interface BetExportRange {
  /** First day placed (yyyy-mm-dd), inclusive; null for no lower bound. */
  date_from: string | null;
  /** Last day placed (yyyy-mm-dd), inclusive; null for no upper bound. */
  date_to: string | null;
}

/** Bets read per query: a long history is read in slices so no query carries thousands of ids. */
const SLICE = 500;

/**
 * The player's sports bets placed in a date range, newest first, at most `limit`, for the
 * history's CSV export (issue 20). Like `betHistory` it reads each bet through the betting area's
 * own view of a bet and writes nothing.
 */
export async function betsForExport(db: Db, accountId: number, range: BetExportRange, limit: number): Promise<Bet[]> {
  let query = db.selectFrom('bets').select('id').where('account_id', '=', accountId);
  if (range.date_from) query = query.where(sql<boolean>`placed_at >= ${range.date_from}::date`);
  if (range.date_to) query = query.where(sql<boolean>`placed_at < ${range.date_to}::date + 1`);
  const ids = (await query.orderBy('placed_at', 'desc').orderBy('id', 'desc').limit(limit).execute()).map((row) => row.id);
  const bets: Bet[] = [];
  for (let start = 0; start < ids.length; start += SLICE) bets.push(...(await betViews(db, ids.slice(start, start + SLICE))));
  return bets;
}
