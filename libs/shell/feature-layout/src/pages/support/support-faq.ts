import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '@nfx/paths';
import { pageMetadataQueryOptions } from '@nfx/shell-feature-core';

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
 * (§3 page metadata, the same list the page's FAQ structured data comes from), read from the
 * page's one metadata.get entry.
 */
export function faqOf(jsonLd: Record<string, unknown>): FaqEntry[] {
  const faq = jsonLd['faq'];
  return Array.isArray(faq) ? faq.filter(isFaqEntry) : [];
}

export function useSupportFaq() {
  const { i18n } = useTranslation();
  return useQuery({
    ...pageMetadataQueryOptions(paths.support(), i18n.language),
    select: (metadata) => faqOf(metadata.jsonLd),
    staleTime: 5 * 60_000,
  });
}
