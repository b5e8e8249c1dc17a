import { ApiError } from '@nfx/errors';
import { DEPOSIT_CAMPAIGN_KINDS, PROMO_CAMPAIGN_KINDS, type StaffCampaignKind } from '@nfx/validation';
import type { Db } from '../../db/database';
import type { BonusCampaignRow, BonusPromoCodeRow, BonusWallet, Contributions } from '../../db/tables/bonus';

/** A campaign the back office creates: the engine's rule columns, in minor units and hundredths. */
export interface NewCampaign {
  kind: StaffCampaignKind;
  title: string;
  description: string;
  fixed_amount: number;
  match_percent: number;
  max_amount: number;
  min_deposit: number;
  wagering_multiplier: number;
  max_stake: number | null;
  expiry_days: number;
  contributions: Contributions;
  free_spin_game: string | null;
  free_spin_count: number;
  free_spin_stake: number;
  free_bet_min_price: number | null;
  cashback_percent: number;
  cashback_period_days: number;
  cashback_claim_days: number;
  starts_at: Date | null;
  ends_at: Date | null;
}

export interface NewPromoCode {
  code: string;
  campaign_id: number;
  max_redemptions: number | null;
  starts_at: Date | null;
  ends_at: Date | null;
}

/** A campaign's words in one locale, as the back office writes them (`bonus_campaign_texts`). */
export interface CampaignLocaleTexts {
  locale: string;
  title: string;
  description: string;
  offer_text: string;
}

export interface Schedule {
  starts_at: Date | null;
  ends_at: Date | null;
}

/**
 * Writes the audit row of a change in the change's own transaction (the staff area's log), so
 * both commit or neither does. `before` is null for something new.
 */
export type AuditChange = (trx: Db, change: { targetId: number; before: unknown; after: unknown }) => Promise<void>;

/**
 * Runs a create at most once per Idempotency-Key, inside the create's transaction (the route's
 * `runOnce` with the staff member and the request): a retry answers the first result and writes nothing.
 */
export type RunOnce = <T>(trx: Db, operation: () => Promise<T>) => Promise<T>;

export type CampaignState = 'running' | 'scheduled' | 'ended' | 'paused';
export type PromoCodeState = CampaignState | 'used_up';

/** The same test as the engine's `running()` (`schedule.ts`), for a list shown at `now`. */
export function campaignState(row: Pick<BonusCampaignRow, 'is_active' | 'starts_at' | 'ends_at'>, now: Date): CampaignState {
  if (!row.is_active) return 'paused';
  if (row.starts_at && new Date(row.starts_at) > now) return 'scheduled';
  if (row.ends_at && new Date(row.ends_at) <= now) return 'ended';
  return 'running';
}

/** A code's state as {@link campaignState}, or used up once every redemption it allows is taken. */
export function promoCodeState(row: BonusPromoCodeRow, now: Date): PromoCodeState {
  const state = campaignState(row, now);
  if (state === 'running' && row.max_redemptions !== null && row.redemptions >= row.max_redemptions) return 'used_up';
  return state;
}

const wrong = (field: string) =>
  new ApiError('InvalidParameter', `Invalid ${field}`, { invalidParameters: { [field]: ['validation.wrongField'] } });
/** A free bet is betting bonus money; the other kinds the back office creates are the casino's. */
const walletOf = (kind: StaffCampaignKind): BonusWallet => (kind === 'free_bet' ? 'betting' : 'casino');

/**
 * The cashier's deposit offer behind a new deposit match or reload (`campaign_offers`, which the
 * engine's deposit grant looks the campaign up by): under the campaign's own id, which the
 * sequence keeps above the seed's offers. A match is for the first deposit only, a reload for any.
 */
async function withDepositOffer(trx: Db, campaign: BonusCampaignRow): Promise<BonusCampaignRow> {
  await trx
    .insertInto('campaign_offers')
    .values({
      id: campaign.id,
      trigger_action: 'deposit',
      title: campaign.title,
      text: campaign.description,
      bonus_percent: campaign.match_percent,
      max_bonus: Number(campaign.max_amount),
      min_deposit: Number(campaign.min_deposit),
      first_deposit_only: campaign.kind === 'deposit_match',
    })
    .execute();
  return trx
    .updateTable('bonus_campaigns')
    .set({ offer_id: campaign.id })
    .where('id', '=', campaign.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface MarketingDependencies {
  db: Db;
  /** Whether a game exists and is switched on (`app.casino.gameStatus`): free spins on anything else would never play. */
  gameStatus(sysname: string): Promise<'active' | 'disabled' | undefined>;
}

/**
 * The marketing team's side of the engine (staff calls in `src/staff/routes/marketing.ts`):
 * campaigns a promo code grants, their schedule and pause, and the codes. Each change locks its
 * row, runs in one transaction with its audit row, and answers what it changed; a pause of a
 * paused campaign changes nothing and writes nothing.
 */
export function createMarketing({ db, gameStatus }: MarketingDependencies) {
  async function lockCampaign(trx: Db, id: number): Promise<BonusCampaignRow> {
    const row = await trx.selectFrom('bonus_campaigns').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw wrong('id');
    return row;
  }

  async function lockCode(trx: Db, id: number): Promise<BonusPromoCodeRow> {
    const row = await trx.selectFrom('bonus_promo_codes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw wrong('id');
    return row;
  }

  return {
    /** Newest first, with how many codes each has (a count: the wire makes it a number). */
    listCampaigns() {
      return db
        .selectFrom('bonus_campaigns as c')
        .selectAll('c')
        .select((eb) =>
          eb
            .selectFrom('bonus_promo_codes as p')
            .select(eb.fn.countAll<string>().as('n'))
            .whereRef('p.campaign_id', '=', 'c.id')
            .as('promo_codes'),
        )
        .orderBy('c.id', 'desc')
        .execute();
    },

    async createCampaign(rules: NewCampaign, audit: AuditChange, once: RunOnce): Promise<BonusCampaignRow> {
      const spins = rules.kind === 'free_spins';
      const cashback = rules.kind === 'cashback';
      const onDeposit = (DEPOSIT_CAMPAIGN_KINDS as readonly string[]).includes(rules.kind);
      if (spins && (await gameStatus(rules.free_spin_game ?? '')) !== 'active') throw wrong('free_spin_game');
      return db.transaction().execute((trx) =>
        once(trx, async () => {
          const inserted = await trx
            .insertInto('bonus_campaigns')
            .values({
              kind: rules.kind,
              wallet: walletOf(rules.kind),
              title: rules.title,
              description: rules.description,
              // Only the fields of its kind: a free-spin bonus starts at nothing, and only a free bet has a least price.
              fixed_amount: spins || onDeposit || cashback ? 0 : rules.fixed_amount,
              match_percent: onDeposit ? rules.match_percent : 0,
              max_amount: onDeposit ? rules.max_amount : 0,
              min_deposit: onDeposit ? rules.min_deposit : 0,
              // A cashback is paid as real money: nothing to wager.
              wagering_multiplier: cashback ? 0 : rules.wagering_multiplier,
              max_stake: cashback ? null : rules.max_stake,
              expiry_days: rules.expiry_days,
              contributions: JSON.stringify(rules.contributions),
              free_spin_game: spins ? rules.free_spin_game : null,
              free_spin_count: spins ? rules.free_spin_count : 0,
              free_spin_stake: spins ? rules.free_spin_stake : 0,
              free_bet_min_price: rules.kind === 'free_bet' ? rules.free_bet_min_price : null,
              // Only a cashback pays back losses: every other kind keeps the table's defaults (0 percent).
              ...(cashback
                ? {
                    cashback_percent: rules.cashback_percent,
                    cashback_period_days: rules.cashback_period_days,
                    cashback_claim_days: rules.cashback_claim_days,
                  }
                : {}),
              starts_at: rules.starts_at,
              ends_at: rules.ends_at,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const row = onDeposit ? await withDepositOffer(trx, inserted) : inserted;
          await audit(trx, { targetId: row.id, before: null, after: row });
          return row;
        }),
      );
    },

    scheduleCampaign(id: number, schedule: Schedule, audit: AuditChange): Promise<void> {
      return db.transaction().execute(async (trx) => {
        const row = await lockCampaign(trx, id);
        await trx.updateTable('bonus_campaigns').set(schedule).where('id', '=', id).execute();
        await audit(trx, { targetId: id, before: { starts_at: row.starts_at, ends_at: row.ends_at }, after: schedule });
      });
    },

    /** Pauses or resumes; answers whether anything changed. */
    setCampaignActive(id: number, active: boolean, audit: AuditChange): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await lockCampaign(trx, id);
        if (row.is_active === active) return false;
        await trx.updateTable('bonus_campaigns').set({ is_active: active }).where('id', '=', id).execute();
        // A paused deposit match's offer leaves the deposit form too, rather than promising a bonus the deposit would not give.
        if (row.offer_id !== null)
          await trx.updateTable('campaign_offers').set({ is_active: active }).where('id', '=', row.offer_id).execute();
        await audit(trx, { targetId: id, before: { is_active: row.is_active }, after: { is_active: active } });
        return true;
      });
    },

    /** A campaign's words in every locale written so far, and whether it is behind a deposit offer; unknown id refused. */
    async campaignTexts(id: number): Promise<{ hasOffer: boolean; items: CampaignLocaleTexts[] }> {
      const campaign = await db.selectFrom('bonus_campaigns').select('offer_id').where('id', '=', id).executeTakeFirst();
      if (!campaign) throw wrong('id');
      const items = await db
        .selectFrom('bonus_campaign_texts')
        .select(['locale', 'title', 'description', 'offer_text'])
        .where('campaign_id', '=', id)
        .orderBy('locale')
        .execute();
      return { hasOffer: campaign.offer_id !== null, items };
    },

    /**
     * Writes a campaign's words in one locale (the caller has checked it is one of the site's),
     * with the audit row of what they were; the same words again change and log nothing.
     */
    setCampaignTexts(id: number, texts: CampaignLocaleTexts, audit: AuditChange): Promise<void> {
      return db.transaction().execute(async (trx) => {
        await lockCampaign(trx, id);
        const before = await trx
          .selectFrom('bonus_campaign_texts')
          .select(['locale', 'title', 'description', 'offer_text'])
          .where('campaign_id', '=', id)
          .where('locale', '=', texts.locale)
          .forUpdate()
          .executeTakeFirst();
        const same = before && (['title', 'description', 'offer_text'] as const).every((field) => before[field] === texts[field]);
        if (same) return;
        await trx
          .insertInto('bonus_campaign_texts')
          .values({ campaign_id: id, ...texts })
          .onConflict((conflict) =>
            conflict
              .columns(['campaign_id', 'locale'])
              .doUpdateSet({ title: texts.title, description: texts.description, offer_text: texts.offer_text }),
          )
          .execute();
        await audit(trx, { targetId: id, before: before ?? null, after: texts });
      });
    },

    /** Newest first, with their campaign's name and switch and schedule. */
    listPromoCodes() {
      return db
        .selectFrom('bonus_promo_codes as p')
        .innerJoin('bonus_campaigns as c', 'c.id', 'p.campaign_id')
        .selectAll('p')
        .select([
          'c.title as campaign_title',
          'c.is_active as campaign_is_active',
          'c.starts_at as campaign_starts_at',
          'c.ends_at as campaign_ends_at',
        ])
        .orderBy('p.id', 'desc')
        .execute();
    },

    /**
     * A new code for a campaign a code can grant, answered as the list shows it; a code in use
     * anywhere is refused on `code` (`exists`).
     */
    async createPromoCode(input: NewPromoCode, audit: AuditChange, once: RunOnce) {
      return db.transaction().execute((trx) =>
        once(trx, async () => {
          const campaign = await trx
            .selectFrom('bonus_campaigns')
            .select([
              'kind',
              'title as campaign_title',
              'is_active as campaign_is_active',
              'starts_at as campaign_starts_at',
              'ends_at as campaign_ends_at',
            ])
            .where('id', '=', input.campaign_id)
            .executeTakeFirst();
          if (!campaign || !(PROMO_CAMPAIGN_KINDS as readonly string[]).includes(campaign.kind)) throw wrong('campaign_id');
          // The unique index decides, so two colleagues typing the same code at once get one code and one refusal.
          const row = await trx
            .insertInto('bonus_promo_codes')
            .values(input)
            .onConflict((conflict) => conflict.column('code').doNothing())
            .returningAll()
            .executeTakeFirst();
          if (!row) throw new ApiError('InvalidParameter', 'This promo code exists', { invalidParameters: { code: ['exists'] } });
          await audit(trx, { targetId: row.id, before: null, after: row });
          const { kind: _kind, ...named } = campaign;
          return { ...row, ...named };
        }),
      );
    },

    /** Pauses or resumes a code; answers whether anything changed. */
    setPromoCodeActive(id: number, active: boolean, audit: AuditChange): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await lockCode(trx, id);
        if (row.is_active === active) return false;
        await trx.updateTable('bonus_promo_codes').set({ is_active: active }).where('id', '=', id).execute();
        await audit(trx, {
          targetId: id,
          before: { code: row.code, is_active: row.is_active },
          after: { code: row.code, is_active: active },
        });
        return true;
      });
    },
  };
}

export type Marketing = ReturnType<typeof createMarketing>;
