import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@nfx/api-contract';
import { getApiClient } from '@nfx/api-client';

/** GET banners/get with placement=registration: the popup shows at most one. */
export async function fetchRegistrationBanner(signal?: AbortSignal): Promise<Banner | null> {
  const page = await getApiClient().query('banners.get', { offset: 0, count: 1, placement: 'registration' }, { signal });
  // No `fields` asked for, so the banner comes whole.
  return (page.items as Banner[])[0] ?? null;
}

export function registrationBannerQueryOptions(locale: string) {
  return queryOptions({
    queryKey: ['banners', 'get', 'registration', locale] as const,
    queryFn: ({ signal }) => fetchRegistrationBanner(signal),
    staleTime: 5 * 60_000,
  });
}

export function useRegistrationBanner() {
  const { i18n } = useTranslation();
  return useQuery(registrationBannerQueryOptions(i18n.language));
}
