import { minorUnitsToDecimal } from '@nfx/validation';
import type { PlayerLimitRow, PlayerProtectionRow } from '../../db/tables/player-protection';
import type { StaffPlayersRepository } from '../repositories/staff-players-repository';

type BonusRow = Awaited<ReturnType<StaffPlayersRepository['bonuses']>>[number];
type ExclusionRow = Pick<PlayerProtectionRow, 'exclusion_kind' | 'exclusion_started_at' | 'exclusion_ends_at' | 'exclusion_permanent'>;

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** The session limit counts minutes; the money kinds count minor units of the limit's currency. */
const isMinutes = (kind: string) => kind === 'session';

/** A limit row as the card shows it, with a raise or removal still waiting out its 24 hours. */
export function limitOf(row: PlayerLimitRow) {
  const minutes = isMinutes(row.kind);
  const hasPending = row.pending_removal || row.pending_amount !== null || row.pending_period_days !== null;
  return {
    kind: row.kind,
    amount: minutes ? null : minorUnitsToDecimal(row.amount),
    minutes: minutes ? Number(row.amount) : null,
    period_days: row.period_days,
    currency: row.currency,
    pending: hasPending
      ? {
          amount: minutes || row.pending_amount === null ? null : minorUnitsToDecimal(row.pending_amount),
          minutes: minutes && row.pending_amount !== null ? Number(row.pending_amount) : null,
          period_days: row.pending_period_days,
          removal: Boolean(row.pending_removal),
          applies_at: iso(row.pending_applies_at),
        }
      : null,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** The exclusion in force, or null when the player has none (or it has ended). */
export function exclusionOf(row: ExclusionRow | undefined) {
  if (!row?.exclusion_kind) return null;
  const endsAt = row.exclusion_ends_at ? new Date(row.exclusion_ends_at) : null;
  if (!row.exclusion_permanent && endsAt && endsAt.getTime() <= Date.now()) return null;
  return {
    kind: row.exclusion_kind,
    started_at: iso(row.exclusion_started_at),
    ends_at: iso(endsAt),
    permanent: Boolean(row.exclusion_permanent),
  };
}

export function bonusOf(row: BonusRow) {
  return {
    id: Number(row.id),
    title: row.title,
    wallet: row.wallet,
    status: row.status,
    amount: minorUnitsToDecimal(row.amount),
    currency: row.currency,
    wagering_required: minorUnitsToDecimal(row.wagering_required),
    wagered: minorUnitsToDecimal(row.wagered),
    source: row.source,
    created_at: new Date(row.created_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
  };
}
