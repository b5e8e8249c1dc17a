import type { StaffPermission } from '@nfx/api-contract';
import { backofficePaths } from '../paths';

/** A page of the back office and the permission its calls need on the server. */
export interface BackofficeSection {
  id:
    | 'players'
    | 'withdrawals'
    | 'refunds'
    | 'requisites'
    | 'staff'
    | 'audit'
    | 'settings'
    | 'reports'
    | 'kyc'
    | 'feedback'
    | 'campaigns'
    | 'promo-codes'
    | 'cashback'
    | 'newsletter'
    | 'content';
  path: string;
  permission: StaffPermission;
  /** Key of its name in the `backoffice.nav` texts. */
  labelKey: string;
}

/** Navigation order. The server refuses each call without the permission; this only hides what would fail. */
export const BACKOFFICE_SECTIONS: readonly BackofficeSection[] = [
  { id: 'players', path: backofficePaths.players(), permission: 'players.read', labelKey: 'backoffice-players.nav' },
  { id: 'feedback', path: backofficePaths.feedback(), permission: 'feedback', labelKey: 'backoffice-feedback.nav' },
  { id: 'withdrawals', path: backofficePaths.withdrawals(), permission: 'withdrawals', labelKey: 'backoffice.nav.withdrawals' },
  { id: 'refunds', path: backofficePaths.refunds(), permission: 'refunds', labelKey: 'backoffice-refunds.nav' },
  { id: 'requisites', path: backofficePaths.requisites(), permission: 'requisites', labelKey: 'backoffice-requisites.nav' },
  { id: 'kyc', path: backofficePaths.kyc(), permission: 'kyc', labelKey: 'backoffice-kyc.nav' },
  { id: 'staff', path: backofficePaths.staff(), permission: 'staff.manage', labelKey: 'backoffice.nav.staff' },
  { id: 'audit', path: backofficePaths.audit(), permission: 'audit.read', labelKey: 'backoffice.nav.audit' },
  { id: 'settings', path: backofficePaths.settings(), permission: 'settings', labelKey: 'backoffice-settings.nav' },
  { id: 'content', path: backofficePaths.content(), permission: 'cms', labelKey: 'backoffice-content.nav' },
  { id: 'campaigns', path: backofficePaths.campaigns(), permission: 'campaigns', labelKey: 'backoffice-marketing.nav.campaigns' },
  { id: 'promo-codes', path: backofficePaths.promoCodes(), permission: 'promo-codes', labelKey: 'backoffice-marketing.nav.promoCodes' },
  { id: 'cashback', path: backofficePaths.cashback(), permission: 'campaigns', labelKey: 'backoffice-player-marketing.nav.cashback' },
  {
    id: 'newsletter',
    path: backofficePaths.newsletter(),
    permission: 'newsletters',
    labelKey: 'backoffice-player-marketing.nav.newsletter',
  },
  { id: 'reports', path: backofficePaths.reports(), permission: 'reports', labelKey: 'backoffice-reports.nav' },
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
