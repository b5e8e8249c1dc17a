import type { FastifyInstance } from 'fastify';
import { staffCalls } from '@nfx/api-contract';
import type { MaintenanceState } from '../../plugins/maintenance';
import { defineStaffCall } from '../http/define-staff-call';
import type { StaffArea } from '../staff-context';

const wire = (state: MaintenanceState) => ({
  enabled: state.enabled,
  forced_by_setting: state.forcedBySetting,
  retry_after_seconds: state.retryAfterSeconds,
});

/**
 * staff.maintenance and staff.setMaintenance: the switch admins hold (settings). The audit row is
 * written in the switch's transaction, so the site never goes down (or up) without a record of who did it.
 */
export function registerMaintenanceRoutes(app: FastifyInstance, area: StaffArea): void {
  defineStaffCall(app, staffCalls.maintenance, {
    permission: 'settings',
    handler: async () => wire(await app.maintenance.state()),
  });
  defineStaffCall(app, staffCalls.setMaintenance, {
    permission: 'settings',
    handler: async ({ input, staff, request }) => {
      const after = await app.maintenance.set(input.enabled === 1, input.retry_after_seconds, (trx, change) =>
        area.auditLog.append(trx, {
          staffId: staff.staffId,
          role: staff.role,
          action: input.enabled === 1 ? 'maintenance.on' : 'maintenance.off',
          targetType: 'site',
          before: wire(change.before),
          after: wire(change.after),
          reason: input.reason,
          ip: request.ip,
        }),
      );
      return wire(after);
    },
  });
}
