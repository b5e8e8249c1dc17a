import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { selectBalanceUpdate, useCmsConfig } from '@nfx/cms-config';
import { accountBalanceQueryOptions, useIsAuthenticated } from '@nfx/session';
import { balanceSettings, createBalanceRefresher, isBalanceChangedMessage, isBalanceRefreshSkipped } from './balance-refresh';

/** Spec §3/§6: balance refresh for signed-in players, by the CMS settings, not on game pages. */
export function useBalanceRefresh(): void {
  const queryClient = useQueryClient();
  const isAuthenticated = useIsAuthenticated();
  const { pathname } = useLocation();
  const configured = useCmsConfig(selectBalanceUpdate).data;
  const skipped = isBalanceRefreshSkipped(pathname);

  useEffect(() => {
    if (!isAuthenticated || skipped) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: accountBalanceQueryOptions().queryKey });
    const refresher = createBalanceRefresher(balanceSettings(configured), refresh);
    const onClick = () => refresher.onClick();
    window.addEventListener('click', onClick, { capture: true, passive: true });
    return () => {
      window.removeEventListener('click', onClick, { capture: true });
      refresher.stop();
    };
  }, [queryClient, isAuthenticated, skipped, configured]);

  // A game frame on this origin says when a bet or win changed the balance.
  useEffect(() => {
    if (!isAuthenticated) return;
    const onMessage = (event: MessageEvent) => {
      if (isBalanceChangedMessage(event, window.location.origin))
        void queryClient.invalidateQueries({ queryKey: accountBalanceQueryOptions().queryKey });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient, isAuthenticated]);
}
