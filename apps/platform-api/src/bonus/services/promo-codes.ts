import type { Db } from '../../db/database';
import type { BonusCampaignRow, BonusPromoCodeRow } from '../../db/tables/bonus';
import { running } from './schedule';

/**
 * A code a player may redeem now, with its campaign: the code running and not used up, its
 * campaign running. Codes are stored upper-case; players type them in any case. `lock` holds the
 * code's row until the transaction ends, so two players on its last redemption queue here and the
 * second finds it used up.
 */
export async function findRedeemableCode(
  db: Db,
  code: string,
  { lock }: { lock: boolean },
): Promise<{ promo: BonusPromoCodeRow; campaign: BonusCampaignRow } | undefined> {
  let query = db
    .selectFrom('bonus_promo_codes')
    .selectAll()
    .where('code', '=', code.trim().toUpperCase())
    .where(running())
    .where((eb) => eb.or([eb('max_redemptions', 'is', null), eb('redemptions', '<', eb.ref('max_redemptions'))]));
  if (lock) query = query.forUpdate();
  const promo = await query.executeTakeFirst();
  if (!promo) return undefined;
  const campaign = await db
    .selectFrom('bonus_campaigns')
    .selectAll()
    .where('id', '=', promo.campaign_id)
    .where(running())
    .executeTakeFirst();
  return campaign ? { promo, campaign } : undefined;
}

/** One more player redeemed the code (its row locked by {@link findRedeemableCode}). */
export async function countRedemption(trx: Db, promoId: number): Promise<void> {
  await trx
    .updateTable('bonus_promo_codes')
    .set((eb) => ({ redemptions: eb('redemptions', '+', 1) }))
    .where('id', '=', promoId)
    .execute();
}
