import type { FastifyInstance } from 'fastify';
import { staffSettingsCalls } from '@nfx/api-contract';
import { defineStaffCall } from '../http/define-staff-call';
import type { StaffArea } from '../staff-context';

/**
 * staff.chatSettings and staff.setChatSettings: the support chat's provider and settings, held by
 * admins (`settings`). The content area owns the write (`app.content.chatSettings`); the audit row
 * goes into its transaction, so a chat nobody can trace to a person never reaches the site.
 */
export function registerChatSettingsRoutes(app: FastifyInstance, area: StaffArea): void {
  defineStaffCall(app, staffSettingsCalls.chatSettings, {
    permission: 'settings',
    handler: () => app.content.chatSettings.stored(),
  });
  defineStaffCall(app, staffSettingsCalls.setChatSettings, {
    permission: 'settings',
    handler: async ({ input, staff, request }) => {
      const { chat, reason, ...fields } = input;
      return app.content.chatSettings.save(chat, fields, (trx, change) =>
        area.auditLog.append(trx, {
          staffId: staff.staffId,
          role: staff.role,
          action: 'chat_settings.saved',
          targetType: 'cms_section',
          targetId: 'chat',
          before: change.before,
          after: change.after,
          reason,
          ip: request.ip,
        }),
      );
    },
  });
}
