import { queryOptions } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { LoyaltyNotification } from '@nfx/api-contract';
import { loyaltyKeys } from './loyalty-keys';

/** GET loyalty/getnotifications: notifications not shown yet; reading them changes nothing. */
export function fetchNotifications(signal?: AbortSignal): Promise<{ items: LoyaltyNotification[] }> {
  return getApiClient().query('loyalty.getnotifications', {}, { signal });
}

/** Asked afresh on every path change (§4), never answered from the cache. */
export function notificationsQuery() {
  return queryOptions({
    queryKey: loyaltyKeys.notifications,
    queryFn: ({ signal }) => fetchNotifications(signal),
    staleTime: 0,
  });
}
