import type { StaffIdentity } from '../api/me';
import type { StaffWithdrawal } from '../api/withdrawals';

const PERMISSIONS: Record<StaffIdentity['role'], StaffIdentity['permissions']> = {
  support: ['players.read', 'players.notes', 'feedback'],
  payments: ['withdrawals', 'refunds', 'requisites'],
  compliance: ['kyc', 'limits', 'exclusions', 'blocks', 'audit.read'],
  marketing: ['campaigns', 'promo-codes', 'newsletters'],
  content: ['cms'],
  admin: ['staff.manage', 'settings', 'audit.read'],
};

/** `staff.me` of a member of `role`, with the permissions the server grants it. */
export function identity(role: StaffIdentity['role'], overrides: Partial<StaffIdentity> = {}): StaffIdentity {
  return { staff_id: 1, email: `${role}@example.com`, role, permissions: PERMISSIONS[role], ...overrides };
}

export function withdrawal(overrides: Partial<StaffWithdrawal> = {}): StaffWithdrawal {
  return {
    id: 12,
    player_id: 7,
    login: 'player@example.com',
    amount: '20.00',
    currency: 'EUR',
    method: 'demo-card',
    status: 'pending',
    requisites: { card: '•••• 4242' },
    created_at: '2026-12-05T10:00:00.000Z',
    updated_at: '2026-12-05T10:00:00.000Z',
    decline_reason: null,
    awaits_manual_payout: false,
    ...overrides,
  };
}
