import { getApiClient } from '@nfx/api-client';

/**
 * POST loyalty/marknotificationshown (id): the notification's toast opened, so it is not listed
 * again. Called from the toast's `onOpened`, outside React, hence a plain function; answering 1
 * again is fine (another tab's toast, a retry).
 */
export function markNotificationShown(id: number): Promise<1> {
  return getApiClient().mutate('loyalty.marknotificationshown', { id });
}
