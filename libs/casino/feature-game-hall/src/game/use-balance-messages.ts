import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { accountBalanceQueryOptions, accountInfoQueryOptions } from '@nfx/session';

export const BALANCE_CHANGED_MESSAGE = 'nfx:balance-changed';

/**
 * The game frame tells its parent when a real-money round moved the balance. Only messages
 * from this origin count (the platform serves the frame itself); then the session's balance
 * queries are reloaded so the header shows the new amount.
 */
export function useBalanceMessages(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if ((event.data as { type?: unknown } | null)?.type !== BALANCE_CHANGED_MESSAGE) return;
      void queryClient.invalidateQueries({ queryKey: accountBalanceQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: accountInfoQueryOptions().queryKey });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient]);
}
