import { FEEDBACK_VIEWS, type FeedbackFilters, type FeedbackView } from '../api/feedback';

const MAX_PAGE = 1000;
const MAX_QUERY = 254;

/**
 * The inbox's tab, search and page live in the URL (`?view=answered&q=…&page=2`): a colleague can
 * be sent the link, and a reload keeps the place. Anything the server would refuse reads as the default.
 */
export function feedbackFiltersFromSearch(params: URLSearchParams): FeedbackFilters {
  const view = params.get('view');
  const page = Number(params.get('page') ?? '1');
  return {
    view: (FEEDBACK_VIEWS as readonly string[]).includes(view ?? '') ? (view as FeedbackView) : 'waiting',
    query: (params.get('q') ?? '').trim().slice(0, MAX_QUERY),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}
