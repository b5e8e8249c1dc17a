import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callQueryOptions } from '@nfx/api-client';

/**
 * metadata.get of one path in the site's language: the page's content, its head and its
 * structured data. Every reader of a path shares this one entry and takes its part with `select`
 * (a slug page its content, the support page its FAQ).
 */
export function pageMetadataQueryOptions(path: string, locale: string) {
  return callQueryOptions('metadata.get', { path }, [locale]);
}

export function usePageContent(path: string) {
  const { i18n } = useTranslation();
  return useQuery({ ...pageMetadataQueryOptions(path, i18n.language), select: (metadata) => metadata.page });
}
