import { getApiClient } from '@nfx/api-client';
import type { Cashback } from '@nfx/api-contract';
import { SEEN_CASHBACK_KEY } from './unseen-cashback';

export interface UnseenCheck {
  latest: Cashback | undefined;
  seenId: string | null;
}

/**
 * cashbacks.get (count 1, the latest by end date, active or paid out) and the stored seen id.
 * The unseen-cashback popup reads it, and so do the campaign popups, which wait their turn
 * behind an unseen cashback (§4 order); closing the cashback popup writes the seen id here.
 */
export function unseenCheckQueryOptions(uid: number) {
  return {
    queryKey: ['cashbacks', 'unseen-check', uid] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<UnseenCheck> => {
      const [page, seen] = await Promise.all([
        getApiClient().query('cashbacks.get', { count: '1', sort: 'end_date', order: 'desc', statuses: 'paid_out,active' }, { signal }),
        getApiClient().query('storage.get', { key: SEEN_CASHBACK_KEY }, { signal }),
      ]);
      return { latest: page.items[0] as Cashback | undefined, seenId: seen.value };
    },
    staleTime: Infinity,
  };
}
