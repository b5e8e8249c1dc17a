import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { BonusStatus, BonusWallet, CashbackRow, CashbackStatus } from '../../db/tables/bonus';
import { bonusOf, cashbackOf } from './bonus-format';
import { campaignTexts, inWords } from './campaign-texts';

/**
 * A page of a player's bonuses of one wallet, newest first; removed ones are not listed. Titles
 * and descriptions are in the first of `locales` the campaign has words in.
 */
export async function bonusPage(
  db: Db,
  accountId: number,
  wallet: BonusWallet,
  query: { statuses?: readonly BonusStatus[]; offset: number; count: number },
  locales: readonly string[],
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
  const texts = await campaignTexts(
    db,
    rows.map((row) => row.campaign_id),
    locales,
  );
  return { rows: rows.map((row) => inWords(row, texts.get(row.campaign_id))), total: Number(total) };
}

/** One bonus as the money calls answer it, in the first of `locales` its campaign has words in. */
export async function bonusById(db: Db, bonusId: number, locales: readonly string[]) {
  const row = await db.selectFrom('player_bonuses').selectAll().where('id', '=', bonusId).executeTakeFirstOrThrow();
  const campaign = await db.selectFrom('bonus_campaigns').selectAll().where('id', '=', row.campaign_id).executeTakeFirstOrThrow();
  const texts = await campaignTexts(db, [campaign.id], locales);
  return bonusOf(row, inWords(campaign, texts.get(campaign.id)));
}

/** A cashback's `description` is its campaign's title in the request's words. */
async function cashbacksInWords<Row extends CashbackRow & { title: string; end_day: string }>(
  db: Db,
  rows: Row[],
  locales: readonly string[],
) {
  const texts = await campaignTexts(
    db,
    rows.map((row) => row.campaign_id),
    locales,
  );
  return rows.map((row) => cashbackOf(row, { title: texts.get(row.campaign_id)?.title ?? row.title }));
}

// A date column would come back as a Date at local midnight; the day as text is what the answer sends.
const endDay = sql<string>`to_char(cashbacks.end_date, 'YYYY-MM-DD')`.as('end_day');

export async function cashbackPage(
  db: Db,
  accountId: number,
  query: { statuses?: readonly CashbackStatus[]; sort: 'end_date' | 'created_at'; order: 'asc' | 'desc'; offset: number; count: number },
  locales: readonly string[],
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
  return { items: await cashbacksInWords(db, rows, locales), total: Number(total) };
}

export async function cashbackById(db: Db, cashbackId: number, locales: readonly string[]) {
  const row = await db
    .selectFrom('cashbacks')
    .innerJoin('bonus_campaigns as c', 'c.id', 'cashbacks.campaign_id')
    .selectAll('cashbacks')
    .select(['c.title', endDay])
    .where('cashbacks.id', '=', cashbackId)
    .executeTakeFirstOrThrow();
  const texts = await campaignTexts(db, [row.campaign_id], locales);
  return cashbackOf(row, { title: texts.get(row.campaign_id)?.title ?? row.title });
}
