import type { GamesFilter } from '../api/games';
import { FAVOURITES_CATEGORY, type HallFilters } from './hall-filters';
import { gridLayout } from './grid-layout';

/**
 * Games fetched per scroll step: a few screens of tiles at the widest layout, so scrolling
 * rarely waits, while a call stays well under the API's 300 limit.
 */
export const HALL_PAGE_SIZE = 96;
const MIN_FIRST_PAGE = 12;

/**
 * The first call asks only for what the first screen shows plus a row: on a phone that is a
 * tenth of a scroll step, and the answer the hall's first images wait for arrives that much
 * sooner. The window's size stands in for the grid's, which is not laid out yet; a guess on
 * the high side only costs a few games.
 */
export function hallFirstPageSize(viewport: { width: number; height: number }): number {
  const layout = gridLayout(viewport.width);
  const rows = Math.ceil(viewport.height / Math.max(layout.rowHeight, 1)) + 1;
  return Math.min(HALL_PAGE_SIZE, Math.max(MIN_FIRST_PAGE, layout.columns * rows));
}

export function windowViewport(): { width: number; height: number } {
  return typeof window === 'undefined' ? { width: 1024, height: 768 } : { width: window.innerWidth, height: window.innerHeight };
}

export function toGamesFilter(filters: HallFilters): GamesFilter {
  const favourites = filters.category === FAVOURITES_CATEGORY;
  return {
    category: favourites ? null : filters.category,
    favourites,
    providers: filters.providers,
    search: filters.search,
    sort: filters.sort,
  };
}
