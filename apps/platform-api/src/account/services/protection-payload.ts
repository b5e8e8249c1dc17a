import type { Exclusion, Protection, ProtectionAuditItem, ProtectionLimit } from '@nfx/api-contract';
import { minorToWireAmount } from '@nfx/money';
import type { ProtectionAuditRow } from '../repositories/player-protection-repository';
import type { ActiveExclusion } from './player-protection-checks';
import type { LimitState, ProtectionState } from './player-protection';
import { periodNameOf } from './player-protection-rules';

/** Limit audit rows name their currency; one that does not is read in the default currency (spec §9). */
const AUDIT_CURRENCY = 'USD';

/** Money limits travel in the currency's units, session limits in minutes. */
function unitsOf(kind: string, value: number, currency: string): number {
  return kind === 'session' ? value : minorToWireAmount(value, currency);
}

export function toLimitPayload(limit: LimitState, currency: string): ProtectionLimit {
  const { kind } = limit;
  const units = (value: number) => unitsOf(kind, value, currency);
  return {
    kind,
    amount: limit.amount === null ? null : units(limit.amount),
    period: periodNameOf(limit.periodDays),
    used: units(limit.used),
    available: limit.amount === null ? null : units(Math.max(0, limit.amount - limit.used)),
    frees_at: limit.freesAt?.toISOString() ?? null,
    pending: limit.pending && {
      amount: limit.pending.amount === null ? null : units(limit.pending.amount),
      period: periodNameOf(limit.pending.periodDays),
      removal: limit.pending.removal,
      applies_at: limit.pending.appliesAt.toISOString(),
    },
  };
}

export function toExclusionPayload(exclusion: ActiveExclusion): Exclusion {
  return {
    kind: exclusion.kind,
    started_at: exclusion.startedAt.toISOString(),
    ends_at: exclusion.endsAt?.toISOString() ?? null,
    permanent: exclusion.permanent,
  };
}

export function toProtectionPayload(state: ProtectionState): Protection {
  return {
    currency: state.currency,
    limits: state.limits.map((limit) => toLimitPayload(limit, state.currency)),
    exclusion: state.exclusion && toExclusionPayload(state.exclusion),
    reality_check_minutes: state.realityCheckMinutes,
  };
}

/** An audit row as the player sees it: amounts in units (minutes for a session limit), periods by name. */
export function toAuditItem(row: ProtectionAuditRow): ProtectionAuditItem {
  const details = row.details as {
    kind?: string;
    amount?: number;
    currency?: string;
    period_days?: number | null;
    period?: string;
    applies_at?: string;
    ends_at?: string | null;
    permanent?: boolean;
    minutes?: number | null;
  };
  const item: ProtectionAuditItem = {
    id: row.id,
    created_at: row.created_at.toISOString(),
    action: row.action as ProtectionAuditItem['action'],
  };
  if (details.kind !== undefined) item.kind = details.kind;
  if (details.amount !== undefined) item.amount = unitsOf(details.kind ?? '', details.amount, details.currency ?? AUDIT_CURRENCY);
  if (details.currency !== undefined && details.kind !== 'session') item.currency = details.currency;
  if (details.period !== undefined) item.period = details.period;
  else if (details.period_days !== undefined) item.period = periodNameOf(details.period_days);
  if (details.applies_at !== undefined) item.applies_at = details.applies_at;
  if (details.ends_at !== undefined) item.ends_at = details.ends_at;
  if (details.permanent !== undefined) item.permanent = details.permanent;
  if (details.minutes !== undefined) item.minutes = details.minutes;
  return item;
}
