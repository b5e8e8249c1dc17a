import { queryOptions, useQuery } from '@tanstack/react-query';
import { callQueryKey } from '@nfx/api-client';
import { fetchGames, gamesArguments } from './games';
import type { GameItem } from '@nfx/api-contract';

/** One game by sysname, through games/get's `sysnames` filter; null when the catalogue lacks it. */
const oneGame = (sysname: string) => ({ sysnames: [sysname], count: 1 });

export async function fetchGame(sysname: string, signal?: AbortSignal): Promise<GameItem | null> {
  const page = await fetchGames(oneGame(sysname), signal);
  return page.items.find((item) => item.sysname === sysname) ?? null;
}

export function gameQueryOptions(sysname: string, locale: string) {
  return queryOptions({
    // Scoped by the locale (the page names the game in it); the entry holds the game, not the page.
    queryKey: callQueryKey('games.get', gamesArguments(oneGame(sysname)), [locale]),
    queryFn: ({ signal }) => fetchGame(sysname, signal),
  });
}

export function useGame(sysname: string, locale: string) {
  return useQuery(gameQueryOptions(sysname, locale));
}
