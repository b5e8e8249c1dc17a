import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ApiError } from '@nfx/errors';
import { encodeMessage, formString } from '@nfx/validation';
import type { CasinoServices } from '../../casino';
import { toGameItem } from '../../casino/game-item';
import { defineApiCall } from '../../http/define-api-call';
import { formFlag, formInt, idSchema, messageKeys, queryCommon, sysnameList } from './schemas';

/** §9: 18 games a page by default, 300 at most. */
export const DEFAULT_GAMES_COUNT = 18;
export const MAX_GAMES_COUNT = 300;

const optionsSchema = v.object(
  {
    category: v.optional(
      v.union(
        [
          v.pipe(v.string(messageKeys.type), v.regex(/^\d{1,9}$/), v.transform(Number)),
          v.pipe(v.string(messageKeys.type), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, messageKeys.regex)),
          v.pipe(v.number(messageKeys.type), v.integer(messageKeys.integer), v.minValue(1, messageKeys.integer)),
        ],
        messageKeys.regex,
      ),
    ),
    providers: v.optional(sysnameList(100)),
    search: v.optional(v.pipe(formString(), v.trim(), v.maxLength(64, encodeMessage(messageKeys.maxLength, { max: 64 })))),
    sort: v.optional(
      v.picklist(['popular', 'new', 'name', 'likes'], encodeMessage(messageKeys.oneOf, { values: 'popular,new,name,likes' })),
      'popular',
    ),
    offset: v.optional(formInt({ min: 0, max: 100_000 }), 0),
    count: v.optional(formInt({ min: 1, max: MAX_GAMES_COUNT }), DEFAULT_GAMES_COUNT),
    sysnames: v.optional(sysnameList(MAX_GAMES_COUNT)),
    favourites: v.optional(formFlag()),
    tournament_id: v.optional(idSchema),
  },
  messageKeys.type,
);

const OPTION_KEYS = ['category', 'providers', 'search', 'sort', 'offset', 'count', 'sysnames', 'favourites', 'tournament_id'] as const;

/**
 * §7 sends the filter as one JSON `options` parameter; the same keys as plain query parameters
 * are accepted too (handy for links and curl). JSON wins when both are present.
 */
const inputSchema = v.pipe(
  v.looseObject({
    ...queryCommon,
    options: v.optional(v.pipe(v.string(messageKeys.type), v.maxLength(20_000, encodeMessage(messageKeys.maxLength, { max: 20_000 })))),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { options, ...rest } = dataset.value as Record<string, unknown> & { options?: string };
    const plain = Object.fromEntries(OPTION_KEYS.filter((key) => rest[key] !== undefined).map((key) => [key, rest[key]]));
    if (options === undefined || options.trim() === '') return plain;
    try {
      const parsed: unknown = JSON.parse(options);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      return { ...plain, ...(parsed as Record<string, unknown>) };
    } catch {
      addIssue({
        message: messageKeys.type,
        path: [{ type: 'object', origin: 'value', input: dataset.value as Record<string, unknown>, key: 'options', value: options }],
      });
      return NEVER;
    }
  }),
  optionsSchema,
);

export function registerGamesGet(app: FastifyInstance, casino: CasinoServices): void {
  defineApiCall(app, {
    area: 'games',
    method: 'get',
    verb: 'GET',
    summary:
      'Game hall page: options JSON {category, providers, search, sort, offset, count (default 18, max 300), sysnames, favourites, tournament_id}',
    input: inputSchema,
    handler: async ({ input, accountId }) => {
      if (input.favourites === 1 && !accountId) throw new ApiError('Authorization', 'Authorization required');
      const { items, total } = await casino.catalogue.listGames({
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
        casino.catalogue.categoriesOf(ids),
        accountId ? casino.catalogue.likedAmong(accountId, ids) : Promise.resolve(new Set<number>()),
        accountId ? casino.catalogue.freeSpinsAmong(accountId, ids) : Promise.resolve(new Map<number, number>()),
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
