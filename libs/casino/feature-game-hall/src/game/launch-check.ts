import { useQuery } from '@tanstack/react-query';

/**
 * What the game's own page answered before the site frames it: `ok` frames it; `unavailable`
 * (the game server does not know the game, or no longer has it) and `failed` (a 5xx, a proxy's
 * error page, no answer at all) show the errors-slot page instead (spec §2).
 */
export type LaunchVerdict = 'ok' | 'unavailable' | 'failed';

/**
 * Any other answer is framed as it is: the game page says why itself (a player-protection refusal
 * keeps its own message there, spec §8), and a redirect is the game server's to follow.
 */
export function launchVerdictOf(status: number): LaunchVerdict {
  if (status === 404 || status === 410) return 'unavailable';
  if (status >= 500) return 'failed';
  return 'ok';
}

/**
 * Asks the game's page (a HEAD: the same route and checks, without its document) whether it opens.
 * A frame cannot tell its parent that it loaded an error page, so the site asks first.
 */
export async function checkGameLaunch(url: string, signal?: AbortSignal, fetcher: typeof fetch = fetch): Promise<LaunchVerdict> {
  let status: number;
  try {
    status = (await fetcher(url, { method: 'HEAD', credentials: 'same-origin', cache: 'no-store', signal })).status;
  } catch (error) {
    // Leaving the page cancels the check; that is no verdict on the game.
    if (signal?.aborted) throw error;
    console.warn(`casino: the game at ${url} did not answer`, error);
    return 'failed';
  }
  const verdict = launchVerdictOf(status);
  if (verdict !== 'ok') console.warn(`casino: the game at ${url} cannot be launched (HTTP ${status})`);
  return verdict;
}

/**
 * The launch check of one game address, or none (`null`) while no frame is to be shown. Asked again
 * each time the game page opens, and never while the game is on screen (a focus or a reconnect
 * must not take a running game away).
 */
export function useGameLaunch(url: string | null) {
  return useQuery({
    queryKey: ['casino', 'game-launch', url] as const,
    queryFn: ({ signal }) => checkGameLaunch(url ?? '', signal),
    enabled: url !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
