import { type QueryClient } from '@tanstack/react-query';
import { accountBalanceQueryOptions } from './account-balance';
import { accountInfoQueryOptions } from './account-info';

/** After login or registration: reload who the player is and what they hold. */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: accountInfoQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: accountBalanceQueryOptions().queryKey }),
  ]);
}
