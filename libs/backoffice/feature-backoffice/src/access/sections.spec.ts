import { sectionAccess, visibleSections } from './sections';

// The roles' permissions as the server's table grants them (apps/platform-api/src/staff/permissions.ts).
const ROLES = {
  support: ['players.read', 'players.notes', 'feedback'],
  payments: ['withdrawals', 'refunds', 'requisites'],
  compliance: ['kyc', 'limits', 'exclusions', 'blocks', 'audit.read'],
  admin: ['staff.manage', 'settings', 'audit.read'],
  unknown: [],
} as const;

describe('visibleSections', () => {
  it.each([
    ['support', []],
    ['payments', ['withdrawals']],
    ['compliance', ['audit']],
    ['admin', ['staff', 'audit']],
    ['unknown', []],
  ] as const)('%s sees %j', (role, expected) => {
    expect(visibleSections(ROLES[role]).map((section) => section.id)).toEqual(expected);
  });
});

describe('sectionAccess', () => {
  it.each([
    ['payments', 'withdrawals', 'allowed'],
    ['support', 'withdrawals', 'not-allowed'],
    ['admin', 'withdrawals', 'not-allowed'],
    ['admin', 'staff', 'allowed'],
    ['payments', 'staff', 'not-allowed'],
    ['compliance', 'audit', 'allowed'],
    ['support', 'audit', 'not-allowed'],
  ] as const)('%s opening %s: %s', (role, section, expected) => {
    expect(sectionAccess(section, ROLES[role])).toBe(expected);
  });
});
