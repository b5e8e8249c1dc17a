import type { QueryClient } from '@tanstack/react-query';
import { depositLimitQueryOptions, realityCheckQueryOptions } from '@nfx/account';
import { protectionQueryOptions } from './protection';
import { protectionHistoryQueryOptions } from './protection-history';

/** After any change: the state, its audit entry and the cashier's deposit limit all moved. */
export function invalidateProtection(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [protectionQueryOptions(), protectionHistoryQueryOptions(), realityCheckQueryOptions(), depositLimitQueryOptions()].map(
      ({ queryKey }) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
