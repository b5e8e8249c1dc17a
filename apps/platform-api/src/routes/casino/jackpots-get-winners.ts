import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { toMoney } from '../../casino/money';
import { defineApiCall } from '../../http/define-api-call';
import { idSchema, inputObject, integerParam, queryCommon } from './schemas';

/** Jackpots.getWinners: the latest jackpot drops, optionally of one pool. */
export function registerJackpotsGetWinners(app: FastifyInstance): void {
  defineApiCall(app, {
    area: 'Jackpots',
    method: 'getWinners',
    verb: 'GET',
    summary: 'Latest jackpot winners (jackpot_id optional, count default 10, max 50)',
    input: inputObject({ ...queryCommon, jackpot_id: v.optional(idSchema), count: integerParam(1, 50, 10) }),
    handler: async ({ input }) => {
      let query = app.database.db
        .selectFrom('jackpot_wins as w')
        .innerJoin('jackpots as j', 'j.id', 'w.jackpot_id')
        .leftJoin('games as g', 'g.id', 'w.game_id')
        .select([
          'w.id',
          'j.sysname as jackpot_sysname',
          'j.name as jackpot_name',
          'j.currency',
          'w.player_name',
          'w.amount',
          'g.sysname as game_sysname',
          'g.name as game_name',
          'w.won_at',
        ]);
      if (input.jackpot_id) query = query.where('w.jackpot_id', '=', input.jackpot_id);
      const rows = await query.orderBy('w.won_at', 'desc').orderBy('w.id', 'desc').limit(input.count).execute();
      return {
        items: rows.map((row) => ({
          id: row.id,
          jackpot: { sysname: row.jackpot_sysname, name: row.jackpot_name },
          player: row.player_name,
          amount: toMoney(row.amount, row.currency),
          game: row.game_sysname ? { sysname: row.game_sysname, name: row.game_name } : null,
          won_at: row.won_at.toISOString(),
        })),
      };
    },
  });
}
