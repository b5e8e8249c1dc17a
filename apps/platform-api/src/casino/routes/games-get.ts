import type { FastifyInstance } from 'fastify';
import { gamesCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { defineApiCall } from '../../http/define-api-call';
import type { CasinoArea } from '../casino-context';
import { toGameItem } from '../services/game-item';

/** games.get (§7): one page of the hall for a filter, with the player's likes and free spins on the items. */
export function registerGamesGet(app: FastifyInstance, { catalogue }: CasinoArea): void {
  defineApiCall(app, gamesCalls.get, {
    handler: async ({ input, accountId }) => {
      if (input.favourites === 1 && !accountId) throw new ApiError('Authorization', 'Authorization required');
      const { items, total } = await catalogue.listGames({
        category: input.category,
        providers: input.providers,
        search: input.search || undefined,
        sort: input.sort,
        offset: input.offset,
        count: input.count,
        sysnames: input.sysnames,
        likedBy: input.favourites === 1 && accountId ? accountId : undefined,
        tournamentId: input.tournament_id,
      });
      const ids = items.map((item) => item.id);
      const [categories, liked, freeSpins] = await Promise.all([
        catalogue.categoriesOf(ids),
        accountId ? catalogue.likedAmong(accountId, ids) : Promise.resolve(new Set<number>()),
        accountId ? catalogue.freeSpinsAmong(accountId, ids) : Promise.resolve(new Map<number, number>()),
      ]);
      return {
        items: items.map((game) =>
          toGameItem(game, { categories: categories.get(game.id) ?? [], isLiked: liked.has(game.id), freeSpins: freeSpins.get(game.id) }),
        ),
        total,
        offset: input.offset,
        count: input.count,
      };
    },
  });
}
