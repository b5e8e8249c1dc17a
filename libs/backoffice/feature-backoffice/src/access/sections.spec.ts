import { sectionAccess, visibleSections } from './sections';

// The roles' permissions as the server's table grants them (apps/platform-api/src/staff/permissions.ts).
const ROLES = {
  support: ['players.read', 'players.notes', 'feedback'],
  payments: ['withdrawals', 'refunds', 'requisites', 'reports'],
  compliance: ['kyc', 'limits', 'exclusions', 'blocks', 'audit.read', 'reports'],
  admin: ['staff.manage', 'settings', 'audit.read', 'reports'],
  unknown: [],
} as const;

describe('visibleSections', () => {
  it.each([
    ['support', ['players', 'feedback']],
    ['payments', ['withdrawals', 'refunds', 'requisites', 'reports']],
    ['compliance', ['kyc', 'audit', 'reports']],
    ['admin', ['staff', 'audit', 'settings', 'reports']],
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
    ['payments', 'refunds', 'allowed'],
    ['payments', 'requisites', 'allowed'],
    ['support', 'refunds', 'not-allowed'],
    ['admin', 'requisites', 'not-allowed'],
    ['compliance', 'audit', 'allowed'],
    ['support', 'audit', 'not-allowed'],
    ['admin', 'settings', 'allowed'],
    ['compliance', 'settings', 'not-allowed'],
    ['compliance', 'reports', 'allowed'],
    ['support', 'reports', 'not-allowed'],
    ['compliance', 'kyc', 'allowed'],
    ['admin', 'kyc', 'not-allowed'],
    ['support', 'feedback', 'allowed'],
    ['compliance', 'feedback', 'not-allowed'],
  ] as const)('%s opening %s: %s', (role, section, expected) => {
    expect(sectionAccess(section, ROLES[role])).toBe(expected);
  });
});
