import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import { likesQueryOptions } from './game-likes';
import { favouriteGamesQueries } from './games';

export interface ToggleLikeInput {
  sysname: string;
  /** The state the player asked for: true adds the like, false removes it. */
  like: boolean;
}

/** POST games/addLike or games/removeLike (sysname). */
export function toggleLike({ sysname, like }: ToggleLikeInput): Promise<1> {
  return getApiClient().mutate(like ? 'games.addLike' : 'games.removeLike', { sysname });
}

/**
 * Spec §4: the heart flips at once, rolls back if the call fails, and the likes list is
 * reloaded either way so it matches the server.
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  const { queryKey } = likesQueryOptions();
  return useMutation({
    mutationFn: toggleLike,
    onMutate: async ({ sysname, like }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (current: string[] | undefined) => {
        const without = (current ?? []).filter((name) => name !== sysname);
        return like ? [...without, sysname] : without;
      });
      return { previous };
    },
    onError: (_error, _input, context) => {
      queryClient.setQueryData(queryKey, context?.previous);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        // A favourites list on screen loses or gains the game; other lists keep their order.
        queryClient.invalidateQueries(favouriteGamesQueries),
      ]),
  });
}
