export { BALANCE_FIELDS, type AccountInfo, type AccountBalance, type BalanceField } from './types';
export { fetchAccountInfo, accountInfoQueryOptions, useAccountInfo } from './account-info';
export { fetchAccountBalance, accountBalanceQueryOptions, useAccountBalance, type UseAccountBalanceOptions } from './account-balance';
export { useSession, useIsAuthenticated, isAuthenticatedAccount, type Session } from './use-session';
export { useLogout, logout, type UseLogoutOptions } from './use-logout';
export { refreshSession } from './refresh-session';
