import * as v from 'valibot';
import { encodeMessage, formFlag, formInt, formString, messageKeys } from '@nfx/validation';
import { callsOf } from '../define-call';
import { fieldList, idParam, inputObject, integerParam, isoDateParam, queryCommon, sysnameListParam, sysnameParam } from '../params';
import { oneSchema, pageOf, withFields } from '../responses';
import {
  gameCategorySchema,
  gameItemSchema,
  gameRoundSchema,
  HISTORY_EXPORT_KINDS,
  historyExportSchema,
  providerItemSchema,
} from './casino-shapes';

const gamesCall = callsOf('games');

/** Spec §9: 18 games a page by default, 300 at most. */
export const DEFAULT_GAMES_COUNT = 18;
export const MAX_GAMES_COUNT = 300;

export const GAME_SORTS = ['popular', 'new', 'name', 'likes'] as const;

const gamesOptionsSchema = v.object(
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
    providers: v.optional(sysnameListParam(100)),
    search: v.optional(v.pipe(formString(), v.trim(), v.maxLength(64, encodeMessage(messageKeys.maxLength, { max: 64 })))),
    sort: v.optional(v.picklist(GAME_SORTS, encodeMessage(messageKeys.oneOf, { values: GAME_SORTS.join(',') })), 'popular'),
    offset: v.optional(formInt({ min: 0, max: 100_000 }), 0),
    count: v.optional(formInt({ min: 1, max: MAX_GAMES_COUNT }), DEFAULT_GAMES_COUNT),
    sysnames: v.optional(sysnameListParam(MAX_GAMES_COUNT)),
    favourites: v.optional(formFlag()),
    tournament_id: v.optional(idParam),
  },
  messageKeys.type,
);

const OPTION_KEYS = ['category', 'providers', 'search', 'sort', 'offset', 'count', 'sysnames', 'favourites', 'tournament_id'] as const;

/**
 * §7 sends the filter as one JSON `options` parameter; the same keys as plain query parameters
 * are accepted too (handy for links and curl). JSON wins when both are present.
 */
const gamesGetInput = v.pipe(
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
  gamesOptionsSchema,
);

export const PROVIDER_FIELDS = [
  'id',
  'sysname',
  'name',
  'image_url',
  'image_url_2x',
  'types',
  'games_count',
  'game_params',
  'description',
] as const;
export const PROVIDER_TYPES = ['slots', 'live', 'table', 'crash', 'instant'] as const;

function likeCall<const TMethod extends 'addLike' | 'removeLike'>(method: TMethod, summary: string) {
  return gamesCall(method, 'POST', {
    summary,
    auth: 'required',
    input: inputObject({ sysname: sysnameParam }),
    response: oneSchema,
  });
}

export const gamesCalls = {
  get: gamesCall('get', 'GET', {
    summary:
      'Game hall page: options JSON {category, providers, search, sort, offset, count (default 18, max 300), sysnames, favourites, tournament_id}',
    input: gamesGetInput,
    response: v.object({ items: v.array(gameItemSchema), total: v.number(), offset: v.number(), count: v.number() }),
  }),
  getCategories: gamesCall('getCategories', 'GET', {
    summary: 'Game hall categories that have games, in hall order, named in the request locale',
    input: inputObject(queryCommon),
    response: pageOf(gameCategorySchema),
  }),
  getProviders: gamesCall('getProviders', 'GET', {
    summary: 'Providers with games (fields: comma list of item keys; types: comma list of slots, live, table, crash, instant)',
    input: inputObject({ ...queryCommon, fields: v.optional(fieldList(PROVIDER_FIELDS)), types: v.optional(fieldList(PROVIDER_TYPES)) }),
    response: pageOf(withFields(providerItemSchema)),
  }),
  getLikes: gamesCall('getLikes', 'GET', {
    summary: "Sysnames of the player's liked games, newest first (empty for visitors)",
    input: inputObject(queryCommon),
    response: v.object({ sysnames: v.array(v.string()) }),
  }),
  addLike: likeCall('addLike', 'Adds a game to the favourites (idempotent); answers 1'),
  removeLike: likeCall('removeLike', 'Removes a game from the favourites (idempotent); answers 1'),
  getHistory: gamesCall('getHistory', 'GET', {
    summary: "The player's game rounds, newest first (offset, count default 10 max 100, mode play|demo)",
    auth: 'required',
    input: inputObject({
      ...queryCommon,
      offset: integerParam(0, 1_000_000, 0),
      count: integerParam(1, 100, 10),
      mode: v.optional(v.picklist(['play', 'demo'], messageKeys.oneOf)),
    }),
    response: pageOf(gameRoundSchema),
  }),
  createhistoryexportrequest: gamesCall('createhistoryexportrequest', 'POST', {
    summary:
      'Requests a CSV of the casino rounds or, with kind sports, the sports bets (date_from, date_to yyyy-mm-dd, both optional); built in the background',
    auth: 'required',
    input: v.pipe(
      inputObject({
        date_from: v.optional(isoDateParam),
        date_to: v.optional(isoDateParam),
        // Casino rounds unless asked otherwise, as before sports bets could be exported.
        kind: v.optional(
          v.picklist(HISTORY_EXPORT_KINDS, encodeMessage(messageKeys.oneOf, { values: HISTORY_EXPORT_KINDS.join(',') })),
          'casino',
        ),
      }),
      v.check((input) => !input.date_from || !input.date_to || input.date_from <= input.date_to, messageKeys.date),
    ),
    response: v.object({ id: v.number(), status: v.literal('pending') }),
  }),
  gethistoryexportrequest: gamesCall('gethistoryexportrequest', 'GET', {
    summary: "The player's history exports (newest first), or one by id",
    auth: 'required',
    input: inputObject({ ...queryCommon, id: v.optional(idParam) }),
    // Without `id` the list; with it, that one export.
    response: v.union([pageOf(historyExportSchema), historyExportSchema]),
  }),
};
