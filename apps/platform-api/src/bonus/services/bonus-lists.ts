import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { BonusStatus, BonusWallet, CashbackStatus } from '../../db/tables/bonus';
import { bonusOf, cashbackOf } from './bonus-format';

/** A page of a player's bonuses of one wallet, newest first; removed ones are not listed. */
export async function bonusPage(
  db: Db,
  accountId: number,
  wallet: BonusWallet,
  query: { statuses?: readonly BonusStatus[]; offset: number; count: number },
) {
  let base = db
    .selectFrom('player_bonuses')
    .where('player_bonuses.account_id', '=', accountId)
    .where('player_bonuses.wallet', '=', wallet)
    .where('player_bonuses.is_hidden', '=', false);
  if (query.statuses && query.statuses.length > 0) base = base.where('player_bonuses.status', 'in', query.statuses);
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('bonus_campaigns as c', 'c.id', 'player_bonuses.campaign_id')
    .selectAll('player_bonuses')
    .select([
      'c.kind',
      'c.title',
      'c.description',
      'c.image',
      'c.wagering_multiplier',
      'c.max_stake',
      'c.free_spin_count',
      'c.free_bet_min_price',
    ])
    .orderBy('player_bonuses.id', 'desc')
    .offset(query.offset)
    .limit(query.count)
    .execute();
  return { rows, total: Number(total) };
}

export async function bonusById(db: Db, bonusId: number) {
  const row = await db.selectFrom('player_bonuses').selectAll().where('id', '=', bonusId).executeTakeFirstOrThrow();
  const campaign = await db.selectFrom('bonus_campaigns').selectAll().where('id', '=', row.campaign_id).executeTakeFirstOrThrow();
  return bonusOf(row, campaign);
}

// A date column would come back as a Date at local midnight; the day as text is what the answer sends.
const endDay = sql<string>`to_char(cashbacks.end_date, 'YYYY-MM-DD')`.as('end_day');

export async function cashbackPage(
  db: Db,
  accountId: number,
  query: { statuses?: readonly CashbackStatus[]; sort: 'end_date' | 'created_at'; order: 'asc' | 'desc'; offset: number; count: number },
) {
  let base = db.selectFrom('cashbacks').where('account_id', '=', accountId).where('is_hidden', '=', false);
  if (query.statuses && query.statuses.length > 0) base = base.where('status', 'in', query.statuses);
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('bonus_campaigns as c', 'c.id', 'cashbacks.campaign_id')
    .selectAll('cashbacks')
    .select(['c.title', endDay])
    .orderBy(`cashbacks.${query.sort}`, query.order)
    .orderBy('cashbacks.id', query.order)
    .offset(query.offset)
    .limit(query.count)
    .execute();
  return { items: rows.map((row) => cashbackOf(row, row)), total: Number(total) };
}

export async function cashbackById(db: Db, cashbackId: number) {
  const row = await db
    .selectFrom('cashbacks')
    .innerJoin('bonus_campaigns as c', 'c.id', 'cashbacks.campaign_id')
    .selectAll('cashbacks')
    .select(['c.title', endDay])
    .where('cashbacks.id', '=', cashbackId)
    .executeTakeFirstOrThrow();
  return cashbackOf(row, row);
}
