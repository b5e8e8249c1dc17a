import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callQueryOptions } from '@nfx/api-client';

/** popups.get of one campaign popup (a preview the back office links to), in the site's language. */
export function campaignPopupPreviewQueryOptions(id: number, locale: string) {
  return callQueryOptions('popups.get', { popup: id }, [locale]);
}

export function useCampaignPopupPreview(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    ...campaignPopupPreviewQueryOptions(id ?? 0, i18n.language),
    select: ({ items }) => items[0] ?? null,
    enabled: id !== null,
  });
}
