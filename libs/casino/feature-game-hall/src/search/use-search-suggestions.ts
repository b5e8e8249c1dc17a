import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { gamesQueryOptions } from '../api/games';
import type { GameItem } from '@nfx/api-contract';
import { readRecentGames } from '../game/recent-games';

export const MIN_QUERY_LENGTH = 2;
export const SEARCH_RESULTS_COUNT = 12;
export const POPULAR_COUNT = 6;

export interface SuggestionGroup {
  id: 'results' | 'recent' | 'popular';
  games: GameItem[];
}

/**
 * What the search popup lists: the results of a query of two letters or more; before that, the
 * games this browser opened recently and the popular ones.
 */
export function useSearchSuggestions(query: string) {
  const search = query.trim();
  const searching = search.length >= MIN_QUERY_LENGTH;
  const recentSysnames = useMemo(() => readRecentGames(), []);
  const results = useQuery({
    ...gamesQueryOptions({ search, count: SEARCH_RESULTS_COUNT }),
    enabled: searching,
    placeholderData: keepPreviousData,
  });
  const recent = useQuery({
    ...gamesQueryOptions({ sysnames: recentSysnames, count: recentSysnames.length }),
    enabled: !searching && recentSysnames.length > 0,
  });
  const popular = useQuery({ ...gamesQueryOptions({ sort: 'popular', count: POPULAR_COUNT }), enabled: !searching });

  const groups = useMemo<SuggestionGroup[]>(() => {
    if (searching) return [{ id: 'results', games: results.data?.items ?? [] }];
    // The API returns the recent games in catalogue order; show them in the order they were played.
    const recentGames = recentSysnames
      .map((sysname) => recent.data?.items.find((item) => item.sysname === sysname))
      .filter((item): item is GameItem => item !== undefined);
    return [
      { id: 'recent' as const, games: recentGames },
      { id: 'popular' as const, games: popular.data?.items ?? [] },
    ].filter((group) => group.games.length > 0);
  }, [searching, results.data, recent.data, popular.data, recentSysnames]);

  const active = searching ? results : popular;
  return {
    searching,
    search,
    groups,
    isPending: searching ? results.isPending || results.isPlaceholderData : popular.isPending,
    error: active.error,
    retry: () => void active.refetch(),
  };
}
