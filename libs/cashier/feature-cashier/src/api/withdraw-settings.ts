import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { WithdrawSettings } from '@nfx/api-contract';
import { cashierKeys } from './cashier-keys';

/** GET cashier/getwithdrawsettings: methods, what may be withdrawn, the limits, what is still required. */
export function fetchWithdrawSettings(signal?: AbortSignal): Promise<WithdrawSettings> {
  return getApiClient().query('cashier.getwithdrawsettings', {}, { signal });
}

export function withdrawSettingsQueryOptions(locale: string) {
  return queryOptions({
    queryKey: [...cashierKeys.withdrawSettings, locale] as const,
    queryFn: ({ signal }) => fetchWithdrawSettings(signal),
  });
}

export function useWithdrawSettings(locale: string) {
  return useQuery(withdrawSettingsQueryOptions(locale));
}
