import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getApiClient } from '@nfx/api-client';

/** Banner (spec §3). */
export interface Banner {
  id: number;
  finished_at: string | null;
  description: {
    position: number;
    label: string;
    value: string;
    /** HTML, sanitised by the API and again before rendering. */
    addition: string;
    banner_type: string;
    image_735_240: string;
    image_360_520: string;
  };
}

/** Spec §9: banners default count 10. */
export const BANNERS_COUNT = 10;

export async function fetchBanners(signal?: AbortSignal): Promise<Banner[]> {
  const page = await getApiClient().get<{ items: Banner[] }>('banners', 'get', { offset: 0, count: BANNERS_COUNT }, { signal });
  return page.items;
}

export function bannersQueryOptions(locale: string) {
  return queryOptions({ queryKey: ['banners', 'get', locale] as const, queryFn: ({ signal }) => fetchBanners(signal) });
}

export function useBanners() {
  const { i18n } = useTranslation();
  return useQuery(bannersQueryOptions(i18n.language));
}
