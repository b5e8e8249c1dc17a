import { useQueries } from '@tanstack/react-query';
import type { HistoryItem } from '@nfx/api-contract';
import { HISTORY_PAGE_SIZE, historyQueryOptions } from '../api/history';

/** Spec §9: the wallet shows the 4 most recent money movements, deposits and withdrawals together. */
export function useRecentTransactions() {
  return useQueries({
    queries: (['deposit', 'withdrawal'] as const).map((type) => historyQueryOptions({ type, offset: 0 })),
    combine: (results) => {
      const failed = results.find((result) => result.isError);
      const items: HistoryItem[] = results
        .flatMap((result) => result.data?.items ?? [])
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .slice(0, HISTORY_PAGE_SIZE);
      return {
        items,
        isPending: results.some((result) => result.isPending),
        error: failed?.error ?? null,
        isFetching: results.some((result) => result.isFetching),
        refetch: () => Promise.all(results.map((result) => result.refetch())),
      };
    },
  });
}
