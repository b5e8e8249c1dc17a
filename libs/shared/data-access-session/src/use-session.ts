import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { accountInfoQueryOptions, useAccountInfo } from './account-info';
import type { AccountInfo } from './types';

export interface Session {
  /** The signed-in player's info; null for a visitor or while unknown. */
  account: AccountInfo | null;
  /** Spec §4: authenticated means uid > 0. */
  isAuthenticated: boolean;
  /** True until the first account answer (or failure) arrives. */
  isLoading: boolean;
}

export function isAuthenticatedAccount(info: Pick<AccountInfo, 'uid'> | null | undefined): boolean {
  return (info?.uid ?? 0) > 0;
}

export function useSession(): Session {
  const { data, isPending } = useAccountInfo();
  return useMemo(() => {
    const isAuthenticated = isAuthenticatedAccount(data);
    return { account: isAuthenticated && data ? data : null, isAuthenticated, isLoading: isPending };
  }, [data, isPending]);
}

/** Re-renders only when the signed-in state flips, not on every balance change. */
export function useIsAuthenticated(): boolean {
  const { data } = useQuery({ ...accountInfoQueryOptions(), select: isAuthenticatedAccount });
  return data ?? false;
}
