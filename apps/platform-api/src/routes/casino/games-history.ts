import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { toMoney } from '../../casino/money';
import { defineApiCall } from '../../http/define-api-call';
import { inputObject, integerParam, messageKeys, queryCommon } from './schemas';

/** games.getHistory: the player's rounds, newest first. */
export function registerGamesGetHistory(app: FastifyInstance): void {
  defineApiCall(app, {
    area: 'games',
    method: 'getHistory',
    verb: 'GET',
    summary: "The player's game rounds, newest first (offset, count default 10 max 100, mode play|demo)",
    auth: 'required',
    input: inputObject({
      ...queryCommon,
      offset: integerParam(0, 1_000_000, 0),
      count: integerParam(1, 100, 10),
      mode: v.optional(v.picklist(['play', 'demo'], messageKeys.oneOf)),
    }),
    handler: async ({ input, accountId }) => {
      let query = app.database.db
        .selectFrom('game_rounds as r')
        .innerJoin('games as g', 'g.id', 'r.game_id')
        .where('r.account_id', '=', accountId as number);
      if (input.mode) query = query.where('r.mode', '=', input.mode);
      const [rows, counted] = await Promise.all([
        query
          .select(['r.id', 'g.sysname', 'g.name', 'r.mode', 'r.stake', 'r.win', 'r.currency', 'r.created_at'])
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .offset(input.offset)
          .limit(input.count)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          game: { sysname: row.sysname, name: row.name },
          mode: row.mode,
          stake: toMoney(row.stake, row.currency),
          win: toMoney(row.win, row.currency),
          created_at: row.created_at.toISOString(),
        })),
        total: Number(counted?.n ?? 0),
      };
    },
  });
}
