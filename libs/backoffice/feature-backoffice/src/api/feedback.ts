import { keepPreviousData, type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiPayload, STAFF_FEEDBACK_VIEWS } from '@nfx/api-contract';
import { staffKeys } from './staff-keys';

export type FeedbackView = (typeof STAFF_FEEDBACK_VIEWS)[number];

/**
 * The contract's views in tab order. Browser code takes only types from the contract (its
 * schemas stay out of the bundle), so the list is repeated here and checked against it both ways.
 */
export const FEEDBACK_VIEWS = ['waiting', 'answered'] as const satisfies readonly FeedbackView[];
type Holds<T extends true> = T;
/** Fails to compile when the contract gains a view this list lacks. */
export type EveryFeedbackViewListed = Holds<[Exclude<FeedbackView, (typeof FEEDBACK_VIEWS)[number]>] extends [never] ? true : false>;

export type StaffFeedbackMessage = ApiPayload<'staff.feedback'>['items'][number];

export interface FeedbackFilters {
  view: FeedbackView;
  query: string;
  page: number;
}

/** GET staff/feedback (view, query, page): the inbox, 50 a page. */
export function fetchFeedback(filters: FeedbackFilters, signal?: AbortSignal): Promise<ApiPayload<'staff.feedback'>> {
  return getApiClient().query(
    'staff.feedback',
    { view: filters.view, page: filters.page, ...(filters.query ? { query: filters.query } : {}) },
    { signal },
  );
}

export function feedbackQueryOptions(filters: FeedbackFilters) {
  return queryOptions({
    queryKey: [...staffKeys.feedback, filters] as const,
    queryFn: ({ signal }) => fetchFeedback(filters, signal),
    // The next page or search keeps the list in place while it loads; new messages arrive at any time.
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
    staleTime: 5_000,
  });
}

export function useFeedback(filters: FeedbackFilters) {
  return useQuery(feedbackQueryOptions(filters));
}

/** A mark moves a message between the tabs, and the audit log has a new row. */
function refreshAfterMark(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffKeys.feedback }),
    queryClient.invalidateQueries({ queryKey: staffKeys.auditLog }),
  ]);
}

/** POST staff/markFeedbackAnswered (id): someone replied to the sender. */
export function markFeedbackAnswered(id: number): Promise<1> {
  return getApiClient().mutate('staff.markFeedbackAnswered', { id });
}

/** POST staff/reopenFeedback (id): back among the waiting messages. */
export function reopenFeedback(id: number): Promise<1> {
  return getApiClient().mutate('staff.reopenFeedback', { id });
}

export function useMarkFeedbackAnswered() {
  const queryClient = useQueryClient();
  // Refused (marked meanwhile by a colleague) also means the list on screen is stale.
  return useMutation({ mutationFn: markFeedbackAnswered, onSettled: () => refreshAfterMark(queryClient) });
}

export function useReopenFeedback() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reopenFeedback, onSettled: () => refreshAfterMark(queryClient) });
}
