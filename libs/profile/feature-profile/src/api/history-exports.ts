import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HistoryExport, HistoryExportKind } from '@nfx/api-contract';
import { callQueryKey, getApiClient } from '@nfx/api-client';
import { useSession } from '@nfx/session';

/** GET games/gethistoryexportrequest: the player's exports, newest first. */
export function historyExportsQueryOptions(uid: number) {
  return queryOptions({
    queryKey: callQueryKey('games.gethistoryexportrequest', {}, [uid]),
    queryFn: async ({ signal }) => {
      const answer = await getApiClient().query('games.gethistoryexportrequest', {}, { signal });
      return 'items' in answer ? answer.items : [answer];
    },
  });
}

/** While an export is being built its progress is asked again every 2 s. */
export function useHistoryExports() {
  const uid = useSession().account?.uid ?? 0;
  return useQuery({
    ...historyExportsQueryOptions(uid),
    enabled: uid > 0,
    refetchInterval: (query) => ((query.state.data ?? []).some((entry: HistoryExport) => entry.status === 'pending') ? 2000 : false),
  });
}

/**
 * POST games/createhistoryexportrequest: a CSV of the casino rounds or the sports bets between two
 * dates (yyyy-mm-dd), built in the background.
 */
export function useCreateHistoryExport() {
  const queryClient = useQueryClient();
  const uid = useSession().account?.uid ?? 0;
  return useMutation({
    mutationFn: (request: { kind: HistoryExportKind; date_from?: string; date_to?: string }) =>
      getApiClient().mutate('games.createhistoryexportrequest', request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: historyExportsQueryOptions(uid).queryKey }),
  });
}
