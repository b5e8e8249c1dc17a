import { callQueryOptions } from '@nfx/api-client';

/** GET loyalty/getnotifications: notifications not shown yet; reading them changes nothing. Asked afresh on every path change (§4), never answered from the cache. */
export function notificationsQuery() {
  return { ...callQueryOptions('loyalty.getnotifications'), staleTime: 0 };
}
