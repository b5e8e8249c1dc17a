import type { ExclusionPeriod, LimitPeriod } from '@nfx/validation';
import type { ExclusionKind, PlayerLimitRow, ProtectionLimitKind } from '../../db/tables/player-protection';

/** A raise or a removal of a limit waits this long (the cooling-off); a lowering applies at once. */
export const COOLING_OFF_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A limit as it binds now: the row with a pending change that is due already applied. */
export interface EffectiveLimit {
  kind: ProtectionLimitKind;
  amount: number;
  periodDays: number | null;
  currency: string;
}

/** The pending raise or removal of a limit, when it has not taken effect yet. */
export interface PendingChange {
  amount: number | null;
  periodDays: number | null;
  removal: boolean;
  appliesAt: Date;
}

/** The limit in force at `now` (undefined: none, or a due removal). */
export function effectiveLimit(row: PlayerLimitRow, now: Date): EffectiveLimit | undefined {
  if (row.pending_applies_at && row.pending_applies_at <= now) {
    if (row.pending_removal || row.pending_amount === null) return undefined;
    return { kind: row.kind, amount: Number(row.pending_amount), periodDays: row.pending_period_days, currency: row.currency };
  }
  return { kind: row.kind, amount: Number(row.amount), periodDays: row.period_days, currency: row.currency };
}

/** The change still waiting for its cooling-off at `now`. */
export function pendingChange(row: PlayerLimitRow, now: Date): PendingChange | undefined {
  if (!row.pending_applies_at || row.pending_applies_at <= now) return undefined;
  return {
    amount: row.pending_amount === null ? null : Number(row.pending_amount),
    periodDays: row.pending_period_days,
    removal: row.pending_removal,
    appliesAt: row.pending_applies_at,
  };
}

/**
 * Whether a new limit is at least as strict as the current one, so it may apply at once: no more
 * per period, over a period no shorter (a rolling 30-day window holds every 7-day one in it).
 */
export function isAtLeastAsStrict(next: { amount: number; periodDays: number | null }, current: EffectiveLimit | undefined): boolean {
  if (!current) return true;
  return next.amount <= current.amount && (next.periodDays ?? 0) >= (current.periodDays ?? 0);
}

export function exclusionKindOf(period: ExclusionPeriod): ExclusionKind {
  return period === '1d' || period === '7d' || period === '30d' ? 'time_out' : 'self_exclusion';
}

/** When an exclusion of `period` that starts at `start` ends (calendar months and years, UTC); null: permanent. */
export function exclusionEnd(period: ExclusionPeriod, start: Date): Date | null {
  if (period === 'permanent') return null;
  const count = Number(period.slice(0, -1));
  const unit = period.slice(-1);
  if (unit === 'd') return new Date(start.getTime() + count * DAY_MS);
  const end = new Date(start);
  if (unit === 'm') end.setUTCMonth(end.getUTCMonth() + count);
  else end.setUTCFullYear(end.getUTCFullYear() + count);
  return end;
}

/** The start of a rolling window of `periodDays` that ends at `now`. */
export function windowStart(periodDays: number, now: Date): Date {
  return new Date(now.getTime() - periodDays * DAY_MS);
}

/** When the oldest movement counted in a window leaves it, so more becomes available. */
export function windowFreesAt(firstAt: Date | null, periodDays: number): Date | null {
  return firstAt ? new Date(firstAt.getTime() + periodDays * DAY_MS) : null;
}

/** `7d` → 7. */
export function periodDaysOf(period: LimitPeriod): number {
  return Number(period.slice(0, -1));
}

/** 7 → `7d` (the contract's name of a period). */
export function periodNameOf(days: number | null): LimitPeriod | null {
  return days === null ? null : (`${days}d` as LimitPeriod);
}
