/**
 * The roots of the cashier's query keys. Each endpoint file builds its options from these, and a
 * mutation invalidates through them (every page of the history, say), never a hand-typed key.
 */
export const cashierKeys = {
  all: ['cashier'] as const,
  depositSettings: ['cashier', 'getdepositsettings'] as const,
  depositInfo: ['cashier', 'getdepositinfo'] as const,
  withdrawalInfo: ['cashier', 'getwithdrawalinfo'] as const,
  history: ['cashier', 'gethistory'] as const,
  withdrawSettings: ['cashier', 'getwithdrawsettings'] as const,
  banks: ['cashier', 'getbanks'] as const,
};
