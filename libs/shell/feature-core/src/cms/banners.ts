import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@nfx/api-contract';
import { getApiClient } from '@nfx/api-client';

/** Spec §9: banners default count 10. */
export const BANNERS_COUNT = 10;

export async function fetchBanners(signal?: AbortSignal): Promise<Banner[]> {
  const page = await getApiClient().query('banners.get', { offset: 0, count: BANNERS_COUNT }, { signal });
  // No `fields` asked for, so every banner comes whole.
  return page.items as Banner[];
}

export function bannersQueryOptions(locale: string) {
  return queryOptions({ queryKey: ['banners', 'get', locale] as const, queryFn: ({ signal }) => fetchBanners(signal) });
}

export function useBanners() {
  const { i18n } = useTranslation();
  return useQuery(bannersQueryOptions(i18n.language));
}
