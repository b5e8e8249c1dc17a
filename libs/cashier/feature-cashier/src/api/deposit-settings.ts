import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { DepositSettings } from '@nfx/api-contract';
import { cashierKeys } from './cashier-keys';

/** GET cashier/getdepositsettings: methods with bounds, fees and requisites, and amount presets. */
export function fetchDepositSettings(signal?: AbortSignal): Promise<DepositSettings> {
  return getApiClient().query('cashier.getdepositsettings', {}, { signal });
}

export function depositSettingsQueryOptions(locale: string) {
  return queryOptions({
    queryKey: [...cashierKeys.depositSettings, locale] as const,
    queryFn: ({ signal }) => fetchDepositSettings(signal),
  });
}

export function useDepositSettings(locale: string) {
  return useQuery(depositSettingsQueryOptions(locale));
}
