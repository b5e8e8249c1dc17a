import { ApiError } from '@nfx/errors';
import { PROMO_CAMPAIGN_KINDS } from '@nfx/validation';
import type { Db } from '../../db/database';
import type { BonusCampaignRow, PlayerBonusRow } from '../../db/tables/bonus';
import type { BonusEngine } from './bonus-engine';
import { excluded } from './bonus-engine';
import { matchedAmount } from './bonus-rules';
import { countRedemption, findRedeemableCode } from './promo-codes';
import { running } from './schedule';

const invalidCode = () => new ApiError('InvalidParameter', 'Invalid promo code', { invalidParameters: { promo_code: ['INVALID'] } });
const invalidOffer = () => new ApiError('InvalidParameter', 'No such offer', { invalidParameters: { offer_id: ['INVALID'] } });

/**
 * Whether a campaign's bonus needs no deposit: what a promo code or a taken offer gives at once
 * (the kinds the back office creates, `PROMO_CAMPAIGN_KINDS`).
 */
export const needsNoDeposit = (campaign: Pick<BonusCampaignRow, 'kind'>) =>
  (PROMO_CAMPAIGN_KINDS as readonly string[]).includes(campaign.kind);

/** Campaign kinds a deposit with the campaign's offer triggers (free spins: from the minimum deposit). */
const ON_DEPOSIT = ['deposit_match', 'reload', 'free_spins'] as const;

/**
 * How campaigns turn into bonuses: a promo code (campaigns.activateOffer), an offer taken
 * (campaigns.takepromotions), and a completed deposit with a deposit offer (deposit.completed).
 */
export function createCampaigns(engine: BonusEngine, isExcluded: (db: Db, accountId: number) => Promise<boolean>) {
  // Switched on and inside its schedule (migration 1410): a paused or ended campaign grants nothing.
  const activeCampaign = (db: Db) => db.selectFrom('bonus_campaigns').selectAll().where(running());

  /**
   * A promo code (`bonus_promo_codes`): running, not used up, its campaign running and of a kind
   * without a deposit. Paused, not yet valid, expired and used-up codes are INVALID to the player,
   * like unknown ones: the site has one message for them (§8).
   */
  async function activatePromoCode(trx: Db, accountId: number, currency: string, promoCode: string): Promise<PlayerBonusRow> {
    const found = await findRedeemableCode(trx, promoCode, { lock: true });
    if (!found || !needsNoDeposit(found.campaign)) throw invalidCode();
    const { campaign, promo } = found;
    if (await isExcluded(trx, accountId)) throw excluded();
    const bonus = await engine.grant(trx, { accountId, campaign, amount: Number(campaign.fixed_amount), currency, source: 'promo' });
    // Once per player and campaign, whichever of its codes: a used code is refused like an unknown one (§8: the first promo_code error).
    if (!bonus) throw new ApiError('InvalidParameter', 'Promo code already used', { invalidParameters: { promo_code: ['ALREADY_USED'] } });
    await countRedemption(trx, promo.id);
    return bonus;
  }

  return {
    activatePromoCode,

    /**
     * A registration that carried a promo code (spec §2/§4: the stored code is sent with the form
     * and kept on the account) grants that code's bonus like campaigns.activateOffer. A code that
     * grants nothing (unknown, used, a self-excluded player) leaves the account as it is: every
     * refusal is thrown before anything is written, so catching it keeps the event's transaction
     * clean and the event is not retried for ever.
     */
    async onRegistered(trx: Db, accountId: number): Promise<PlayerBonusRow | null> {
      const account = await trx.selectFrom('accounts').select(['promo_code', 'currency']).where('id', '=', accountId).executeTakeFirst();
      const code = account?.promo_code?.trim();
      if (!account || !code) return null;
      try {
        return await activatePromoCode(trx, accountId, account.currency, code);
      } catch (error) {
        if (error instanceof ApiError) return null;
        throw error;
      }
    },

    /** An offer taken: a deposit offer waits for the next deposit; one without a deposit grants now. */
    async takeOffer(trx: Db, accountId: number, currency: string, offerId: number): Promise<PlayerBonusRow | null> {
      const campaign = await activeCampaign(trx).where('offer_id', '=', offerId).executeTakeFirst();
      if (!campaign) throw invalidOffer();
      if (await isExcluded(trx, accountId)) throw excluded();
      if (needsNoDeposit(campaign)) {
        const bonus = await engine.grant(trx, { accountId, campaign, amount: Number(campaign.fixed_amount), currency, source: 'offer' });
        if (!bonus) throw new ApiError('InvalidRequest', 'This offer was already taken', { code: 'offer_already_taken' });
        return bonus;
      }
      await trx
        .insertInto('bonus_offer_choices')
        .values({ account_id: accountId, offer_id: offerId })
        .onConflict((conflict) => conflict.column('account_id').doUpdateSet({ offer_id: offerId, taken_at: new Date() }))
        .execute();
      return null;
    },

    /**
     * A completed deposit: the offer chosen on the deposit form, or else the one taken before,
     * grants its match (percent up to the cap, from the minimum deposit) once per deposit.
     */
    async onDeposit(
      trx: Db,
      deposit: { accountId: number; depositId: number; amount: number; currency: string; campaignOfferId?: number },
    ) {
      let offerId = deposit.campaignOfferId;
      if (offerId === undefined) {
        const taken = await trx
          .deleteFrom('bonus_offer_choices')
          .where('account_id', '=', deposit.accountId)
          .returning('offer_id')
          .executeTakeFirst();
        offerId = taken?.offer_id;
      }
      if (offerId === undefined) return null;
      const campaign: BonusCampaignRow | undefined = await activeCampaign(trx)
        .where('offer_id', '=', offerId)
        .where('kind', 'in', ON_DEPOSIT)
        .executeTakeFirst();
      if (!campaign) return null;
      // A free-spin bonus's amount is what its spins win; a deposit below the minimum gives no spins.
      if (campaign.kind === 'free_spins' && deposit.amount < Number(campaign.min_deposit)) return null;
      return engine.grant(trx, {
        accountId: deposit.accountId,
        campaign,
        amount: campaign.kind === 'free_spins' ? 0 : matchedAmount(campaign, deposit.amount),
        currency: deposit.currency,
        source: `deposit:${deposit.depositId}`,
      });
    },
  };
}

export type Campaigns = ReturnType<typeof createCampaigns>;
