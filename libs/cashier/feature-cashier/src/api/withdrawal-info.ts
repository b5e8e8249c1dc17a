import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { Withdrawal } from '@nfx/api-contract';
import { cashierKeys } from './cashier-keys';

/** GET cashier/getwithdrawalinfo (id): one withdrawal of the player, as its receipt prints it. */
export function fetchWithdrawalInfo(id: number, signal?: AbortSignal): Promise<Withdrawal> {
  return getApiClient().query('cashier.getwithdrawalinfo', { id }, { signal });
}

export function withdrawalInfoQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...cashierKeys.withdrawalInfo, id] as const,
    queryFn: ({ signal }) => fetchWithdrawalInfo(id, signal),
  });
}

export function useWithdrawalInfo(id: number | null) {
  return useQuery({ ...withdrawalInfoQueryOptions(id ?? 0), enabled: id !== null });
}
