import type { FastifyInstance } from 'fastify';
import { staffCalls } from '@nfx/api-contract';
import type { MaintenanceState } from '../../plugins/maintenance';
import { defineStaffCall } from '../http/define-staff-call';
import type { StaffArea } from '../staff-area';

const wire = (state: MaintenanceState) => ({
  enabled: state.enabled,
  forced_by_setting: state.forcedBySetting,
  retry_after_seconds: state.retryAfterSeconds,
});

/** staff.maintenance and staff.setMaintenance: the switch admins hold (settings), audited. */
export function registerMaintenanceRoutes(app: FastifyInstance, area: StaffArea): void {
  defineStaffCall(app, staffCalls.maintenance, {
    permission: 'settings',
    handler: async () => wire(await app.maintenance.state()),
  });
  defineStaffCall(app, staffCalls.setMaintenance, {
    permission: 'settings',
    handler: async ({ input, staff, request }) => {
      const before = await app.maintenance.state();
      const after = await app.maintenance.set(input.enabled === 1, input.retry_after_seconds);
      await area.audit(staff, request, {
        action: input.enabled === 1 ? 'maintenance.on' : 'maintenance.off',
        targetType: 'site',
        before: wire(before),
        after: wire(after),
        reason: input.reason,
      });
      return wire(after);
    },
  });
}
