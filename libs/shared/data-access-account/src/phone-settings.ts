import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@nfx/api-client';

/** GET account/getContactPhoneSettings: countries with phone codes and masks (§3); they rarely change. */
export function phoneSettingsQueryOptions() {
  return { ...callQueryOptions('account.getContactPhoneSettings'), staleTime: 30 * 60_000 };
}

export function usePhoneSettings() {
  return useQuery(phoneSettingsQueryOptions());
}
