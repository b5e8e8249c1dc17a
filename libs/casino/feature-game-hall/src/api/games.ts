import { type Query, type QueryFilters, infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callQueryKey, callQueryOptions, callQueryRoot, getApiClient } from '@nfx/api-client';
import type { ApiArguments, ApiPayload } from '@nfx/api-contract';

/** Spec §9: the default page of games; 300 is the most one call returns. */
export const DEFAULT_GAMES_COUNT = 18;
export const MAX_GAMES_COUNT = 300;

export interface GamesFilter {
  category?: string | null;
  providers?: readonly string[];
  search?: string;
  sort?: string;
  sysnames?: readonly string[];
  /** Only the signed-in player's liked games. */
  favourites?: boolean;
  tournamentId?: number;
}

export interface GamesRequest extends GamesFilter {
  offset?: number;
  count?: number;
}

export type GamePage = ApiPayload<'games.get'>;

/** The `options` of games/get for a filter, without the page (`offset`, `count`). */
function filterOptions(filter: GamesFilter): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  if (filter.category) options['category'] = filter.category;
  if (filter.providers?.length) options['providers'] = filter.providers;
  if (filter.search?.trim()) options['search'] = filter.search.trim();
  if (filter.sort) options['sort'] = filter.sort;
  if (filter.sysnames?.length) options['sysnames'] = filter.sysnames;
  if (filter.favourites) options['favourites'] = true;
  if (filter.tournamentId !== undefined) options['tournament_id'] = filter.tournamentId;
  return options;
}

/** The arguments of games/get: the filter travels as one `options` JSON parameter (spec §7), the page first. */
export function gamesArguments(request: GamesRequest): ApiArguments<'games.get'> {
  return { options: { offset: request.offset ?? 0, count: request.count ?? DEFAULT_GAMES_COUNT, ...filterOptions(request) } };
}

/** GET games/get. */
export function fetchGames(request: GamesRequest, signal?: AbortSignal): Promise<GamePage> {
  return getApiClient().query('games.get', gamesArguments(request), { signal });
}

/** The prefix of every games.get query: the pages and lists here and one game (game.ts). */
export const gamesKeys = {
  all: callQueryRoot('games.get'),
};

/** The arguments part of a games.get key names its filter in `options`. */
function isFavouritesQuery(query: Query): boolean {
  return query.queryKey.some((part) => {
    const options = typeof part === 'object' && part !== null ? (part as { options?: unknown }).options : undefined;
    return typeof options === 'object' && options !== null && (options as GamesFilter).favourites === true;
  });
}

/**
 * Every cached page or list of the player's liked games, whatever its size or sort: what a like
 * or an unlike makes out of date. Pass it to `invalidateQueries`.
 */
export const favouriteGamesQueries: QueryFilters = { queryKey: gamesKeys.all, predicate: isFavouritesQuery };

export function gamesQueryOptions(request: GamesRequest) {
  return callQueryOptions('games.get', gamesArguments(request));
}

export function useGames(request: GamesRequest, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...gamesQueryOptions(request), enabled });
}

/**
 * Pages of the hall, loaded as the player scrolls. The first page may be smaller than the rest
 * (see hall-pages.ts); later offsets count what is loaded, so page sizes may differ.
 */
export function gamesInfiniteQueryOptions(filter: GamesFilter, pageSize: number, firstPageSize = pageSize) {
  return infiniteQueryOptions({
    // The filter's arguments without a page, scoped by the page sizes: the entry holds every page loaded.
    queryKey: callQueryKey('games.get', { options: filterOptions(filter) }, ['pages', pageSize, firstPageSize]),
    queryFn: ({ pageParam, signal }) =>
      fetchGames({ ...filter, offset: pageParam, count: pageParam === 0 ? firstPageSize : pageSize }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return lastPage.items.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
  });
}

export function useInfiniteGames(filter: GamesFilter, pageSize: number, firstPageSize = pageSize) {
  return useInfiniteQuery(gamesInfiniteQueryOptions(filter, pageSize, firstPageSize));
}
