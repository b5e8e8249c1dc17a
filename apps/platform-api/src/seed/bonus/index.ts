import type { Db } from '../../db/database';
import type { BonusCampaignsTable } from '../../db/tables/bonus';
import type { Insertable } from 'kysely';
import { seedLocales } from '../content/locales';
import { CAMPAIGN_TEXTS } from './campaign-texts';

/** Slots count in full, roulette and card games a tenth, live games not at all: a typical operator's table. */
const CONTRIBUTIONS = JSON.stringify({ default: 100, roulette: 10, cards: 10, live: 0 });

/**
 * The demo campaigns. Offers 1 and 2 are the cashier's deposit offers (`campaign_offers`), so the
 * deposit form's choice grants these matches; WELCOME10 and FREEBET5 (a free bet of 5 for the
 * bet slip, odds 1.50 or more) are promo codes.
 */
export const BONUS_CAMPAIGNS: Insertable<BonusCampaignsTable>[] = [
  {
    id: 1,
    kind: 'deposit_match',
    wallet: 'casino',
    title: 'Welcome bonus',
    description: '100% of your first deposit, up to 200. Wager the bonus 35 times within 30 days.',
    offer_id: 1,
    match_percent: 100,
    max_amount: 20_000,
    min_deposit: 2_000,
    wagering_multiplier: 35,
    contributions: CONTRIBUTIONS,
    max_stake: 500,
    expiry_days: 30,
  },
  {
    id: 2,
    kind: 'reload',
    wallet: 'casino',
    title: 'Reload bonus',
    description: '25% on every deposit, up to 50. Wager the bonus 10 times within 14 days.',
    offer_id: 2,
    match_percent: 25,
    max_amount: 5_000,
    min_deposit: 1_000,
    wagering_multiplier: 10,
    contributions: CONTRIBUTIONS,
    max_stake: 500,
    expiry_days: 14,
  },
  {
    id: 3,
    kind: 'no_deposit',
    wallet: 'casino',
    title: 'Welcome 10',
    description: '10 to play with, no deposit needed. Wager it 20 times within 7 days.',
    promo_code: 'WELCOME10',
    fixed_amount: 1_000,
    wagering_multiplier: 20,
    contributions: CONTRIBUTIONS,
    max_stake: 200,
    expiry_days: 7,
  },
  {
    id: 4,
    kind: 'free_bet',
    wallet: 'betting',
    title: 'Free bet 5',
    description:
      'A free bet of 5 on a sports bet at odds of 1.50 or more, valid for 7 days. A win pays the winnings; the stake is not returned.',
    promo_code: 'FREEBET5',
    fixed_amount: 500,
    wagering_multiplier: 1,
    expiry_days: 7,
    free_bet_min_price: 150,
  },
  {
    id: 5,
    kind: 'cashback',
    wallet: 'casino',
    title: 'Daily cashback 10%',
    description: '10% of yesterday’s net losses back as real money; collect it within 7 days.',
    cashback_percent: 10,
    cashback_period_days: 1,
    cashback_claim_days: 7,
  },
];

/**
 * PLAY1X: a bonus small enough to wager through in a few spins (1.00, wagered once, stakes up to
 * 1.00 count), so the whole road from a bonus to main money can be tried on the demo site.
 */
export const PLAY_THROUGH_CAMPAIGN: Insertable<BonusCampaignsTable> = {
  id: 6,
  kind: 'no_deposit',
  wallet: 'casino',
  title: 'Play-through 1',
  description: '1 to play with, no deposit needed. Wager it once (stakes up to 1 count) within 3 days and it is yours.',
  promo_code: 'PLAY1X',
  fixed_amount: 100,
  wagering_multiplier: 1,
  contributions: CONTRIBUTIONS,
  max_stake: 100,
  expiry_days: 3,
};

/** SPINS50: 50 free spins of 0.10 on the first slot of the catalogue; their wins are a bonus wagered 20 times. */
const freeSpinsCampaign = (game: string): Insertable<BonusCampaignsTable> => ({
  id: 7,
  kind: 'free_spins',
  wallet: 'casino',
  title: '50 free spins',
  description: '50 free spins of 0.10. Wager what they win 20 times within 7 days.',
  promo_code: 'SPINS50',
  free_spin_game: game,
  free_spin_count: 50,
  free_spin_stake: 10,
  wagering_multiplier: 20,
  contributions: CONTRIBUTIONS,
  max_stake: 200,
  expiry_days: 7,
});

/**
 * FREEBET2: a second, smaller free bet. One betting bonus runs at a time, so a player who enters
 * FREEBET2 and then FREEBET5 has one running and one waiting to be activated from the profile.
 */
export const SMALL_FREE_BET_CAMPAIGN: Insertable<BonusCampaignsTable> = {
  id: 9,
  kind: 'free_bet',
  wallet: 'betting',
  title: 'Free bet 2',
  description:
    'A free bet of 2 on a sports bet at odds of 1.50 or more, valid for 7 days. A win pays the winnings; the stake is not returned.',
  promo_code: 'FREEBET2',
  fixed_amount: 200,
  wagering_multiplier: 1,
  expiry_days: 7,
  free_bet_min_price: 150,
};

/**
 * The rules of bonus money bought in the loyalty shop (its `bonus-5` product names this id): no
 * promo code or offer, so only a purchase grants it; the amount comes with each purchase. Wager
 * it 5 times within 14 days.
 */
export const LOYALTY_SHOP_CAMPAIGN: Insertable<BonusCampaignsTable> = {
  id: 8,
  kind: 'no_deposit',
  wallet: 'casino',
  title: 'Loyalty shop bonus',
  description: 'Bonus money bought with loyalty points. Wager it 5 times within 14 days.',
  wagering_multiplier: 5,
  contributions: CONTRIBUTIONS,
  max_stake: 500,
  expiry_days: 14,
};

/**
 * The demo campaigns' words in every seeded locale, for the campaigns that exist (the free spins
 * need a slot). Idempotent: words already there, edited or not, are left as they are.
 */
async function seedCampaignTexts(db: Db): Promise<void> {
  const texts = Object.entries(CAMPAIGN_TEXTS).map(([id, byLocale]) => ({ id: Number(id), byLocale }));
  const existing = await db
    .selectFrom('bonus_campaigns')
    .select('id')
    .where(
      'id',
      'in',
      texts.map((text) => text.id),
    )
    .execute();
  const present = new Set(existing.map((row) => row.id));
  const rows = texts
    .filter((text) => present.has(text.id))
    .flatMap(({ id, byLocale }) =>
      seedLocales.map(({ code }) => ({
        campaign_id: id,
        locale: code,
        title: byLocale[code].title,
        description: byLocale[code].description,
        offer_text: byLocale[code].offer ?? '',
      })),
    );
  if (rows.length === 0) return;
  await db
    .insertInto('bonus_campaign_texts')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['campaign_id', 'locale']).doNothing())
    .execute();
}

/** Idempotent: the demo campaigns in demo mode only (the free spins when the catalogue has a slot), with their words. */
export async function seedBonus(db: Db, options: { demoData: boolean }): Promise<void> {
  if (!options.demoData) return;
  const slot = await db
    .selectFrom('games as g')
    .innerJoin('game_category_links as l', 'l.game_id', 'g.id')
    .innerJoin('game_categories as c', 'c.id', 'l.category_id')
    .select('g.sysname')
    .where('c.sysname', '=', 'slots')
    .where('g.is_active', '=', true)
    .orderBy('g.id')
    .executeTakeFirst();
  await db
    .insertInto('bonus_campaigns')
    .values([
      ...BONUS_CAMPAIGNS,
      PLAY_THROUGH_CAMPAIGN,
      LOYALTY_SHOP_CAMPAIGN,
      SMALL_FREE_BET_CAMPAIGN,
      ...(slot ? [freeSpinsCampaign(slot.sysname)] : []),
    ])
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await seedCampaignTexts(db);
}
