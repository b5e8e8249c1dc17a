/** The games a browser opened last, newest first; the search popup offers them again. */
export const RECENT_GAMES_KEY = 'nfx:casino:recent-games';
export const RECENT_GAMES_LIMIT = 8;

export function readRecentGames(storage: Storage | undefined = safeStorage()): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_GAMES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string').slice(0, RECENT_GAMES_LIMIT) : [];
  } catch {
    return [];
  }
}

export function rememberRecentGame(sysname: string, storage: Storage | undefined = safeStorage()): void {
  const next = [sysname, ...readRecentGames(storage).filter((item) => item !== sysname)].slice(0, RECENT_GAMES_LIMIT);
  try {
    storage?.setItem(RECENT_GAMES_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage only loses the convenience list.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
