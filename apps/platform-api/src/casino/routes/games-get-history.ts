import type { FastifyInstance } from 'fastify';
import { gamesCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { CasinoArea } from '../casino-context';
import { wireMoney } from '@nfx/money';

/** games.getHistory: the player's rounds, newest first. */
export function registerGamesGetHistory(app: FastifyInstance, { rounds }: CasinoArea): void {
  defineApiCall(app, gamesCalls.getHistory, {
    handler: async ({ input, accountId }) => {
      const { rows, total } = await rounds.history(accountId, input.mode, input.offset, input.count);
      return {
        items: rows.map((row) => ({
          id: row.id,
          game: { sysname: row.sysname, name: row.name },
          mode: row.mode,
          stake: wireMoney(row.stake, row.currency),
          win: wireMoney(row.win, row.currency),
          created_at: row.created_at.toISOString(),
        })),
        total,
      };
    },
  });
}
