import type { FastifyInstance } from 'fastify';
import { jackpotsCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { CasinoArea } from '../casino-context';
import { imageUrl } from '../services/image-urls';
import { remapImageKeys } from '../../content/services/image-key-aliases';
import { wireMoney } from '@nfx/money';

/** Jackpots.get: the pools with their current values, which grow with every real stake. */
export function registerJackpotsGet(app: FastifyInstance, { jackpots }: CasinoArea): void {
  defineApiCall(app, jackpotsCalls.get, {
    handler: async ({ locale }) => {
      const aliases = await app.content.imageKeyAliases((await locale()).locale, 'jackpots');
      const items = (await jackpots.pools()).map((row) =>
        remapImageKeys(
          {
            id: row.id,
            sysname: row.sysname,
            name: row.name,
            value: wireMoney(row.value, row.currency),
            image_url: imageUrl('jackpots', row.sysname),
            image_url_2x: imageUrl('jackpots', row.sysname, 2),
            // Every real-money spin on any game feeds every pool.
            games: [],
            last_won_at: row.last_won_at?.toISOString() ?? null,
          },
          aliases,
        ),
      );
      return { items, total: items.length };
    },
  });
}
