import { callQueryOptions, getApiClient } from '@nfx/api-client';
import type { CampaignPopup } from '@nfx/api-contract';
import { parseSeenIds, SEEN_CAMPAIGN_POPUPS_KEY } from './seen-campaign-popups';

/** popups.get without `popup`: the campaign popups live now for this visitor (none for a self-excluded player). */
export function livePopupsQueryOptions(uid: number, locale: string) {
  return {
    ...callQueryOptions('popups.get', {}, [uid, locale]),
    select: (answer: { items: CampaignPopup[] }): CampaignPopup[] => answer.items,
    staleTime: 5 * 60_000,
  };
}

function localSeenIds(): number[] {
  try {
    return parseSeenIds(localStorage.getItem(SEEN_CAMPAIGN_POPUPS_KEY));
  } catch {
    // Storage switched off: nothing is remembered, so a popup may show again on the next visit.
    return [];
  }
}

/**
 * The ids of campaign popups already shown: a visitor's from localStorage; a player's from their
 * storage key, with what they saw before signing in on this browser.
 */
export function seenCampaignPopupsQueryOptions(uid: number) {
  return {
    queryKey: ['popups', 'seen', uid] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<number[]> => {
      const local = localSeenIds();
      if (uid <= 0) return local;
      const stored = await getApiClient().query('storage.get', { key: SEEN_CAMPAIGN_POPUPS_KEY }, { signal });
      return [...new Set([...parseSeenIds(stored.value), ...local])];
    },
    staleTime: Infinity,
  };
}

/** Remembers a popup as seen where this visitor's list lives; a failed save only means it may show once more. */
export async function rememberSeenPopup(uid: number, value: string): Promise<void> {
  if (uid > 0) {
    await getApiClient()
      .mutate('storage.set', { key: SEEN_CAMPAIGN_POPUPS_KEY, value })
      .catch((error: unknown) => console.warn('[shell] could not store the seen campaign popup', error));
    return;
  }
  try {
    localStorage.setItem(SEEN_CAMPAIGN_POPUPS_KEY, value);
  } catch {
    // Storage switched off: see localSeenIds.
  }
}
