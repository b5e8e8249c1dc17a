import type { FastifyInstance } from 'fastify';
import { leaderboardCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { CasinoArea } from '../casino-context';
import { toFeedWin } from '../services/feed-win';

const PERIOD_DAYS = { day: 1, week: 7, month: 30 } as const;

/** leaderboard.top: the biggest real-money wins of a period. */
export function registerLeaderboardTop(app: FastifyInstance, { rounds }: CasinoArea): void {
  defineApiCall(app, leaderboardCalls.top, {
    handler: async ({ input }) => ({ items: (await rounds.biggestWins(PERIOD_DAYS[input.period], input.count)).map(toFeedWin) }),
  });
}
