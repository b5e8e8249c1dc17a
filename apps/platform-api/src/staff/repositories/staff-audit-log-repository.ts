import type { Db } from '../../db/database';

export interface AuditEntry {
  staffId: number;
  role: string;
  action: string;
  targetType?: string | null;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  ip?: string | null;
}

/**
 * The staff audit log. Append only: this repository has no update or delete, and a trigger
 * (migration 1602) refuses them from anything else. Pass the transaction of the change being
 * audited, so the row and the change commit or roll back together.
 */
export function createStaffAuditLogRepository() {
  return {
    async append(db: Db, entry: AuditEntry): Promise<void> {
      await db
        .insertInto('staff_audit_log')
        .values({
          staff_id: entry.staffId,
          role: entry.role,
          action: entry.action,
          target_type: entry.targetType ?? null,
          target_id: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
          before: entry.before === undefined ? null : JSON.stringify(entry.before),
          after: entry.after === undefined ? null : JSON.stringify(entry.after),
          reason: entry.reason ?? null,
          ip: entry.ip ?? null,
        })
        .execute();
    },
  };
}

export type StaffAuditLogRepository = ReturnType<typeof createStaffAuditLogRepository>;
