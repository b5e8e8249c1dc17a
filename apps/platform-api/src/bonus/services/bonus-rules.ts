import type { BonusCampaignRow, Contributions } from '../../db/tables/bonus';

/** The bonus a campaign gives for a deposit of `deposit` minor units: the match up to the cap, or 0 below the minimum. */
export function matchedAmount(campaign: Pick<BonusCampaignRow, 'match_percent' | 'max_amount' | 'min_deposit'>, deposit: number): number {
  if (deposit < Number(campaign.min_deposit)) return 0;
  const matched = Math.floor((deposit * campaign.match_percent) / 100);
  return Math.min(matched, Number(campaign.max_amount));
}

/**
 * The percent of a stake that counts towards wagering for a game in `categories`: the smallest
 * configured value among its categories (a table game that is also "popular" counts as a table
 * game), else the campaign's `default`, else 100; only numbers count as configured. The consumer of
 * `round.played` computes it in SQL (`bonus_contribution_percent`, migration `1411_bonus_wager`,
 * used for one round by `bonus_round_played` and for a set by `bonus_rounds_played`, migration
 * `1412_bonus_rounds_played`): change them together (`test/bonus/wagering-rules.spec.ts` compares them).
 */
export function contributionPercent(contributions: Contributions, categories: readonly string[]): number {
  const configured = categories.map((category) => contributions[category]).filter((value): value is number => typeof value === 'number');
  const fallback: unknown = contributions['default'];
  const percent = configured.length > 0 ? Math.min(...configured) : typeof fallback === 'number' ? fallback : 100;
  return Math.max(0, Math.min(100, percent));
}

/**
 * What a stake adds to a bonus's wagering: nothing above the campaign's maximum stake. In SQL as
 * `bonus_wagering_contribution` (migration `1411_bonus_wager`), in float8 as here in doubles.
 */
export function wageringContribution(stake: number, maxStake: number | null, percent: number): number {
  if (stake <= 0 || (maxStake !== null && stake > maxStake)) return 0;
  return Math.floor((stake * percent) / 100);
}

/** The first day of the cashback period that contains `day` (periods of `periodDays` counted from 1970-01-01, UTC). */
export function periodStartOf(day: Date, periodDays: number): Date {
  const dayNumber = Math.floor(day.getTime() / 86_400_000);
  return new Date((dayNumber - (dayNumber % periodDays)) * 86_400_000);
}

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
