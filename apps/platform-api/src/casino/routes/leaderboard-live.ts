import type { FastifyInstance } from 'fastify';
import { leaderboardCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { CasinoArea } from '../casino-context';
import { toFeedWin } from '../services/feed-win';

/** leaderboard.live: the winners feed, the latest real-money wins. */
export function registerLeaderboardLive(app: FastifyInstance, { rounds }: CasinoArea): void {
  defineApiCall(app, leaderboardCalls.live, {
    handler: async ({ input }) => ({ items: (await rounds.latestWins(input.count)).map(toFeedWin) }),
  });
}
