import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import { accountBalanceQueryOptions } from './account-balance';
import { accountInfoQueryOptions } from './account-info';

export interface UseLogoutOptions {
  /** Runs once the session shows the visitor as signed out, e.g. to go home (spec §4). */
  onLoggedOut?: () => void;
}

export async function logout(): Promise<void> {
  await getApiClient().query('auth.logout');
}

export function useLogout({ onLoggedOut }: UseLogoutOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await logout();
      // The old balance must not flash for whoever uses the device next.
      queryClient.removeQueries({ queryKey: accountBalanceQueryOptions().queryKey });
      // Awaited so onLoggedOut runs after the session already reads as signed out.
      await queryClient.invalidateQueries({ queryKey: accountInfoQueryOptions().queryKey });
    },
    onSuccess: () => onLoggedOut?.(),
  });
}
