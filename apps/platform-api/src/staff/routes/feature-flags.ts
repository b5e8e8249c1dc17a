import type { FastifyInstance } from 'fastify';
import { FEATURE_FLAGS, type FeatureFlags, staffSettingsCalls } from '@nfx/api-contract';
import { defineStaffCall } from '../http/define-staff-call';
import type { StaffArea } from '../staff-context';

/** Each flag as the settings page lists it, in the order of `FEATURE_FLAGS`, named by the back office's texts. */
const itemsOf = (flags: FeatureFlags) =>
  FEATURE_FLAGS.map((flag) => ({
    flag,
    enabled: flags[flag],
    label_key: `backoffice-settings.flags.${flag}.label`,
    description_key: `backoffice-settings.flags.${flag}.description`,
  }));

/**
 * staff.featureFlags and staff.setFeatureFlag: the CMS feature switches admins hold (`settings`).
 * The content area owns the write (`app.content.featureFlagSwitch`); the audit row goes into its
 * transaction, so a switch nobody can trace to a person never takes effect.
 */
export function registerFeatureFlagRoutes(app: FastifyInstance, area: StaffArea): void {
  defineStaffCall(app, staffSettingsCalls.featureFlags, {
    permission: 'settings',
    handler: async () => ({ items: itemsOf(await app.content.featureFlagSwitch.stored()) }),
  });
  defineStaffCall(app, staffSettingsCalls.setFeatureFlag, {
    permission: 'settings',
    handler: async ({ input, staff, request }) => {
      const { changed, flags } = await app.content.featureFlagSwitch.set(input.flag, input.enabled === 1, (trx, change) =>
        area.auditLog.append(trx, {
          staffId: staff.staffId,
          role: staff.role,
          action: change.after ? 'feature_flag.on' : 'feature_flag.off',
          targetType: 'feature_flag',
          targetId: change.flag,
          before: { [change.flag]: change.before },
          after: { [change.flag]: change.after },
          reason: input.reason,
          ip: request.ip,
        }),
      );
      return { changed, items: itemsOf(flags) };
    },
  });
}
