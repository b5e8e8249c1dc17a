import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';

/** GET account/getContactPhoneSettings: countries, phone codes and masks (§3). */
export function phoneSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'getContactPhoneSettings'] as const,
    queryFn: ({ signal }) => getApiClient().query('account.getContactPhoneSettings', {}, { signal }),
    staleTime: 30 * 60_000,
  });
}

export function usePhoneSettings() {
  return useQuery(phoneSettingsQueryOptions());
}
