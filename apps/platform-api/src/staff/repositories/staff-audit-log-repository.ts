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

/** A typed filter matches itself only: LIKE's wildcards in it are escaped. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Reading the log (admins and compliance): newest first, filtered, one page at a time. */
export function createStaffAuditLogReader() {
  return {
    async page(db: Db, filter: { staff?: string; action?: string; target?: string }, page: number, size: number) {
      let query = db
        .selectFrom('staff_audit_log as l')
        .innerJoin('staff_accounts as s', 's.id', 'l.staff_id')
        .select([
          'l.id',
          'l.at',
          's.email',
          'l.role',
          'l.action',
          'l.target_type',
          'l.target_id',
          'l.before',
          'l.after',
          'l.reason',
          'l.ip',
        ]);
      if (filter.staff) query = query.where((eb) => eb(eb.fn('lower', ['s.email']), 'like', `%${literal(filter.staff!.toLowerCase())}%`));
      if (filter.action) query = query.where('l.action', 'like', `${literal(filter.action)}%`);
      if (filter.target) {
        // `player:12` names one target; a bare `12` or `player` matches either part.
        const [type, id] = filter.target.includes(':') ? filter.target.split(':', 2) : [undefined, undefined];
        query =
          type !== undefined
            ? query.where('l.target_type', '=', type).where('l.target_id', '=', id ?? '')
            : query.where((eb) => eb.or([eb('l.target_id', '=', filter.target!), eb('l.target_type', '=', filter.target!)]));
      }
      const rows = await query
        .orderBy('l.id', 'desc')
        .limit(size + 1)
        .offset((page - 1) * size)
        .execute();
      return { rows: rows.slice(0, size), hasMore: rows.length > size };
    },
  };
}
