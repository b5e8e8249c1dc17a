import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiArguments, Banner } from '@nfx/api-contract';
import { callQueryKey, getApiClient } from '@nfx/api-client';

/** The popup shows at most one banner of the registration placement. */
const REGISTRATION_BANNER: ApiArguments<'banners.get'> = { offset: 0, count: 1, placement: 'registration' };

/** GET banners/get with placement=registration. */
export async function fetchRegistrationBanner(signal?: AbortSignal): Promise<Banner | null> {
  const page = await getApiClient().query('banners.get', REGISTRATION_BANNER, { signal });
  // No `fields` asked for, so the banner comes whole.
  return (page.items as Banner[])[0] ?? null;
}

/** Keyed by the call, its arguments and the locale (the texts follow it). */
export function registrationBannerQueryOptions(locale: string) {
  return queryOptions({
    queryKey: callQueryKey('banners.get', REGISTRATION_BANNER, [locale]),
    queryFn: ({ signal }) => fetchRegistrationBanner(signal),
    staleTime: 5 * 60_000,
  });
}

export function useRegistrationBanner() {
  const { i18n } = useTranslation();
  return useQuery(registrationBannerQueryOptions(i18n.language));
}
