import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiArguments, ApiPayload, STAFF_REFUND_VIEWS } from '@nfx/api-contract';
import { staffKeys } from './staff-keys';

export type RefundView = (typeof STAFF_REFUND_VIEWS)[number];

/**
 * The contract's views in tab order. Browser code takes only types from the contract (its
 * schemas stay out of the bundle), so the list is repeated here and checked against it both ways.
 */
export const REFUND_VIEWS = ['refundable', 'review', 'refunded'] as const satisfies readonly RefundView[];
type Holds<T extends true> = T;
/** Fails to compile when the contract gains a view this list lacks. */
export type EveryRefundViewListed = Holds<[Exclude<RefundView, (typeof REFUND_VIEWS)[number]>] extends [never] ? true : false>;

export type StaffRefundDeposit = ApiPayload<'staff.refunds'>['items'][number];
export type RetryOutcome = ApiPayload<'staff.retryRefund'>['outcome'];

/** GET staff/refunds (view, query): deposits to refund, refunds in review, refunded deposits. */
export function fetchRefunds(view: RefundView, query: string, signal?: AbortSignal): Promise<ApiPayload<'staff.refunds'>> {
  return getApiClient().query('staff.refunds', { view, ...(query ? { query } : {}) }, { signal });
}

export function refundsQueryOptions(view: RefundView, query: string) {
  return queryOptions({
    queryKey: [...staffKeys.refunds, view, query] as const,
    queryFn: ({ signal }) => fetchRefunds(view, query, signal),
    // A requested refund lands when the provider's signed callback arrives, seconds later: the
    // refundable tab keeps up with it without a reload.
    refetchInterval: view === 'refundable' ? 15_000 : false,
    staleTime: 5_000,
  });
}

export function useRefunds(view: RefundView, query: string) {
  return useQuery(refundsQueryOptions(view, query));
}

/** A refund moves a deposit between the tabs, and the audit log has a new row. */
function refreshAfterRefund(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffKeys.refunds }),
    queryClient.invalidateQueries({ queryKey: staffKeys.auditLog }),
  ]);
}

/** POST staff/refundDeposit (id, amount as a decimal string, reason): asks the provider to refund. */
export function refundDeposit(values: ApiArguments<'staff.refundDeposit'>): Promise<ApiPayload<'staff.refundDeposit'>> {
  return getApiClient().mutate('staff.refundDeposit', values);
}

/** POST staff/retryRefund (id): applies the refunds in review of a deposit once the balance covers them. */
export function retryRefund(id: number): Promise<ApiPayload<'staff.retryRefund'>> {
  return getApiClient().mutate('staff.retryRefund', { id });
}

export function useRefundDeposit() {
  const queryClient = useQueryClient();
  // A refusal (refunded meanwhile by a colleague, or by the provider's own callback) also means the list is stale.
  return useMutation({ mutationFn: refundDeposit, onSettled: () => refreshAfterRefund(queryClient) });
}

export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryRefund, onSettled: () => refreshAfterRefund(queryClient) });
}
