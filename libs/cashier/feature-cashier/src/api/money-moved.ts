import type { QueryClient } from '@tanstack/react-query';
import { depositLimitQueryOptions } from '@nfx/account';
import { refreshSession } from '@nfx/session';
import { bonusesRootKeys } from './active-bonuses';
import { cashierKeys } from './cashier-keys';

/**
 * After money moved (a deposit settled, a withdrawal requested or cancelled): the header's
 * balance (the session's own queries), the cashier's lists and what may still be deposited or
 * withdrawn are out of date, and so are the bonuses (a deposit may grant one, a withdrawal
 * forfeits the active ones).
 */
export function refreshAfterMoneyMoved(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    refreshSession(queryClient),
    queryClient.invalidateQueries({ queryKey: cashierKeys.history }),
    queryClient.invalidateQueries({ queryKey: cashierKeys.withdrawSettings }),
    queryClient.invalidateQueries({ queryKey: cashierKeys.withdrawalInfo }),
    queryClient.invalidateQueries({ queryKey: depositLimitQueryOptions().queryKey }),
    ...bonusesRootKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}
