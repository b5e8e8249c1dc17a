import type { FastifyInstance } from 'fastify';
import { jackpotsCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { CasinoArea } from '../casino-context';
import { wireMoney } from '@nfx/money';

/** Jackpots.getWinners: the latest jackpot drops, optionally of one pool. */
export function registerJackpotsGetWinners(app: FastifyInstance, { jackpots }: CasinoArea): void {
  defineApiCall(app, jackpotsCalls.getWinners, {
    handler: async ({ input }) => {
      const rows = await jackpots.winners(input.jackpot_id, input.count);
      return {
        items: rows.map((row) => ({
          id: row.id,
          jackpot: { sysname: row.jackpot_sysname, name: row.jackpot_name },
          player: row.player_name,
          amount: wireMoney(row.amount, row.currency),
          game: row.game_sysname !== null && row.game_name !== null ? { sysname: row.game_sysname, name: row.game_name } : null,
          won_at: row.won_at.toISOString(),
        })),
      };
    },
  });
}
