import type { FastifyInstance } from 'fastify';
import type { CasinoServices } from '../../casino';
import type { ContentRepositories } from '../../content';
import { defineApiCall } from '../../http/define-api-call';
import { requestLocale } from '../content/request-locale';
import { inputObject, queryCommon } from './schemas';

export function registerGamesGetCategories(app: FastifyInstance, casino: CasinoServices, content: ContentRepositories): void {
  defineApiCall(app, {
    area: 'games',
    method: 'getCategories',
    verb: 'GET',
    summary: 'Game hall categories that have games, in hall order, named in the request locale',
    input: inputObject(queryCommon),
    handler: async ({ request }) => {
      const { locale, defaultLocale } = await requestLocale(request, content.locales);
      const items = (await casino.catalogue.categories())
        .filter((category) => category.games_count > 0)
        .map((category) => ({
          id: category.id,
          sysname: category.sysname,
          name: category.names[locale] ?? category.names[defaultLocale] ?? category.sysname,
          games_count: category.games_count,
          position: category.position,
        }));
      return { items, total: items.length };
    },
  });
}
