import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiPayload } from '@nfx/api-contract';

export type DepositLimit = ApiPayload<'account.getDepositLimit'>;

/** GET account/getDepositLimit: the responsible-gaming limit and what is left of it. */
export function fetchDepositLimit(signal?: AbortSignal): Promise<DepositLimit> {
  return getApiClient().query('account.getDepositLimit', {}, { signal });
}

export function depositLimitQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'getDepositLimit'] as const,
    queryFn: ({ signal }) => fetchDepositLimit(signal),
  });
}

export function useDepositLimit() {
  return useQuery(depositLimitQueryOptions());
}
