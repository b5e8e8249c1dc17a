import type { QueryClient } from '@tanstack/react-query';
import { readBootData } from '@nfx/app-runtime';
import type { GameItem } from '@nfx/api-contract';
import { gameCategoriesQueryOptions } from '../api/game-categories';
import { gamesInfiniteQueryOptions } from '../api/games';
import { tileImageOf } from '../common/display';
import { gridLayout } from './grid-layout';
import { FAVOURITES_CATEGORY, readHallFilters } from './hall-filters';
import { HALL_PAGE_SIZE, hallFirstPageSize, toGamesFilter, windowViewport } from './hall-pages';

/**
 * Asks for the first row's artwork as soon as the games are known, at high priority: the
 * largest paint of the hall is one of these pictures, and rendering the page first would hold
 * their requests back by a whole render. Same `src`/`srcset` as the tiles, so the tiles reuse
 * the files.
 */
function preloadFirstRow(games: readonly GameItem[], columns: number, doc: Document): void {
  for (const game of games.slice(0, columns)) {
    const { src, srcSet } = tileImageOf(game);
    const link = doc.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'image');
    link.setAttribute('href', src);
    if (srcSet) link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('fetchpriority', 'high');
    doc.head.append(link);
  }
}

/** `/gamehall` with or without a locale segment. */
const HALL_PATH = /^(?:\/([^/]+))?\/gamehall\/?$/;

/**
 * When the page being opened is the hall, prefetches its first games page and its categories into
 * the page's QueryClient as the route module evaluates, before React renders anything, with the
 * very options the page's queries use (same filter, page sizes and locale): the page then finds
 * them fetched or in flight under its own keys, in the one cache. The providers list waits for
 * the filter to be opened.
 */
export function startHallRequests(
  queryClient: QueryClient,
  location: { pathname: string; search: string },
  viewport = windowViewport(),
  doc: Document = document,
): void {
  const match = HALL_PATH.exec(location.pathname);
  const boot = match ? readBootData(doc) : null;
  if (!match || !boot) return;
  const prefix = match[1];
  if (prefix !== undefined && !boot.locales.locales.some((entry) => entry.code === prefix)) return;
  void queryClient.prefetchQuery(gameCategoriesQueryOptions(prefix ?? boot.locales.defaultLocale));
  const filters = readHallFilters(new URLSearchParams(location.search));
  // The favourites list needs the session the shell is still loading; the page asks for it.
  if (filters.category === FAVOURITES_CATEGORY) return;
  const games = gamesInfiniteQueryOptions(toGamesFilter(filters), HALL_PAGE_SIZE, hallFirstPageSize(viewport));
  // Prefetching never throws: after a failure the page's query asks again as it mounts (retryOnMount).
  void queryClient.prefetchInfiniteQuery(games).then(() => {
    const firstPage = queryClient.getQueryData(games.queryKey)?.pages[0];
    if (firstPage) preloadFirstRow(firstPage.items, gridLayout(viewport.width).columns, doc);
  });
}
