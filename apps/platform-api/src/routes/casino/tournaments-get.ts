import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { CasinoServices } from '../../casino';
import { imageUrl } from '../../casino/image-urls';
import { toMoney } from '../../casino/money';
import { tournamentStatus } from '../../casino/tournaments-repository';
import type { ContentRepositories } from '../../content';
import { defineApiCall } from '../../http/define-api-call';
import { requestLocale } from '../content/request-locale';
import { fieldList, formInt, inputObject, integerParam, messageKeys, queryCommon } from './schemas';

const FIELDS = [
  'id',
  'games_count',
  'total_prize',
  'user_info',
  'winners',
  'restrictions',
  'total_participants',
  'total_points',
  'reset_on_cashout',
  'provider',
  'image_url',
  'tags',
  'description',
  'extra',
] as const;

const idList = v.pipe(
  v.string(messageKeys.type),
  v.maxLength(1000),
  v.transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
  v.maxLength(100),
  v.check((items) => items.every((item) => /^\d{1,9}$/.test(item)), messageKeys.integer),
  v.transform((items) => items.map(Number)),
);

/** §3 tournament entity; §7 tournaments.get (count, offset, ids, fields, status). */
export function registerTournamentsGet(app: FastifyInstance, casino: CasinoServices, content: ContentRepositories): void {
  defineApiCall(app, {
    area: 'tournaments',
    method: 'get',
    verb: 'GET',
    summary: 'Tournaments (count default 10, offset, ids comma list, fields, status active|future|finished)',
    input: inputObject({
      ...queryCommon,
      count: integerParam(1, 100, 10),
      offset: v.optional(formInt({ min: 0, max: 10_000 }), '0'),
      ids: v.optional(idList),
      fields: v.optional(fieldList(FIELDS)),
      status: v.optional(v.picklist(['active', 'future', 'finished'], messageKeys.oneOf)),
    }),
    handler: async ({ input, request, accountId }) => {
      const { locale, defaultLocale } = await requestLocale(request, content.locales);
      const { rows, total } = await casino.tournaments.list({
        status: input.status,
        ids: input.ids,
        offset: input.offset,
        count: input.count,
      });
      const ids = rows.map((row) => row.id);
      const standings = accountId
        ? await casino.tournaments.standings(accountId, ids)
        : new Map<number, { place: number; points: number }>();
      const boards = await Promise.all(rows.map((row) => casino.tournaments.leaderboard(row.id, 0, row.prizes.length)));
      const fields = input.fields && input.fields.length > 0 ? new Set<string>(input.fields) : null;
      const items = rows.map((row, index) => {
        const status = tournamentStatus(row);
        const standing = standings.get(row.id);
        const board = boards[index]?.rows ?? [];
        const item = {
          id: row.id,
          games_count: Number(row.counts?.games_count ?? 0),
          total_prize: toMoney(row.total_prize, row.currency),
          user_info: accountId
            ? { is_participating: Boolean(standing), points: standing?.points ?? 0, place: standing?.place ?? null }
            : null,
          // The prize plan by place; once a tournament has a board, who holds each place.
          winners: row.prizes.map((prize, place) => ({
            place: place + 1,
            prize: toMoney(prize, row.currency),
            player: board[place]?.player_name ?? null,
            points: board[place] ? Number(board[place]?.points) : null,
          })),
          restrictions: { min_stake: toMoney(row.min_stake, row.currency) },
          total_participants: Number(row.counts?.participants ?? 0),
          total_points: Number(row.counts?.points ?? 0),
          reset_on_cashout: row.reset_on_cashout,
          provider: row.provider_sysname ? { sysname: row.provider_sysname, name: row.provider_name } : null,
          image_url: imageUrl('tournaments', row.sysname),
          tags: row.tags,
          description: row.texts[locale] ?? row.texts[defaultLocale] ?? { title: row.sysname, text: '' },
          extra: { sysname: row.sysname, status, starts_at: row.starts_at.toISOString(), ends_at: row.ends_at.toISOString() },
        };
        return fields ? Object.fromEntries(Object.entries(item).filter(([key]) => key === 'id' || fields.has(key))) : item;
      });
      return { items, total };
    },
  });
}
