import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocalizedPath } from '@nfx/app-runtime';
import { useFeatureFlag } from '@nfx/cms-config';
import { useIsAuthenticated } from '@nfx/session';
import { paths } from '@nfx/paths';
import { useFreeSpinsByGame } from '../api/free-spins';
import { useLikes } from '../api/game-likes';
import { useToggleLike } from '../api/toggle-like';
import type { GameItem } from '@nfx/api-contract';
import { useAuthPrompt } from '../common/use-auth-prompt';

const NO_SPINS: ReadonlyMap<string, number> = new Map();
const ERROR_VISIBLE_MS = 5000;

/** What every game list needs around its tiles: the player's likes, free spins, and the heart. */
export function useGameActions() {
  const isAuthenticated = useIsAuthenticated();
  const likes = useLikes();
  const freeSpins = useFreeSpinsByGame();
  const toggle = useToggleLike();
  const promptAuth = useAuthPrompt();
  const [likeError, setLikeError] = useState<unknown>(null);

  useEffect(() => {
    if (!likeError) return;
    const timer = setTimeout(() => setLikeError(null), ERROR_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [likeError]);

  const localized = useLocalizedPath();
  // §3 isTitleClickable: whether a tile's name links to the game too (its artwork always does).
  const titleClickable = useFeatureFlag('isTitleClickable') !== false;
  const { mutate } = toggle;
  const toggleLike = (game: GameItem, like: boolean) => {
    if (!isAuthenticated) {
      promptAuth('authorization');
      return;
    }
    setLikeError(null);
    mutate({ sysname: game.sysname, like }, { onError: setLikeError });
  };
  // Every tile gets this handler and tiles are memoized: it stays one function for the list's life
  // and calls the latest `toggleLike`, so an address change (a new `promptAuth`) or the session
  // settling does not re-render every tile on the page.
  const latestToggleLike = useRef(toggleLike);
  useLayoutEffect(() => {
    latestToggleLike.current = toggleLike;
  });
  const onToggleLike = useCallback((game: GameItem, like: boolean) => latestToggleLike.current(game, like), []);

  const isLiked = useCallback(
    (game: GameItem) => (likes.data ? likes.data.has(game.sysname) : isAuthenticated && game.is_liked),
    [likes.data, isAuthenticated],
  );
  const spinsOf = useCallback(
    (game: GameItem) => (freeSpins.data ?? NO_SPINS).get(game.sysname) ?? game.freespins?.remaining_count ?? 0,
    [freeSpins.data],
  );

  /** The props every list gives a GameTile: where it leads, the heart, the free-spin badge, whether its name is a link. */
  const tileProps = useCallback(
    (game: GameItem) => ({
      game,
      href: localized(paths.game(game.sysname)),
      liked: isLiked(game),
      freeSpins: spinsOf(game),
      onToggleLike,
      titleClickable,
    }),
    [localized, isLiked, spinsOf, onToggleLike, titleClickable],
  );

  return { isLiked, spinsOf, onToggleLike, likeError, tileProps };
}
