import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuthCmsConfig } from './auth-types';

/** GET /nfx/cms-config/{locale}: bare JSON, not an /api call (§7). */
export async function fetchCmsConfig(locale: string, signal?: AbortSignal): Promise<AuthCmsConfig> {
  const response = await fetch(`/nfx/cms-config/${encodeURIComponent(locale)}`, {
    credentials: 'same-origin',
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`cms-config ${response.status}`);
  return (await response.json()) as AuthCmsConfig;
}

export function cmsConfigQueryOptions(locale: string) {
  return queryOptions({
    queryKey: ['cms-config', locale] as const,
    queryFn: ({ signal }) => fetchCmsConfig(locale, signal),
    staleTime: 5 * 60_000,
  });
}

export function useCmsConfig() {
  const { i18n } = useTranslation();
  return useQuery(cmsConfigQueryOptions(i18n.language));
}
