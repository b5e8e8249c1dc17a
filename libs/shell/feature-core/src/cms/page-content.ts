import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PageContent } from '@nfx/api-contract';
import { getApiClient } from '@nfx/api-client';

export async function fetchPageContent(path: string, signal?: AbortSignal): Promise<PageContent | null> {
  const metadata = await getApiClient().query('metadata.get', { path }, { signal });
  return metadata.page;
}

export function pageContentQueryOptions(path: string, locale: string) {
  return queryOptions({ queryKey: ['metadata', 'get', path, locale] as const, queryFn: ({ signal }) => fetchPageContent(path, signal) });
}

export function usePageContent(path: string) {
  const { i18n } = useTranslation();
  return useQuery(pageContentQueryOptions(path, i18n.language));
}
