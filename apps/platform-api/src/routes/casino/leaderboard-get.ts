import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { CasinoServices } from '../../casino';
import { defineApiCall } from '../../http/define-api-call';
import { idSchema, inputObject, integerParam, queryCommon } from './schemas';

/** leaderboard.get: the ranking of one tournament, with the caller's own place. */
export function registerLeaderboardGet(app: FastifyInstance, casino: CasinoServices): void {
  defineApiCall(app, {
    area: 'leaderboard',
    method: 'get',
    verb: 'GET',
    summary: 'Tournament ranking (tournament_id, offset, count default 10, max 100) and the caller’s place',
    input: inputObject({
      ...queryCommon,
      tournament_id: idSchema,
      offset: v.optional(integerParam(0, 100_000, 0)),
      count: integerParam(1, 100, 10),
    }),
    handler: async ({ input, accountId }) => {
      const { rows, total } = await casino.tournaments.leaderboard(input.tournament_id, input.offset ?? 0, input.count);
      const me = accountId
        ? ((await casino.tournaments.standings(accountId, [input.tournament_id])).get(input.tournament_id) ?? null)
        : null;
      return {
        items: rows.map((row) => ({
          place: Number(row.place),
          player: row.player_name,
          points: Number(row.points),
          is_me: accountId !== null && row.account_id === accountId,
        })),
        total,
        me,
      };
    },
  });
}
