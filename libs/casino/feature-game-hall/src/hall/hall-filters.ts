import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const HALL_SORTS = ['popular', 'new', 'name', 'likes'] as const;
export type HallSort = (typeof HALL_SORTS)[number];

/** What the hall shows; lives in the URL so a filtered hall can be linked and survives reloads. */
export interface HallFilters {
  category: string | null;
  providers: string[];
  search: string;
  sort: HallSort;
}

export const DEFAULT_SORT: HallSort = 'popular';

/** A pseudo-category for the signed-in player's liked games. */
export const FAVOURITES_CATEGORY = 'favourites';

/** Spec §2: `category={id}` and `providers` as one comma-joined list. */
export function readHallFilters(params: URLSearchParams): HallFilters {
  const sort = params.get('sort');
  return {
    category: params.get('category') || null,
    providers: (params.get('providers') ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean),
    search: params.get('search') ?? '',
    sort: HALL_SORTS.includes(sort as HallSort) ? (sort as HallSort) : DEFAULT_SORT,
  };
}

/** Applies a change to the query, keeping parameters that are not the hall's (tracking, popups). */
export function writeHallFilters(params: URLSearchParams, change: Partial<HallFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  if ('category' in change) set('category', change.category ?? null);
  if ('providers' in change) set('providers', (change.providers ?? []).join(','));
  if ('search' in change) set('search', change.search?.trim() || null);
  if ('sort' in change) set('sort', change.sort === DEFAULT_SORT ? null : (change.sort ?? null));
  return next;
}

/** The one reader and writer of the hall's URL state. */
export function useHallFilters(): [HallFilters, (change: Partial<HallFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readHallFilters(params), [params]);
  const update = useCallback(
    (change: Partial<HallFilters>) => setParams((current) => writeHallFilters(current, change), { replace: true }),
    [setParams],
  );
  return [filters, update];
}
