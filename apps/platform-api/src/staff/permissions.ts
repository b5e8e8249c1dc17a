import { STAFF_PERMISSIONS, type StaffPermission } from '@nfx/api-contract';
import { STAFF_ROLES, type StaffRole } from '@nfx/validation';

// What each staff role may do: the one table the server checks every staff call against. A call
// declares one permission; a role without it answers 403 and changes nothing. The names are the
// shared contract's, so the back office shows what the server enforces.
export { STAFF_PERMISSIONS, STAFF_ROLES, type StaffPermission, type StaffRole };

/**
 * Admin manages people and settings and reads the audit log, but does not hold the other roles'
 * permissions: a payout or a KYC decision is made by someone with that job, under their own name,
 * so the log never shows one all-powerful account doing everything. An admin who must approve a
 * withdrawal creates (or is given) a payments account, which the log then shows.
 */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  support: ['players.read', 'players.notes', 'feedback'],
  payments: ['withdrawals', 'refunds', 'requisites', 'reports'],
  compliance: ['players.read', 'kyc', 'limits', 'exclusions', 'blocks', 'audit.read', 'reports'],
  marketing: ['campaigns', 'promo-codes', 'newsletters'],
  content: ['cms'],
  admin: ['staff.manage', 'settings', 'audit.read', 'reports'],
};

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** Unknown roles (a row edited by hand) hold nothing rather than failing open. */
export function roleMay(role: string, permission: StaffPermission): boolean {
  return isStaffRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}

export function permissionsOf(role: string): readonly StaffPermission[] {
  return isStaffRole(role) ? ROLE_PERMISSIONS[role] : [];
}
