import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiArguments, ApiPayload } from '@nfx/api-contract';
import { staffKeys } from './staff-keys';

export type ContentPromotionList = ApiPayload<'staff.contentPromotions'>;
export type ContentPromotionItem = ContentPromotionList['items'][number];
export type ContentLocale = ContentPromotionList['locales'][number];
export type ContentPromotionPage = ApiPayload<'staff.contentPromotion'>;
export type ContentBannerList = ApiPayload<'staff.contentBanners'>;
export type ContentBanner = ContentBannerList['items'][number];

/** GET staff/contentPromotions: every promotion with a page, the locales it is written in, and the site's locales. */
export function fetchContentPromotions(signal?: AbortSignal): Promise<ContentPromotionList> {
  return getApiClient().query('staff.contentPromotions', {}, { signal });
}

export function contentPromotionsQueryOptions() {
  return queryOptions({ queryKey: staffKeys.contentPromotions, queryFn: ({ signal }) => fetchContentPromotions(signal) });
}

export function useContentPromotions() {
  return useQuery(contentPromotionsQueryOptions());
}

/** GET staff/contentPromotion (id, content_locale): one locale's page as stored, or empty when not written yet. */
export function fetchContentPromotion(id: number, locale: string, signal?: AbortSignal): Promise<ContentPromotionPage> {
  return getApiClient().query('staff.contentPromotion', { id, content_locale: locale }, { signal });
}

export function contentPromotionQueryOptions(id: number, locale: string) {
  return queryOptions({
    queryKey: [...staffKeys.contentPromotion, id, locale] as const,
    queryFn: ({ signal }) => fetchContentPromotion(id, locale, signal),
    // An open editor must not swap the texts under the person typing: a newer version is found on save.
    refetchOnWindowFocus: false,
  });
}

/** `locale` undefined waits (the editor learns the default locale from the list first). */
export function useContentPromotion(id: number, locale: string | undefined) {
  return useQuery({ ...contentPromotionQueryOptions(id, locale ?? ''), enabled: locale !== undefined });
}

/** GET staff/contentBanners (content_locale): every banner of a locale, live or not. */
export function fetchContentBanners(locale: string, signal?: AbortSignal): Promise<ContentBannerList> {
  return getApiClient().query('staff.contentBanners', { content_locale: locale }, { signal });
}

export function contentBannersQueryOptions(locale: string) {
  return queryOptions({
    queryKey: [...staffKeys.contentBanners, locale] as const,
    queryFn: ({ signal }) => fetchContentBanners(locale, signal),
    refetchOnWindowFocus: false,
  });
}

/** `locale` undefined waits (the list page learns the default locale from the promotions first). */
export function useContentBanners(locale: string | undefined) {
  return useQuery({ ...contentBannersQueryOptions(locale ?? ''), enabled: locale !== undefined });
}

/** POST staff/saveContentPromotion: answers the page as stored (HTML sanitised) and whether anything changed. */
export function saveContentPromotion(
  values: ApiArguments<'staff.saveContentPromotion'>,
): Promise<ApiPayload<'staff.saveContentPromotion'>> {
  return getApiClient().mutate('staff.saveContentPromotion', values);
}

/** POST staff/saveContentBanner: answers the banner as stored and whether anything changed. */
export function saveContentBanner(values: ApiArguments<'staff.saveContentBanner'>): Promise<ApiPayload<'staff.saveContentBanner'>> {
  return getApiClient().mutate('staff.saveContentBanner', values);
}

/** POST staff/previewContentHtml: the HTML as a save would store it; nothing is stored. */
export async function previewContentHtml(html: string): Promise<string> {
  return (await getApiClient().mutate('staff.previewContentHtml', { html })).html;
}

const refreshAuditLog = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: staffKeys.auditLog });

export function useSaveContentPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContentPromotion,
    onSuccess: ({ page }) => {
      // The answer is the stored page: the editor shows it (and its new version) without asking again.
      queryClient.setQueryData(contentPromotionQueryOptions(page.id, page.locale).queryKey, page);
      return Promise.all([queryClient.invalidateQueries({ queryKey: staffKeys.contentPromotions }), refreshAuditLog(queryClient)]);
    },
  });
}

export function useSaveContentBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContentBanner,
    onSuccess: ({ banner }) => {
      queryClient.setQueryData(contentBannersQueryOptions(banner.locale).queryKey, (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === banner.id ? banner : item)) } : list,
      );
      return refreshAuditLog(queryClient);
    },
  });
}

/** Several pieces of HTML through the server's allow-list at once (a page's body and terms). */
export function usePreviewContentHtml() {
  return useMutation({ mutationFn: (htmls: readonly string[]) => Promise.all(htmls.map(previewContentHtml)) });
}
