import { getApiClient } from '@nfx/api-client';
import type { LoyaltyNotification } from '@nfx/api-contract';

/** GET loyalty/getnotifications: notifications not shown yet; each is answered once. */
export function fetchNotifications(signal?: AbortSignal): Promise<{ items: LoyaltyNotification[] }> {
  return getApiClient().query('loyalty.getnotifications', {}, { signal });
}
