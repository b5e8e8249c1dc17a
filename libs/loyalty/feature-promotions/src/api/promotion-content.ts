import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@nfx/api-client';

/**
 * GET campaigns/getpromotioncontent: the page operators wrote for a campaign, in the page's locale
 * (the client sends it with every call) or else the site's default one; null when none is
 * published. Body and terms come sanitised by the API. Keyed by locale too: the answer follows
 * the locale the client sends.
 */
export function promotionContentQueryOptions(id: number, locale: string) {
  return callQueryOptions('campaigns.getpromotioncontent', { id }, [locale]);
}

/** Disabled until the campaign is known (`id` undefined), so an unknown id asks for nothing. */
export function usePromotionContent(id: number | undefined, locale: string) {
  return useQuery({ ...promotionContentQueryOptions(id ?? 0, locale), enabled: id !== undefined });
}
