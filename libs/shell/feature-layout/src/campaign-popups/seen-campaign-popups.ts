import type { CampaignPopup } from '@nfx/api-contract';

/**
 * Where the ids of campaign popups already shown are kept: the player's `storage` key when signed
 * in (so it follows them to other devices), the same name in localStorage for a visitor.
 */
export const SEEN_CAMPAIGN_POPUPS_KEY = 'already_seen_campaign_popups';

/** Ids kept, newest last: enough for every live campaign, well inside storage's 4 KB a value. */
export const SEEN_CAMPAIGN_POPUPS_LIMIT = 100;

/** The stored value (ids joined by commas) as ids; anything unreadable is dropped, not fatal. */
export function parseSeenIds(value: string | null | undefined): number[] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number);
}

/** `seen` with `id` added last, the oldest dropped beyond the limit, as the stored value. */
export function withSeenId(seen: readonly number[], id: number): string {
  const next = [...seen.filter((existing) => existing !== id), id];
  return next.slice(-SEEN_CAMPAIGN_POPUPS_LIMIT).join(',');
}

/** The first live popup (in the API's order) this visitor has not seen yet, or null. */
export function nextCampaignPopup(live: readonly CampaignPopup[], seen: readonly number[]): CampaignPopup | null {
  return live.find((popup) => !seen.includes(popup.id)) ?? null;
}
