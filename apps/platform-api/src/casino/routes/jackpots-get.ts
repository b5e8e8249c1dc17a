import type { FastifyInstance } from 'fastify';
import { jackpotsCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { CasinoArea } from '../casino-area';
import { imageUrl } from '../services/image-urls';
import { toMoney } from '../services/money';

/** Jackpots.get: the pools with their current values, which grow with every real stake. */
export function registerJackpotsGet(app: FastifyInstance, { jackpots }: CasinoArea): void {
  defineApiCall(app, jackpotsCalls.get, {
    handler: async () => {
      const items = (await jackpots.pools()).map((row) => ({
        id: row.id,
        sysname: row.sysname,
        name: row.name,
        value: toMoney(row.value, row.currency),
        image_url: imageUrl('jackpots', row.sysname),
        image_url_2x: imageUrl('jackpots', row.sysname, 2),
        // Every real-money spin on any game feeds every pool.
        games: [],
        last_won_at: row.last_won_at?.toISOString() ?? null,
      }));
      return { items, total: items.length };
    },
  });
}
