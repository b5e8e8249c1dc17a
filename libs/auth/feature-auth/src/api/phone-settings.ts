import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { PhoneSettingsCountry } from '@nfx/api-contract';

/** GET account/getContactPhoneSettings: countries with phone codes and masks. */
export function fetchPhoneSettings(signal?: AbortSignal): Promise<PhoneSettingsCountry[]> {
  return getApiClient().query('account.getContactPhoneSettings', undefined, { signal });
}

export function phoneSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'getContactPhoneSettings'] as const,
    queryFn: ({ signal }) => fetchPhoneSettings(signal),
    staleTime: 30 * 60_000,
  });
}

export function usePhoneSettings() {
  return useQuery(phoneSettingsQueryOptions());
}
