import type { Db } from '../../db/database';

/** One page of a player's bet ids, newest first, and how many bets match in all. */
export async function pageOfBetIds(
  db: Db,
  accountId: number,
  filter: { status?: string; offset: number; count: number },
): Promise<{ ids: number[]; total: number }> {
  let query = db.selectFrom('bets').where('account_id', '=', accountId);
  if (filter.status === 'open') query = query.where('status', '=', 'open');
  if (filter.status === 'settled') query = query.where('status', '!=', 'open');
  const [page, total] = await Promise.all([
    query.select('id').orderBy('id', 'desc').offset(filter.offset).limit(filter.count).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { ids: page.map((row) => row.id), total: Number(total.count) };
}
