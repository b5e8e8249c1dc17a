import { queryOptions } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { RealityCheck } from '@nfx/api-contract';

/** GET account/getRealityCheck: the player's reminder interval, the session's start and its net result. */
export function fetchRealityCheck(signal?: AbortSignal): Promise<RealityCheck> {
  return getApiClient().query('account.getRealityCheck', {}, { signal });
}

export function realityCheckQueryOptions() {
  return queryOptions({ queryKey: ['account', 'getRealityCheck'] as const, queryFn: ({ signal }) => fetchRealityCheck(signal) });
}
