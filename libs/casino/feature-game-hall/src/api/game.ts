import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchGames, gamesKeys } from './games';
import type { GameItem } from '@nfx/api-contract';

/** One game by sysname, through games/get's `sysnames` filter; null when the catalogue lacks it. */
export async function fetchGame(sysname: string, signal?: AbortSignal): Promise<GameItem | null> {
  const page = await fetchGames({ sysnames: [sysname], count: 1 }, signal);
  return page.items.find((item) => item.sysname === sysname) ?? null;
}

export function gameQueryOptions(sysname: string, locale: string) {
  return queryOptions({
    queryKey: [...gamesKeys.all, 'one', sysname, locale] as const,
    queryFn: ({ signal }) => fetchGame(sysname, signal),
  });
}

export function useGame(sysname: string, locale: string) {
  return useQuery(gameQueryOptions(sysname, locale));
}
