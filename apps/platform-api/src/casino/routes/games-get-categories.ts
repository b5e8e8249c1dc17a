import type { FastifyInstance } from 'fastify';
import { gamesCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { CasinoArea } from '../casino-context';

/** games.getCategories: the hall's tabs, named in the request's locale (the default locale's name otherwise). */
export function registerGamesGetCategories(app: FastifyInstance, { catalogue }: CasinoArea): void {
  defineApiCall(app, gamesCalls.getCategories, {
    handler: async ({ locale }) => {
      const { locale: code, defaultLocale } = await locale();
      const items = (await catalogue.categories())
        .filter((category) => category.games_count > 0)
        .map((category) => ({
          id: category.id,
          sysname: category.sysname,
          name: category.names[code] ?? category.names[defaultLocale] ?? category.sysname,
          games_count: category.games_count,
          position: category.position,
        }));
      return { items, total: items.length };
    },
  });
}
