import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiArguments, ApiPayload } from '@nfx/api-contract';
import { contentPromotionsQueryOptions } from './content';
import { staffKeys } from './staff-keys';

export type PageTextList = ApiPayload<'staff.contentTexts'>;
export type PageText = PageTextList['items'][number];
export type PageTextValue = PageText['values'][number];
export type ContentFaqPayload = ApiPayload<'staff.contentFaq'>;
export type ContentFaq = ContentFaqPayload['faq'];

const textsKey = ['staff', 'contentTexts'] as const;
const faqKey = ['staff', 'contentFaq'] as const;

/** GET staff/contentTexts (q, content_locale): the site's texts whose key or words contain `q`, in every locale. */
export function contentTextsQueryOptions(query: string, locale: string) {
  return queryOptions({
    queryKey: [...textsKey, locale, query] as const,
    queryFn: ({ signal }) => getApiClient().query('staff.contentTexts', { q: query, content_locale: locale }, { signal }),
    refetchOnWindowFocus: false,
  });
}

/** `locale` undefined waits (the page learns the site's default language first). */
export function useContentTexts(query: string, locale: string | undefined) {
  return useQuery({ ...contentTextsQueryOptions(query, locale ?? ''), enabled: locale !== undefined });
}

/** GET staff/contentFaq (content_locale): the support page's FAQ in one locale. */
export function contentFaqQueryOptions(locale: string) {
  return queryOptions({
    queryKey: [...faqKey, locale] as const,
    queryFn: ({ signal }) => getApiClient().query('staff.contentFaq', { content_locale: locale }, { signal }),
    // An open editor must not swap the list under the person typing: a newer version is found on save.
    refetchOnWindowFocus: false,
  });
}

/** `locale` undefined waits (the page learns the site's default language first). */
export function useContentFaq(locale: string | undefined) {
  return useQuery({ ...contentFaqQueryOptions(locale ?? ''), enabled: locale !== undefined });
}

/**
 * The language a page asks for first: the address's, else the site's default, learnt from the
 * promotions list (asked only then). `error` when that list could not be loaded.
 */
export function useStartLocale(requested: string | null) {
  const site = useQuery({ ...contentPromotionsQueryOptions(), enabled: requested === null });
  return { locale: requested ?? site.data?.default_locale, error: site.error, retry: () => void site.refetch() };
}

const refreshAfterTextSave = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: textsKey }), queryClient.invalidateQueries({ queryKey: staffKeys.auditLog })]);

/** Asks the search again: after a colleague's save, the editor starts from the stored version. */
export function useReloadContentTexts() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: textsKey });
}

/** POST staff/saveContentText: one locale's text, the default's placeholders kept. */
export function useSaveContentText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ApiArguments<'staff.saveContentText'>) => getApiClient().mutate('staff.saveContentText', values),
    onSuccess: () => refreshAfterTextSave(queryClient),
  });
}

/** POST staff/revertContentText: puts the default back in one locale. */
export function useRevertContentText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ApiArguments<'staff.revertContentText'>) => getApiClient().mutate('staff.revertContentText', values),
    onSuccess: () => refreshAfterTextSave(queryClient),
  });
}

/** POST staff/saveContentFaq: the whole list of one locale, in order. */
export function useSaveContentFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ApiArguments<'staff.saveContentFaq'>) => getApiClient().mutate('staff.saveContentFaq', values),
    onSuccess: ({ faq }) => {
      queryClient.setQueryData(contentFaqQueryOptions(faq.locale).queryKey, (current) => (current ? { ...current, faq } : current));
      return queryClient.invalidateQueries({ queryKey: staffKeys.auditLog });
    },
  });
}
