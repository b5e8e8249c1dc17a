import { REFUND_VIEWS, type RefundView } from '../api/refunds';
import { backofficePaths } from '../paths';

/** The API's limit for a search (a login or an email is at most 254 characters). */
export const REFUND_SEARCH_MAX_LENGTH = 254;

export interface RefundFilters {
  view: RefundView;
  /** A deposit number (`123` or `#123`), or part of a player's login or email; empty for all. */
  query: string;
}

/**
 * The refunds page's tab and search live in the URL (`?view=review&q=anna`): a link to a deposit
 * can be shared, and a reload or back/forward shows the same list. An unknown view is the first tab.
 */
export function refundFiltersFromSearch(params: URLSearchParams): RefundFilters {
  const view = params.get('view') ?? '';
  return {
    view: (REFUND_VIEWS as readonly string[]).includes(view) ? (view as RefundView) : 'refundable',
    query: (params.get('q') ?? '').trim().slice(0, REFUND_SEARCH_MAX_LENGTH),
  };
}

/** The address of a list: the one writer of the URL state `refundFiltersFromSearch` reads. */
export function refundsPath({ view, query }: RefundFilters): string {
  return backofficePaths.refunds(view, query);
}
