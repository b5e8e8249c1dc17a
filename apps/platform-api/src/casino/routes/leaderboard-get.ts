import type { FastifyInstance } from 'fastify';
import { leaderboardCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { CasinoArea } from '../casino-context';

/** leaderboard.get: the ranking of one tournament, with the caller's own place. */
export function registerLeaderboardGet(app: FastifyInstance, { tournaments }: CasinoArea): void {
  defineApiCall(app, leaderboardCalls.get, {
    handler: async ({ input, accountId }) => {
      const { rows, total } = await tournaments.leaderboard(input.tournament_id, input.offset ?? 0, input.count);
      const me = accountId ? ((await tournaments.standings(accountId, [input.tournament_id])).get(input.tournament_id) ?? null) : null;
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
