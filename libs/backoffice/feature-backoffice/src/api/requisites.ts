import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiArguments, ApiPayload } from '@nfx/api-contract';
import { staffKeys } from './staff-keys';

export type StaffPayoutRequisites = ApiPayload<'staff.payoutRequisites'>['waiting'][number];

/** GET staff/payoutRequisites: requisites on verification (oldest first) and the latest decisions. */
export function fetchPayoutRequisites(signal?: AbortSignal): Promise<ApiPayload<'staff.payoutRequisites'>> {
  return getApiClient().query('staff.payoutRequisites', {}, { signal });
}

export function payoutRequisitesQueryOptions() {
  return queryOptions({
    queryKey: staffKeys.payoutRequisites,
    queryFn: ({ signal }) => fetchPayoutRequisites(signal),
    // A player's withdrawal puts new requisites on verification at any time.
    refetchInterval: 30_000,
    staleTime: 5_000,
  });
}

export function usePayoutRequisites() {
  return useQuery(payoutRequisitesQueryOptions());
}

/** A decision moves requisites from waiting to decided, and the audit log has a new row. */
function refreshAfterDecision(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: payoutRequisitesQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: staffKeys.auditLog }),
  ]);
}

/** POST staff/verifyRequisites (player_id, digest): payouts to these requisites may go now. */
export function verifyRequisites(values: ApiArguments<'staff.verifyRequisites'>): Promise<1> {
  return getApiClient().mutate('staff.verifyRequisites', values);
}

/** POST staff/rejectRequisites (player_id, digest, reason): payouts to them are refused. */
export function rejectRequisites(values: ApiArguments<'staff.rejectRequisites'>): Promise<1> {
  return getApiClient().mutate('staff.rejectRequisites', values);
}

export function useVerifyRequisites() {
  const queryClient = useQueryClient();
  // Refused (decided meanwhile by a colleague) also means the list on screen is stale.
  return useMutation({ mutationFn: verifyRequisites, onSettled: () => refreshAfterDecision(queryClient) });
}

export function useRejectRequisites() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectRequisites, onSettled: () => refreshAfterDecision(queryClient) });
}
