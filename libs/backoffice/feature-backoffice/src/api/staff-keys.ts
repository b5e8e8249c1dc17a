/**
 * The roots of the back office's query keys. Each endpoint file builds its options from these, and
 * a mutation invalidates through them, never a hand-typed key.
 */
export const staffKeys = {
  all: ['staff'] as const,
  me: ['staff', 'me'] as const,
  withdrawals: ['staff', 'withdrawals'] as const,
  staffList: ['staff', 'listStaff'] as const,
  auditLog: ['staff', 'auditLog'] as const,
};
