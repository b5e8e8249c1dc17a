import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import * as v from 'valibot';
import { imageUrl } from '../../casino/image-urls';
import { toMoney } from '../../casino/money';
import { defineApiCall } from '../../http/define-api-call';
import { inputObject, integerParam, messageKeys, queryCommon } from './schemas';

const PERIOD_DAYS = { day: 1, week: 7, month: 30 } as const;

function winsQuery(app: FastifyInstance) {
  return app.database.db
    .selectFrom('game_rounds as r')
    .innerJoin('games as g', 'g.id', 'r.game_id')
    .select(['r.id', 'r.player_name', 'r.stake', 'r.win', 'r.currency', 'r.created_at', 'g.sysname', 'g.name'])
    .where('r.mode', '=', 'play')
    .where('r.win', '>', 0);
}

type WinRow = Awaited<ReturnType<ReturnType<typeof winsQuery>['execute']>>[number];

function toWin(row: WinRow) {
  return {
    id: row.id,
    player: row.player_name,
    game: { sysname: row.sysname, name: row.name, image_url: imageUrl('games', row.sysname) },
    amount: toMoney(row.win, row.currency),
    multiplier: row.stake > 0 ? Math.round((row.win / row.stake) * 100) / 100 : null,
    won_at: row.created_at.toISOString(),
  };
}

/** leaderboard.live is the winners feed (latest real-money wins); leaderboard.top the biggest of a period. */
export function registerLeaderboardWins(app: FastifyInstance): void {
  defineApiCall(app, {
    area: 'leaderboard',
    method: 'live',
    verb: 'GET',
    summary: 'Winners feed: the latest real-money wins (count default 20, max 50)',
    input: inputObject({ ...queryCommon, count: integerParam(1, 50, 20) }),
    handler: async ({ input }) => ({
      items: (await winsQuery(app).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(input.count).execute()).map(toWin),
    }),
  });
  defineApiCall(app, {
    area: 'leaderboard',
    method: 'top',
    verb: 'GET',
    summary: 'Biggest real-money wins of a period (period day|week|month, default week; count default 10, max 50)',
    input: inputObject({
      ...queryCommon,
      period: v.optional(v.picklist(['day', 'week', 'month'], messageKeys.oneOf), 'week'),
      count: integerParam(1, 50, 10),
    }),
    handler: async ({ input }) => {
      const days = PERIOD_DAYS[input.period];
      const rows = await winsQuery(app)
        .where(sql<boolean>`r.created_at > now() - make_interval(days => ${days})`)
        .orderBy('r.win', 'desc')
        .orderBy('r.id', 'desc')
        .limit(input.count)
        .execute();
      return { items: rows.map(toWin) };
    },
  });
}
