import type { StaffPermission } from '@nfx/api-contract';
import { backofficePaths } from '../paths';

/** A page of the back office and the permission its calls need on the server. */
export interface BackofficeSection {
  id: 'withdrawals' | 'staff' | 'audit';
  path: string;
  permission: StaffPermission;
  /** Key of its name in the `backoffice.nav` texts. */
  labelKey: string;
}

/** Navigation order. The server refuses each call without the permission; this only hides what would fail. */
export const BACKOFFICE_SECTIONS: readonly BackofficeSection[] = [
  { id: 'withdrawals', path: backofficePaths.withdrawals(), permission: 'withdrawals', labelKey: 'backoffice.nav.withdrawals' },
  { id: 'staff', path: backofficePaths.staff(), permission: 'staff.manage', labelKey: 'backoffice.nav.staff' },
  { id: 'audit', path: backofficePaths.audit(), permission: 'audit.read', labelKey: 'backoffice.nav.audit' },
];

/** The sections a role's permissions open, in navigation order. */
export function visibleSections(permissions: readonly string[]): BackofficeSection[] {
  return BACKOFFICE_SECTIONS.filter((section) => permissions.includes(section.permission));
}

export type SectionAccess = 'allowed' | 'not-allowed';

/** Whether a staff member with these permissions may open a section's page. */
export function sectionAccess(section: BackofficeSection['id'], permissions: readonly string[]): SectionAccess {
  const found = BACKOFFICE_SECTIONS.find((candidate) => candidate.id === section);
  return found && permissions.includes(found.permission) ? 'allowed' : 'not-allowed';
}
