import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SupportSettings } from '@nfx/api-contract';
import { getApiClient } from '@nfx/api-client';

/** GET support/getsettings: contacts, opening hours in the locale, whether a chat is on. */
export function fetchSupportSettings(signal?: AbortSignal): Promise<SupportSettings> {
  return getApiClient().query('support.getsettings', {}, { signal });
}

export function supportSettingsQueryOptions(locale: string) {
  return queryOptions({
    queryKey: ['support', 'getsettings', locale] as const,
    queryFn: ({ signal }) => fetchSupportSettings(signal),
    staleTime: 5 * 60_000,
  });
}

export function useSupportSettings() {
  const { i18n } = useTranslation();
  return useQuery(supportSettingsQueryOptions(i18n.language));
}
