import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getApiClient } from '@nfx/api-client';
import { paths } from '@nfx/paths';

export interface FaqEntry {
  question: string;
  answer: string;
}

function isFaqEntry(value: unknown): value is FaqEntry {
  if (!value || typeof value !== 'object') return false;
  const { question, answer } = value as Record<string, unknown>;
  return typeof question === 'string' && typeof answer === 'string' && question.trim() !== '';
}

/**
 * The FAQ editors keep in the CMS for the support page: the `faq` list of the page's metadata
 * (§3 page metadata, the same list the page's FAQ structured data comes from).
 */
export async function fetchSupportFaq(signal?: AbortSignal): Promise<FaqEntry[]> {
  const metadata = await getApiClient().query('metadata.get', { path: paths.support() }, { signal });
  const faq = metadata.jsonLd['faq'];
  return Array.isArray(faq) ? faq.filter(isFaqEntry) : [];
}

export function supportFaqQueryOptions(locale: string) {
  return queryOptions({
    // Not ['metadata', 'get', path, locale]: that entry holds the page content of a slug page.
    queryKey: ['metadata', 'get', 'faq', paths.support(), locale] as const,
    queryFn: ({ signal }) => fetchSupportFaq(signal),
    staleTime: 5 * 60_000,
  });
}

export function useSupportFaq() {
  const { i18n } = useTranslation();
  return useQuery(supportFaqQueryOptions(i18n.language));
}
