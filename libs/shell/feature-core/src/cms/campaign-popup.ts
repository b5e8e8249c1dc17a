import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CampaignPopup } from '@nfx/api-contract';
import { getApiClient } from '@nfx/api-client';

export async function fetchCampaignPopupPreview(id: number, signal?: AbortSignal): Promise<CampaignPopup | null> {
  const { items } = await getApiClient().query('popups.get', { popup: id }, { signal });
  return items[0] ?? null;
}

export function campaignPopupPreviewQueryOptions(id: number, locale: string) {
  return queryOptions({
    queryKey: ['popups', 'get', 'preview', id, locale] as const,
    queryFn: ({ signal }) => fetchCampaignPopupPreview(id, signal),
  });
}

export function useCampaignPopupPreview(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({ ...campaignPopupPreviewQueryOptions(id ?? 0, i18n.language), enabled: id !== null });
}
