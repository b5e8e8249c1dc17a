import type { FastifyInstance } from 'fastify';
import { staffCalls } from '@nfx/api-contract';
import { defineStaffCall } from '../http/define-staff-call';
import type { StaffArea } from '../staff-context';

const PAGE_SIZE = 50;

/** staff.auditLog: admins and compliance read the log; nothing in the app edits it. */
export function registerAuditLogRoute(app: FastifyInstance, { auditReader }: StaffArea): void {
  defineStaffCall(app, staffCalls.auditLog, {
    permission: 'audit.read',
    handler: async ({ input }) => {
      const { rows, hasMore } = await auditReader.page(app.database.db, input, input.page, PAGE_SIZE);
      return {
        has_more: hasMore,
        items: rows.map((row) => ({
          id: Number(row.id),
          at: new Date(row.at).toISOString(),
          staff_email: row.email,
          role: row.role,
          action: row.action,
          target_type: row.target_type,
          target_id: row.target_id,
          before: row.before,
          after: row.after,
          reason: row.reason,
          ip: row.ip,
        })),
      };
    },
  });
}
