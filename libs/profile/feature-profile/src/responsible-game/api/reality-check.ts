import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { RealityCheck } from '@nfx/api-contract';
import { invalidateProtection } from './invalidate';

/** GET account/getRealityCheck: the interval, the session's start and its net result. */
export function fetchRealityCheck(signal?: AbortSignal): Promise<RealityCheck> {
  return getApiClient().query('account.getRealityCheck', {}, { signal });
}

export function realityCheckQueryOptions() {
  return queryOptions({ queryKey: ['account', 'getRealityCheck'] as const, queryFn: ({ signal }) => fetchRealityCheck(signal) });
}

/** POST account/setRealityCheck (minutes, 0: off); answers 1. */
export async function setRealityCheck(minutes: number): Promise<void> {
  const result = await getApiClient().mutate('account.setRealityCheck', { minutes });
  if (Number(result) !== 1) throw new Error('setRealityCheck did not answer 1');
}

export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setRealityCheck, onSuccess: () => invalidateProtection(queryClient) });
}
