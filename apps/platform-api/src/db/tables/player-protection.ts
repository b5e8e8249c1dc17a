import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** What a limit caps: money deposited, lost (stakes − wins) or wagered per period, or minutes per session. */
export type ProtectionLimitKind = 'deposit' | 'loss' | 'wager' | 'session';

/**
 * One limit of a player (one row per kind). `amount` is minor units of `currency` for the money
 * kinds and minutes for `session`; `period_days` is 1, 7, 14 or 30 for the money kinds and null
 * for `session`. A raise or a removal waits 24 hours in the `pending_*` columns (`pending_removal`
 * for a removal) and takes effect at `pending_applies_at`.
 */
export interface PlayerLimitsTable {
  account_id: number;
  kind: ProtectionLimitKind;
  amount: number;
  period_days: number | null;
  currency: string;
  pending_amount: number | null;
  pending_period_days: number | null;
  pending_removal: ColumnType<boolean, boolean | undefined, boolean>;
  pending_applies_at: Date | null;
  updated_at: Timestamp;
}

/** Time-out (a short break) or self-exclusion: no real-money play, deposits, bonuses or marketing until the end. */
export type ExclusionKind = 'time_out' | 'self_exclusion';

/** A player's protection settings: the reality-check interval and the exclusion in force (ends only grow). */
export interface PlayerProtectionTable {
  account_id: number;
  /** Minutes between reality checks during play; null: off. */
  reality_check_minutes: number | null;
  exclusion_kind: ExclusionKind | null;
  exclusion_started_at: Date | null;
  /** When the exclusion ends; null with `exclusion_permanent` for a permanent one. */
  exclusion_ends_at: Date | null;
  exclusion_permanent: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: Timestamp;
}

/** Every change a player made to their protection, in order (shown to the player, never edited). */
export interface PlayerProtectionAuditTable {
  id: Generated<number>;
  account_id: number;
  created_at: Timestamp;
  /** limit_set, limit_raise_requested, limit_removal_requested, limit_applied, self_excluded, reality_check_set */
  action: string;
  /** What changed, as the answer shows it (kind, amounts, periods, when it applies or ends). */
  details: ColumnType<Record<string, unknown>, string, never>;
}

export type PlayerLimitRow = Selectable<PlayerLimitsTable>;
export type PlayerProtectionRow = Selectable<PlayerProtectionTable>;

export interface PlayerProtectionTables {
  player_limits: PlayerLimitsTable;
  player_protection: PlayerProtectionTable;
  player_protection_audit: PlayerProtectionAuditTable;
}
