import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getApiClient } from '@nfx/api-client';

/** Banner (§3) as banners.get answers it; `addition` arrives sanitised by the API's allow-list. */
export interface AuthBannerData {
  id: number;
  finished_at: string | null;
  description: {
    position: number;
    label: string;
    value: string;
    addition: string;
    banner_type: string;
    image_735_240: string;
    image_360_520: string;
    registration_popup_mobile_compact: string;
  };
}

/** GET banners/get with placement=registration: the popup shows at most one. */
export async function fetchRegistrationBanner(signal?: AbortSignal): Promise<AuthBannerData | null> {
  const page = await getApiClient().get<{ items: AuthBannerData[] }>(
    'banners',
    'get',
    { offset: 0, count: 1, placement: 'registration' },
    { signal },
  );
  return page.items[0] ?? null;
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
