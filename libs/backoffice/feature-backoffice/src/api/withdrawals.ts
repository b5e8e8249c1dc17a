import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiPayload, STAFF_WITHDRAWAL_VIEWS } from '@nfx/api-contract';
import { staffKeys } from './staff-keys';

export type WithdrawalView = (typeof STAFF_WITHDRAWAL_VIEWS)[number];

/**
 * The contract's views in tab order. Browser code takes only types from the contract (its
 * schemas stay out of the bundle), so the list is repeated here and checked against it both ways.
 */
export const WITHDRAWAL_VIEWS = ['pending', 'processing', 'decided'] as const satisfies readonly WithdrawalView[];
type Holds<T extends true> = T;
/** Fails to compile when the contract gains a view this list lacks. */
export type EveryViewListed = Holds<[Exclude<WithdrawalView, (typeof WITHDRAWAL_VIEWS)[number]>] extends [never] ? true : false>;
export type StaffWithdrawal = ApiPayload<'staff.withdrawals'>['items'][number];

/** GET staff/withdrawals (view): the payments team's queue. */
export function fetchWithdrawals(view: WithdrawalView, signal?: AbortSignal): Promise<ApiPayload<'staff.withdrawals'>> {
  return getApiClient().query('staff.withdrawals', { view }, { signal });
}

export function withdrawalsQueryOptions(view: WithdrawalView) {
  return queryOptions({
    queryKey: [...staffKeys.withdrawals, view] as const,
    queryFn: ({ signal }) => fetchWithdrawals(view, signal),
    // Payouts settle on their own (the provider answers later): the processing tab keeps moving.
    refetchInterval: view === 'processing' ? 10_000 : false,
    staleTime: 5_000,
  });
}

export function useWithdrawals(view: WithdrawalView) {
  return useQuery(withdrawalsQueryOptions(view));
}
