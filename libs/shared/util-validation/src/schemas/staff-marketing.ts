import * as v from 'valibot';
import { encodeMessage, messageKeys } from '../messages';
import { formInt } from '../rules/form-values';
import { promoCodeRule } from '../rules/misc';
import { emptyAsUndefined } from '../rules/optional';
import { formString, maxLengthMessage, minLengthMessage, optionalText, requiredText } from '../rules/text';
import { contentLocaleRule } from './staff-content';
import { refundAmountRule } from './staff-refunds';

/**
 * The back office's campaigns and promo codes (issue 41): the bonus engine's rule fields
 * (`apps/platform-api/src/bonus/README.md`, table `bonus_campaigns`) as form and API rules, with
 * the bounds of the table's checks, so a form refuses what the database would.
 */

/**
 * The kinds a promo code grants (the engine's `WITHOUT_DEPOSIT`). A deposit match or reload is
 * granted by a deposit through its offer, and a cashback by its period job: no code grants those.
 */
export const PROMO_CAMPAIGN_KINDS = ['no_deposit', 'free_bet', 'free_spins'] as const;
export type PromoCampaignKind = (typeof PROMO_CAMPAIGN_KINDS)[number];

/**
 * The kinds a deposit grants through the cashier's deposit offer (the engine's `ON_DEPOSIT`
 * matches): a first-deposit match and a reload on every deposit. The back office creates the
 * offer with the campaign, so the deposit form shows it.
 */
export const DEPOSIT_CAMPAIGN_KINDS = ['deposit_match', 'reload'] as const;
export type DepositCampaignKind = (typeof DEPOSIT_CAMPAIGN_KINDS)[number];

/**
 * Every kind the back office creates. A cashback needs no offer nor code: the daily cashback job
 * pays every running cashback campaign its share of each player's net losses per period.
 */
export const STAFF_CAMPAIGN_KINDS = [...DEPOSIT_CAMPAIGN_KINDS, ...PROMO_CAMPAIGN_KINDS, 'cashback'] as const;
export type StaffCampaignKind = (typeof STAFF_CAMPAIGN_KINDS)[number];

export const CAMPAIGN_TITLE_MAX_LENGTH = 100;
export const CAMPAIGN_DESCRIPTION_MAX_LENGTH = 500;
export const WAGERING_MULTIPLIER_MAX = 100;
/** The table's check on `match_percent` (ten times the deposit at most). */
export const MATCH_PERCENT_MAX = 1000;
export const EXPIRY_DAYS_MAX = 365;
export const FREE_SPIN_COUNT_MAX = 500;
/** The table's check on `cashback_percent`; a period of a month at most, and a quarter to collect it. */
export const CASHBACK_PERCENT_MAX = 100;
export const CASHBACK_PERIOD_DAYS_MAX = 31;
export const CASHBACK_CLAIM_DAYS_MAX = 90;
/** The deposit form's one line about the offer behind a deposit match or reload. */
export const CAMPAIGN_OFFER_TEXT_MAX_LENGTH = 200;
export const PROMO_REDEMPTIONS_MAX = 1_000_000;
/** Short codes are found by trying; four characters at least, on top of activateOffer's rate limit. */
export const STAFF_PROMO_CODE_MIN_LENGTH = 4;

/**
 * A code a player will type: the players' promo code rule, not empty, and Latin letters, digits,
 * `_` and `-` only, because the engine compares codes upper-cased and PostgreSQL's upper() and
 * JavaScript's disagree outside ASCII (`ß`). Stored upper-case, as the engine looks it up.
 */
export const staffPromoCodeRule = () =>
  v.pipe(
    promoCodeRule(),
    v.nonEmpty(messageKeys.required),
    v.minLength(STAFF_PROMO_CODE_MIN_LENGTH, minLengthMessage(STAFF_PROMO_CODE_MIN_LENGTH)),
    v.regex(/^[A-Za-z0-9_-]+$/, messageKeys.regex),
    v.toUpperCase(),
  );

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
const FIRST_YEAR = 2000;
const LAST_YEAR = 2099;

/**
 * Milliseconds of a date-time (`2026-07-01T10:00`, seconds and a zone optional; without a zone it
 * is UTC), or NaN when it is not a real one. Date.parse rolls 30 February over to March, so the
 * parts are compared back. The years keep PostgreSQL's year 0 and five-digit years out.
 */
export function dateTimeMs(value: string): number {
  const match = DATE_TIME.exec(value);
  if (!match) return Number.NaN;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  const realDay = date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
  if (!realDay || year! < FIRST_YEAR || year! > LAST_YEAR || hour! > 23 || minute! > 59 || second! > 59) return Number.NaN;
  return Date.parse(match[7] ? value : `${value}Z`);
}

/** A campaign's or a code's start or end, as a `datetime-local` field or an ISO 8601 time sends it. */
export const dateTimeRule = () =>
  v.pipe(
    formString(),
    v.trim(),
    v.check((value) => !Number.isNaN(dateTimeMs(value)), messageKeys.date),
  );

/** A start and an end, each may be empty (open): no start means "from now", no end "until paused". */
const windowEntries = { starts_at: emptyAsUndefined(dateTimeRule()), ends_at: emptyAsUndefined(dateTimeRule()) };

/** The end after the start (either may be open); the message names `ends_at`'s least value. */
const windowInOrder = ({ starts_at: starts, ends_at: ends }: { starts_at?: string; ends_at?: string }) =>
  !starts || !ends || Number.isNaN(dateTimeMs(starts)) || Number.isNaN(dateTimeMs(ends)) || dateTimeMs(ends) > dateTimeMs(starts);
const windowMessage = (issue: { input: unknown }) =>
  encodeMessage(messageKeys.minDate, {
    min: String((issue.input as { starts_at?: string }).starts_at ?? '')
      .replace('T', ' ')
      .slice(0, 16),
  });

/** `roulette:10, cards:10, live:0`: a game category's sysname (or `default`) and the percent of a stake that counts. */
const CONTRIBUTION = /^([a-z0-9][a-z0-9-]{0,63})\s*:\s*(\d{1,3})$/;
const contributionItems = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** The contributions text as the engine's JSON (`services/bonus-rules.ts` contributionPercent). */
export function parseContributions(text: string): Record<string, number> {
  return Object.fromEntries(
    contributionItems(text).map((item) => {
      const [, category, percent] = CONTRIBUTION.exec(item) ?? [];
      return [category!, Number(percent)];
    }),
  );
}

/** Each item `category:percent` with a percent from 0 to 100, each category once. */
export const contributionsRule = () =>
  v.pipe(
    formString(),
    v.trim(),
    v.maxLength(500, maxLengthMessage(500)),
    v.check((text) => {
      const items = contributionItems(text);
      const matches = items.map((item) => CONTRIBUTION.exec(item));
      const categories = matches.map((match) => match?.[1]);
      return matches.every((match) => match !== null && Number(match[2]) <= 100) && new Set(categories).size === categories.length;
    }, messageKeys.regex),
  );

/** A free bet's least combined price, as odds ("1.50"): above evens, or the bet would pay less than its stake back. */
const minPriceRule = () =>
  v.pipe(
    refundAmountRule(),
    v.check((value) => Number(value.replace(',', '.')) > 1, encodeMessage(messageKeys.minValue, { min: '1.01' })),
  );

/** A rule field its kind needs: an empty one is "required" when the kind is one of `kinds`. */
const neededBy =
  (field: string, kinds: readonly StaffCampaignKind[]) =>
  (input: { kind: string } & Record<string, unknown>): boolean =>
    !(kinds as readonly string[]).includes(input.kind) || input[field] !== undefined;

const campaignEntries = {
  kind: v.picklist(STAFF_CAMPAIGN_KINDS, encodeMessage(messageKeys.oneOf, { values: STAFF_CAMPAIGN_KINDS.join(',') })),
  title: requiredText(CAMPAIGN_TITLE_MAX_LENGTH),
  description: optionalText(CAMPAIGN_DESCRIPTION_MAX_LENGTH),
  /** A no-deposit bonus or a free bet: how much, in the player's currency. */
  amount: emptyAsUndefined(refundAmountRule()),
  /** A deposit match or reload: the percent of the deposit it adds, up to `max_amount`, from `min_deposit`. */
  match_percent: emptyAsUndefined(formInt({ min: 1, max: MATCH_PERCENT_MAX })),
  max_amount: emptyAsUndefined(refundAmountRule()),
  min_deposit: emptyAsUndefined(refundAmountRule()),
  /** Stakes needed before the bonus converts, as a multiple of it; a free bet is spent in one bet and has none. */
  wagering_multiplier: emptyAsUndefined(formInt({ min: 0, max: WAGERING_MULTIPLIER_MAX })),
  max_stake: emptyAsUndefined(refundAmountRule()),
  /** How long a granted bonus lasts; a cashback is real money and has its own days to collect it. */
  expiry_days: emptyAsUndefined(formInt({ min: 1, max: EXPIRY_DAYS_MAX })),
  contributions: emptyAsUndefined(contributionsRule()),
  free_spin_game: emptyAsUndefined(
    v.pipe(formString(), v.trim(), v.maxLength(64, maxLengthMessage(64)), v.regex(/^[a-z0-9][a-z0-9-]*$/, messageKeys.regex)),
  ),
  free_spin_count: emptyAsUndefined(formInt({ min: 1, max: FREE_SPIN_COUNT_MAX })),
  free_spin_stake: emptyAsUndefined(refundAmountRule()),
  free_bet_min_price: emptyAsUndefined(minPriceRule()),
  /** A cashback: the percent of net losses over each period of this many days, collectable for the claim days. */
  cashback_percent: emptyAsUndefined(formInt({ min: 1, max: CASHBACK_PERCENT_MAX })),
  cashback_period_days: emptyAsUndefined(formInt({ min: 1, max: CASHBACK_PERIOD_DAYS_MAX })),
  cashback_claim_days: emptyAsUndefined(formInt({ min: 1, max: CASHBACK_CLAIM_DAYS_MAX })),
};

const BONUS_KINDS = [...DEPOSIT_CAMPAIGN_KINDS, ...PROMO_CAMPAIGN_KINDS];

/** A new campaign: the rules its kind needs, and an optional schedule. */
export const staffCampaignSchema = v.pipe(
  v.object({ ...campaignEntries, ...windowEntries }, messageKeys.required),
  v.forward(v.partialCheck([['starts_at'], ['ends_at']], windowInOrder, windowMessage), ['ends_at']),
  v.forward(v.partialCheck([['kind'], ['amount']], neededBy('amount', ['no_deposit', 'free_bet']), messageKeys.required), ['amount']),
  v.forward(v.partialCheck([['kind'], ['match_percent']], neededBy('match_percent', DEPOSIT_CAMPAIGN_KINDS), messageKeys.required), [
    'match_percent',
  ]),
  v.forward(v.partialCheck([['kind'], ['max_amount']], neededBy('max_amount', DEPOSIT_CAMPAIGN_KINDS), messageKeys.required), [
    'max_amount',
  ]),
  v.forward(
    v.partialCheck(
      [['kind'], ['wagering_multiplier']],
      neededBy('wagering_multiplier', [...DEPOSIT_CAMPAIGN_KINDS, 'no_deposit', 'free_spins']),
      messageKeys.required,
    ),
    ['wagering_multiplier'],
  ),
  v.forward(v.partialCheck([['kind'], ['free_spin_game']], neededBy('free_spin_game', ['free_spins']), messageKeys.required), [
    'free_spin_game',
  ]),
  v.forward(v.partialCheck([['kind'], ['free_spin_count']], neededBy('free_spin_count', ['free_spins']), messageKeys.required), [
    'free_spin_count',
  ]),
  v.forward(v.partialCheck([['kind'], ['free_spin_stake']], neededBy('free_spin_stake', ['free_spins']), messageKeys.required), [
    'free_spin_stake',
  ]),
  v.forward(v.partialCheck([['kind'], ['expiry_days']], neededBy('expiry_days', BONUS_KINDS), messageKeys.required), ['expiry_days']),
  v.forward(v.partialCheck([['kind'], ['cashback_percent']], neededBy('cashback_percent', ['cashback']), messageKeys.required), [
    'cashback_percent',
  ]),
  v.forward(v.partialCheck([['kind'], ['cashback_period_days']], neededBy('cashback_period_days', ['cashback']), messageKeys.required), [
    'cashback_period_days',
  ]),
  v.forward(v.partialCheck([['kind'], ['cashback_claim_days']], neededBy('cashback_claim_days', ['cashback']), messageKeys.required), [
    'cashback_claim_days',
  ]),
);
export type StaffCampaignValues = v.InferInput<typeof staffCampaignSchema>;
export type StaffCampaignOutput = v.InferOutput<typeof staffCampaignSchema>;

/** A campaign's new schedule (the API's also names the campaign). */
export const staffScheduleSchema = v.pipe(
  v.object({ id: formInt({ min: 1, max: 2_147_483_647 }), ...windowEntries }, messageKeys.required),
  v.forward(v.partialCheck([['starts_at'], ['ends_at']], windowInOrder, windowMessage), ['ends_at']),
);
export type StaffScheduleValues = v.InferInput<typeof staffScheduleSchema>;
export type StaffScheduleOutput = v.InferOutput<typeof staffScheduleSchema>;

/** A new promo code: its text, the campaign it grants, how many players may use it and when. */
export const staffPromoCodeSchema = v.pipe(
  v.object(
    {
      code: staffPromoCodeRule(),
      campaign_id: formInt({ min: 1, max: 2_147_483_647 }),
      max_redemptions: emptyAsUndefined(formInt({ min: 1, max: PROMO_REDEMPTIONS_MAX })),
      ...windowEntries,
    },
    messageKeys.required,
  ),
  v.forward(v.partialCheck([['starts_at'], ['ends_at']], windowInOrder, windowMessage), ['ends_at']),
);
export type StaffPromoCodeValues = v.InferInput<typeof staffPromoCodeSchema>;
export type StaffPromoCodeOutput = v.InferOutput<typeof staffPromoCodeSchema>;

/**
 * A campaign's words in one of the site's locales (`bonus_campaign_texts`): what players of that
 * language read as the bonus's name and description and, behind a deposit offer, its line on the
 * deposit form (empty: the default locale's line). The server checks the locale is the site's.
 */
export const staffCampaignTextsSchema = v.object(
  {
    locale: contentLocaleRule(),
    title: requiredText(CAMPAIGN_TITLE_MAX_LENGTH),
    description: optionalText(CAMPAIGN_DESCRIPTION_MAX_LENGTH),
    offer_text: optionalText(CAMPAIGN_OFFER_TEXT_MAX_LENGTH),
  },
  messageKeys.required,
);
export type StaffCampaignTextsValues = v.InferInput<typeof staffCampaignTextsSchema>;
export type StaffCampaignTextsOutput = v.InferOutput<typeof staffCampaignTextsSchema>;
