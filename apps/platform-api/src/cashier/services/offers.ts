import type { CampaignOffer } from '@nfx/api-contract';
import type { Db } from '../../db/database';
import { wireMoney } from '@nfx/money';

/**
 * Statuses of a deposit whose money reached the balance. A refund, whole or partial, does not
 * make the next deposit a first one again: otherwise a refunded first deposit would let the
 * player take the first-deposit match twice.
 */
const REACHED_BALANCE = ['success', 'partially_refunded', 'refunded', 'refund_review'] as const;

/** Whether the player has a deposit that reached the balance (first-deposit offers stop applying then). */
async function hasCompletedDeposit(db: Db, accountId: number): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('deposits')
      .select('id')
      .where('account_id', '=', accountId)
      .where('status', 'in', [...REACHED_BALANCE])
      .executeTakeFirst(),
  );
}

/** Per offer id, its title and text in the request's locale; an offer left out keeps its own words. */
export type OfferWordsLookup = (offerIds: number[]) => Promise<Map<number, { title: string; text: string }>>;

/**
 * The deposit offers (campaigns.getoffers as the deposit form needs it): whether this player
 * satisfies each one's trigger now. Visitors see them all (§6: offers show to anonymous users).
 */
export async function listOffers(db: Db, accountId: number | null, currency: string, offset: number, wordsOf: OfferWordsLookup) {
  const rows = await db.selectFrom('campaign_offers').selectAll().where('is_active', '=', true).orderBy('id').execute();
  const deposited = accountId ? await hasCompletedDeposit(db, accountId) : false;
  const words = await wordsOf(rows.map((row) => row.id));
  const items: CampaignOffer[] = rows.map((row) => ({
    id: row.id,
    trigger: { action: row.trigger_action },
    description: { title: words.get(row.id)?.title ?? row.title, text: words.get(row.id)?.text ?? row.text, image: row.image },
    promotions: [
      {
        type: 'deposit_bonus',
        percent: row.bonus_percent,
        max_amount: wireMoney(row.max_bonus, currency),
        min_deposit: wireMoney(row.min_deposit, currency),
      },
    ],
    params: { exclude_methods: row.exclude_methods },
    user_satisfies_params: accountId === null || !(row.first_deposit_only && deposited),
  }));
  return { items: items.slice(offset), total: items.length };
}

/** Whether a deposit of `amount` (minor units) by `method` may take the offer. */
export async function offerMayApply(db: Db, accountId: number, offerId: number, method: string, amount: number): Promise<boolean> {
  const offer = await db
    .selectFrom('campaign_offers')
    .selectAll()
    .where('id', '=', offerId)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!offer || offer.exclude_methods.includes(method) || amount < Number(offer.min_deposit)) return false;
  return !(offer.first_deposit_only && (await hasCompletedDeposit(db, accountId)));
}
