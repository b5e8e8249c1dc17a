import type { FastifyInstance } from 'fastify';
import { staffCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { defineStaffCall } from '../http/define-staff-call';
import type { StaffRole } from '../permissions';
import type { StaffArea } from '../staff-context';

/** staff.listStaff, staff.createStaff, staff.disableStaff: admins manage the people of the back office. */
export function registerStaffAccountRoutes(app: FastifyInstance, area: StaffArea): void {
  const db = () => app.database.db;

  defineStaffCall(app, staffCalls.listStaff, {
    permission: 'staff.manage',
    handler: async () => {
      const rows = await area.accounts.list(db());
      return {
        items: rows.map((row) => ({
          id: row.id,
          email: row.email,
          role: row.role as StaffRole,
          enrolled: row.enrolled_at !== null,
          disabled: row.disabled_at !== null,
          created_at: new Date(row.created_at).toISOString(),
        })),
      };
    },
  });

  defineStaffCall(app, staffCalls.createStaff, {
    permission: 'staff.manage',
    handler: async ({ input, staff, request }) => {
      const { account, enrolmentUrl } = await area.enrolment.createAccount(db(), {
        email: input.email,
        role: input.role,
        createdBy: staff.staffId,
        publicOrigin: app.config.backofficeOrigin,
      });
      await area.audit(staff, request, {
        action: 'staff.created',
        targetType: 'staff',
        targetId: account.id,
        after: { email: account.email, role: account.role },
      });
      return { id: account.id, email: account.email, role: account.role as StaffRole, enrolment_url: enrolmentUrl };
    },
  });

  defineStaffCall(app, staffCalls.disableStaff, {
    permission: 'staff.manage',
    handler: async ({ input, staff, request }) => {
      if (input.id === staff.staffId) throw new ApiError('InvalidRequest', 'You cannot disable your own account', { code: 'staff_self' });
      const now = new Date();
      const updated = await area.accounts.disable(db(), input.id, now);
      if (!updated)
        throw new ApiError('InvalidParameter', 'No such active staff account', { invalidParameters: { id: ['validation.wrongField'] } });
      await area.sessions.endAllOf(db(), input.id, now);
      await area.audit(staff, request, {
        action: 'staff.disabled',
        targetType: 'staff',
        targetId: input.id,
        before: { disabled: false },
        after: { disabled: true },
        reason: input.reason,
      });
      return 1 as const;
    },
  });
}
