import { queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CmsConfig } from '@nfx/api-contract';

/**
 * GET /nfx/cms-config/{locale}: bare JSON, not an `/api` call (spec §7). The site server preloads
 * this URL with these credentials and headers, so the page's first request reuses the preload.
 * An unknown locale answers 404 `{}`: an error here, and every reader keeps its defaults.
 */
export async function fetchCmsConfig(locale: string, signal?: AbortSignal): Promise<CmsConfig> {
  const response = await fetch(`/nfx/cms-config/${encodeURIComponent(locale)}`, {
    credentials: 'same-origin',
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`cms-config ${locale}: HTTP ${response.status}`);
  return (await response.json()) as CmsConfig;
}

/**
 * The one query of the CMS configuration. The shell and every remote build the same options, so
 * they share one cache entry through the page's QueryClient whoever asks first; the cache holds
 * the document as served and each reader takes its part with a selector (`select`).
 */
export function cmsConfigQueryOptions(locale: string) {
  return queryOptions({
    queryKey: ['nfx', 'cms-config', locale] as const,
    queryFn: ({ signal }) => fetchCmsConfig(locale, signal),
    // The configuration changes with deployments, not while a page is open.
    staleTime: Infinity,
  });
}

/**
 * The part of the current language's CMS configuration `select` takes (see selectors.ts);
 * `data` is undefined while it loads or when it failed, and the reader keeps its defaults.
 */
export function useCmsConfig<TSelected>(select: (config: CmsConfig) => TSelected): UseQueryResult<TSelected> {
  const { i18n } = useTranslation();
  return useQuery({ ...cmsConfigQueryOptions(i18n.language), select });
}
