import { queryOptions } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiPayload } from '@nfx/api-contract';

/** GET account/getDepositLimit (§3): what the cashier shows; refreshed here when the limit changes. */
export function fetchDepositLimit(signal?: AbortSignal): Promise<ApiPayload<'account.getDepositLimit'>> {
  return getApiClient().query('account.getDepositLimit', {}, { signal });
}

export function depositLimitQueryOptions() {
  return queryOptions({ queryKey: ['account', 'getDepositLimit'] as const, queryFn: ({ signal }) => fetchDepositLimit(signal) });
}
