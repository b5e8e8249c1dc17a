import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CmsConfig } from './cms-types';

/** Bare JSON, not an `/api` call (spec §7); an unknown locale answers `{}`. */
export async function fetchCmsConfig(locale: string, signal?: AbortSignal): Promise<CmsConfig> {
  const response = await fetch(`/nfx/cms-config/${encodeURIComponent(locale)}`, {
    credentials: 'same-origin',
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`cms-config ${locale}: HTTP ${response.status}`);
  return (await response.json()) as CmsConfig;
}

export function cmsConfigQueryOptions(locale: string) {
  return queryOptions({
    queryKey: ['nfx', 'cms-config', locale] as const,
    queryFn: ({ signal }) => fetchCmsConfig(locale, signal),
    // The configuration changes with deployments, not while a page is open.
    staleTime: Infinity,
  });
}

/** The CMS configuration of the current language; components keep their defaults while it loads. */
export function useCmsConfig() {
  const { i18n } = useTranslation();
  return useQuery(cmsConfigQueryOptions(i18n.language));
}
