import { type Query, type QueryFilters, infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiPayload } from '@nfx/api-contract';

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

/** GET games/get: the filter travels as one `options` JSON parameter (spec §7). */
export function fetchGames(request: GamesRequest, signal?: AbortSignal): Promise<GamePage> {
  const options: Record<string, unknown> = { offset: request.offset ?? 0, count: request.count ?? DEFAULT_GAMES_COUNT };
  if (request.category) options['category'] = request.category;
  if (request.providers?.length) options['providers'] = request.providers;
  if (request.search?.trim()) options['search'] = request.search.trim();
  if (request.sort) options['sort'] = request.sort;
  if (request.sysnames?.length) options['sysnames'] = request.sysnames;
  if (request.favourites) options['favourites'] = true;
  if (request.tournamentId !== undefined) options['tournament_id'] = request.tournamentId;
  return getApiClient().query('games.get', { options }, { signal });
}

/** The prefix of every games.get query: the pages and lists here and one game (game.ts). */
export const gamesKeys = {
  all: ['games', 'get'] as const,
};

function isFavouritesQuery(query: Query): boolean {
  return query.queryKey.some((part) => typeof part === 'object' && part !== null && (part as GamesFilter).favourites === true);
}

/**
 * Every cached page or list of the player's liked games, whatever its size or sort: what a like
 * or an unlike makes out of date. Pass it to `invalidateQueries`.
 */
export const favouriteGamesQueries: QueryFilters = { queryKey: gamesKeys.all, predicate: isFavouritesQuery };

export function gamesQueryOptions(request: GamesRequest) {
  return queryOptions({
    queryKey: [...gamesKeys.all, 'page', request] as const,
    queryFn: ({ signal }) => fetchGames(request, signal),
  });
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
    queryKey: [...gamesKeys.all, 'infinite', filter, pageSize, firstPageSize] as const,
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
