import { BACKOFFICE_SECTIONS, type BackofficeSection, sectionAccess, visibleSections } from './sections';

// The roles' permissions as the server's table grants them (apps/platform-api/src/staff/permissions.ts).
const ROLES = {
  support: ['players.read', 'players.notes', 'feedback'],
  payments: ['withdrawals', 'refunds', 'requisites', 'reports'],
  compliance: ['kyc', 'limits', 'exclusions', 'blocks', 'audit.read', 'reports'],
  admin: ['staff.manage', 'settings', 'audit.read', 'reports'],
  unknown: [],
} as const;

/** The sections each role opens, in navigation order; every other section is closed to it. */
const OPENS = {
  support: ['players', 'feedback'],
  payments: ['withdrawals', 'refunds', 'requisites', 'reports'],
  compliance: ['kyc', 'audit', 'reports'],
  admin: ['staff', 'audit', 'settings', 'reports'],
  unknown: [],
} as const satisfies Record<keyof typeof ROLES, readonly BackofficeSection['id'][]>;

const ROLE_NAMES = Object.keys(ROLES) as Array<keyof typeof ROLES>;

describe('visibleSections', () => {
  it.each(ROLE_NAMES)('%s sees the sections it opens', (role) => {
    expect(visibleSections(ROLES[role]).map((section) => section.id)).toEqual(OPENS[role]);
  });
});

describe('sectionAccess', () => {
  const cases = ROLE_NAMES.flatMap((role) =>
    BACKOFFICE_SECTIONS.map(({ id }) => [role, id, (OPENS[role] as readonly string[]).includes(id) ? 'allowed' : 'not-allowed'] as const),
  );
  it.each(cases)('%s opening %s: %s', (role, section, expected) => {
    expect(sectionAccess(section, ROLES[role])).toBe(expected);
  });
});
