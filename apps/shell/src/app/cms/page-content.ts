import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getApiClient } from '@nfx/api-client';

/** The CMS page of a slug, as `metadata.get` returns it (sanitised HTML body). */
export interface PageContent {
  slug: string;
  title: string;
  description: string;
  body: string;
  updatedAt: string;
}

export async function fetchPageContent(path: string, signal?: AbortSignal): Promise<PageContent | null> {
  const metadata = await getApiClient().get<{ page: PageContent | null }>('metadata', 'get', { path }, { signal });
  return metadata.page;
}

export function pageContentQueryOptions(path: string, locale: string) {
  return queryOptions({ queryKey: ['metadata', 'get', path, locale] as const, queryFn: ({ signal }) => fetchPageContent(path, signal) });
}

export function usePageContent(path: string) {
  const { i18n } = useTranslation();
  return useQuery(pageContentQueryOptions(path, i18n.language));
}
