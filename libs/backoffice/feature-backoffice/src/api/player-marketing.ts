import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiArguments, ApiPayload } from '@nfx/api-contract';
import { idempotencyHeaders, useIdempotencyKey } from '@nfx/app-runtime';
import { staffKeys } from './staff-keys';

export type CashbackRunResult = ApiPayload<'staff.runCashback'>;
export type PlayerPlayDays = ApiPayload<'staff.playerPlayDays'>;
export type NewsletterResult = ApiPayload<'staff.sendNewsletter'>;

const playDaysKey = (player: string) => [...staffKeys.all, 'playerPlayDays', player] as const;

/** GET staff/playerPlayDays: a player's real-money play per day over the last week; off until a player is named. */
export function usePlayerPlayDays(player: string | null) {
  return useQuery({
    queryKey: playDaysKey(player ?? ''),
    queryFn: ({ signal }) => getApiClient().query('staff.playerPlayDays', { player: player! }, { signal }),
    enabled: player !== null,
    retry: false,
  });
}

/** POST staff/runCashback: the daily cashback job now; the audit log gets the run. */
export function useRunCashback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ApiArguments<'staff.runCashback'>): Promise<CashbackRunResult> =>
      getApiClient().mutate('staff.runCashback', values),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.auditLog }),
  });
}

/**
 * POST staff/sendNewsletter with an Idempotency-Key: a second click, or a retry after a lost
 * answer, sends the same request with the same key and nobody gets the newsletter twice; the next
 * newsletter after a success gets a new key.
 */
export function useSendNewsletter() {
  const queryClient = useQueryClient();
  const { keyFor, settle } = useIdempotencyKey();
  return useMutation({
    mutationFn: (values: ApiArguments<'staff.sendNewsletter'>): Promise<NewsletterResult> =>
      getApiClient().mutate('staff.sendNewsletter', values, idempotencyHeaders(keyFor(values))),
    onSuccess: () => settle(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.auditLog }),
  });
}
