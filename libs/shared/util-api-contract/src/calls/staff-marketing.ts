import * as v from 'valibot';
import {
  dateTimeMs,
  parseContributions,
  parseRefundAmount,
  staffCampaignSchema,
  staffCampaignTextsSchema,
  staffPromoCodeSchema,
  staffScheduleSchema,
} from '@nfx/validation';
import { actionsOf, callsOf } from '../define-call';
import { idParam, inputObject, queryInput } from '../params';
import { decimalAmountSchema, timestampSchema } from '../responses';
import { siteLocalesEntries } from './staff-locales';

const staffCall = callsOf('staff');
const staffAction = actionsOf('staff');

/** Where a campaign is in its life: paused by hand, not started yet, past its end, or granting bonuses. */
export const STAFF_CAMPAIGN_STATES = ['running', 'scheduled', 'ended', 'paused'] as const;
/** A promo code's: as a campaign's, or every redemption it allows used. */
export const STAFF_PROMO_CODE_STATES = ['running', 'scheduled', 'ended', 'used_up', 'paused'] as const;

/** Decimal text → integer minor units (the cashier's two decimals); odds "1.50" → hundredths, 150. */
const minorUnits = (value: string | undefined) => (value === undefined ? null : parseRefundAmount(value));
/** A schedule's end as an instant; an empty one is open (null). */
const instant = (value: string | undefined) => (value === undefined ? null : new Date(dateTimeMs(value)));
const window = (input: { starts_at?: string; ends_at?: string }) => ({
  starts_at: instant(input.starts_at),
  ends_at: instant(input.ends_at),
});

const staffCampaignItemSchema = v.object({
  id: v.number(),
  kind: v.string(),
  wallet: v.string(),
  title: v.string(),
  description: v.string(),
  /** A no-deposit bonus's or a free bet's amount. */
  amount: decimalAmountSchema,
  match_percent: v.number(),
  max_amount: decimalAmountSchema,
  min_deposit: decimalAmountSchema,
  wagering_multiplier: v.number(),
  max_stake: v.nullable(decimalAmountSchema),
  expiry_days: v.number(),
  /** Game category sysname → percent of a stake that counts towards wagering (`default` for the rest). */
  contributions: v.record(v.string(), v.number()),
  free_spin_game: v.nullable(v.string()),
  free_spin_count: v.number(),
  free_spin_stake: decimalAmountSchema,
  /** Odds ("1.50") a free bet's bet must reach; null takes any. */
  free_bet_min_price: v.nullable(decimalAmountSchema),
  cashback_percent: v.number(),
  offer_id: v.nullable(v.number()),
  is_active: v.boolean(),
  starts_at: v.nullable(timestampSchema),
  ends_at: v.nullable(timestampSchema),
  state: v.picklist(STAFF_CAMPAIGN_STATES),
  promo_codes: v.number(),
});

const staffPromoCodeItemSchema = v.object({
  id: v.number(),
  code: v.string(),
  campaign_id: v.number(),
  campaign_title: v.string(),
  campaign_state: v.picklist(STAFF_CAMPAIGN_STATES),
  /** Null: any number of players. */
  max_redemptions: v.nullable(v.number()),
  redemptions: v.number(),
  is_active: v.boolean(),
  starts_at: v.nullable(timestampSchema),
  ends_at: v.nullable(timestampSchema),
  state: v.picklist(STAFF_PROMO_CODE_STATES),
  created_at: timestampSchema,
});

const campaignTextSchema = v.object({
  locale: v.string(),
  title: v.string(),
  description: v.string(),
  /** The deposit form's line (a campaign behind a deposit offer); empty: the default locale's. */
  offer_text: v.string(),
});

/**
 * The marketing team's bonus campaigns and promo codes (issue 41): the bonus engine's campaigns
 * (`apps/platform-api/src/bonus`) made, scheduled and paused from the back office, and the codes
 * players redeem with campaigns.activateOffer. Permissions `campaigns` and `promo-codes`; every
 * change is in the audit log.
 */
export const staffMarketingCalls = {
  campaigns: staffCall('campaigns', 'GET', {
    summary: 'Every bonus campaign, newest first, with its rules, schedule, state and number of promo codes (campaigns)',
    input: queryInput({}),
    response: v.object({ items: v.array(staffCampaignItemSchema) }),
  }),
  createCampaign: staffCall('createCampaign', 'POST', {
    summary:
      'Creates a campaign with the engine’s rules: one a promo code grants (no_deposit, free_bet, free_spins), a deposit offer (deposit_match on the first deposit, reload on every one; its offer is created with it), or a cashback the daily job pays (percent of net losses per period, days to collect). Amounts are decimals, times ISO 8601 (UTC without a zone). Takes an Idempotency-Key: a retry answers the first campaign (campaigns)',
    idempotencyKey: true,
    input: v.pipe(
      staffCampaignSchema,
      v.transform((input) => ({
        kind: input.kind,
        title: input.title,
        description: input.description ?? '',
        fixed_amount: minorUnits(input.amount) ?? 0,
        match_percent: input.match_percent ?? 0,
        max_amount: minorUnits(input.max_amount) ?? 0,
        min_deposit: minorUnits(input.min_deposit) ?? 0,
        wagering_multiplier: input.wagering_multiplier ?? 0,
        max_stake: minorUnits(input.max_stake),
        // A cashback grants no bonus to expire: the column keeps its claim days, the same measure.
        expiry_days: input.expiry_days ?? input.cashback_claim_days ?? 1,
        contributions: input.contributions === undefined ? {} : parseContributions(input.contributions),
        free_spin_game: input.free_spin_game ?? null,
        free_spin_count: input.free_spin_count ?? 0,
        free_spin_stake: minorUnits(input.free_spin_stake) ?? 0,
        free_bet_min_price: minorUnits(input.free_bet_min_price),
        cashback_percent: input.cashback_percent ?? 0,
        cashback_period_days: input.cashback_period_days ?? 1,
        cashback_claim_days: input.cashback_claim_days ?? 1,
        ...window(input),
      })),
    ),
    response: staffCampaignItemSchema,
  }),
  scheduleCampaign: staffAction('scheduleCampaign', {
    summary: 'Sets when a campaign starts and ends (each may be empty: open); outside it the campaign grants nothing (campaigns)',
    input: v.pipe(
      staffScheduleSchema,
      v.transform((input) => ({ id: input.id, ...window(input) })),
    ),
  }),
  pauseCampaign: staffAction('pauseCampaign', {
    summary: 'Pauses a campaign: its promo codes, offers and deposits grant nothing until it is resumed (campaigns)',
    input: inputObject({ id: idParam }),
  }),
  resumeCampaign: staffAction('resumeCampaign', {
    summary: 'Resumes a paused campaign (its schedule still applies) (campaigns)',
    input: inputObject({ id: idParam }),
  }),
  campaignTexts: staffCall('campaignTexts', 'GET', {
    summary:
      'A campaign’s words per locale (what players read as its bonus’s name and description, and its deposit offer’s line), the site’s locales and the default one players without words in theirs read (campaigns)',
    input: queryInput({ id: idParam }),
    response: v.object({
      ...siteLocalesEntries,
      /** Whether the campaign is behind a deposit offer, so its offer line is shown. */
      has_offer: v.boolean(),
      items: v.array(campaignTextSchema),
    }),
  }),
  setCampaignTexts: staffAction('setCampaignTexts', {
    summary:
      'Writes a campaign’s words in one of the site’s locales (title, description, offer line); players of that locale read them from then on (campaigns)',
    input: v.pipe(
      inputObject({ id: idParam, ...staffCampaignTextsSchema.entries }),
      v.transform((input) => ({ ...input, description: input.description ?? '', offer_text: input.offer_text ?? '' })),
    ),
  }),
  promoCodes: staffCall('promoCodes', 'GET', {
    summary: 'Every promo code, newest first, with its campaign, redemptions, validity and state (promo-codes)',
    input: queryInput({}),
    response: v.object({ items: v.array(staffPromoCodeItemSchema) }),
  }),
  createPromoCode: staffCall('createPromoCode', 'POST', {
    summary:
      'Creates a promo code for a campaign a code can grant, with an optional number of redemptions and validity window; a code in use is refused (code: exists). Takes an Idempotency-Key: a retry answers the first code (promo-codes)',
    idempotencyKey: true,
    input: v.pipe(
      staffPromoCodeSchema,
      v.transform((input) => ({
        code: input.code,
        campaign_id: input.campaign_id,
        max_redemptions: input.max_redemptions ?? null,
        ...window(input),
      })),
    ),
    response: staffPromoCodeItemSchema,
  }),
  pausePromoCode: staffAction('pausePromoCode', {
    summary: 'Pauses a promo code: players are told it is not valid until it is resumed (promo-codes)',
    input: inputObject({ id: idParam }),
  }),
  resumePromoCode: staffAction('resumePromoCode', {
    summary: 'Resumes a paused promo code (its validity window and redemptions still apply) (promo-codes)',
    input: inputObject({ id: idParam }),
  }),
};
