import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A back-office user. Never a player: separate table, session and cookie (STYLE.md "Staff are not players"). */
export interface StaffAccountsTable {
  id: Generated<number>;
  email: string;
  /** Null until enrolment sets it: `staff:create` never chooses a password. */
  password_hash: string | null;
  role: string;
  /** Null until enrolment; sign-in refuses an account without one. */
  totp_secret: string | null;
  /** The TOTP step the last sign-in spent; a code is accepted once. */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  enrolled_at: NullableTimestamp;
  disabled_at: NullableTimestamp;
  /** Null for accounts made by the `staff:create` command. */
  created_by: number | null;
  created_at: Timestamp;
}

/** A one-time enrolment link; only the sha256 of its token is stored. */
export interface StaffEnrolmentsTable {
  token_hash: string;
  staff_id: number;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A signed-in staff member; only the sha256 of the cookie's token is stored. */
export interface StaffSessionsTable {
  token_hash: string;
  staff_id: number;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  ended_at: NullableTimestamp;
}

/** One staff action. Append-only: a trigger refuses update, delete and truncate (migration 1602). */
export interface StaffAuditLogTable {
  id: Generated<number>;
  at: ColumnType<Date, Date | string | undefined, never>;
  staff_id: number;
  role: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  reason: string | null;
  ip: string | null;
}

/** A staff note on a player (migration 1610): append-only like the audit log. */
export interface StaffPlayerNotesTable {
  id: Generated<number>;
  account_id: number;
  staff_id: number;
  text: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A one-time password-reset link of a staff account (migration 1611); only the sha256 of its token is stored. */
export interface StaffPasswordResetsTable {
  token_hash: string;
  staff_id: number;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface StaffTables {
  staff_accounts: StaffAccountsTable;
  staff_enrolments: StaffEnrolmentsTable;
  staff_sessions: StaffSessionsTable;
  staff_audit_log: StaffAuditLogTable;
  staff_player_notes: StaffPlayerNotesTable;
  staff_password_resets: StaffPasswordResetsTable;
}
