import type { FastifyInstance } from 'fastify';
import { imageUrl } from '../../casino/image-urls';
import { toMoney } from '../../casino/money';
import { defineApiCall } from '../../http/define-api-call';
import { inputObject, queryCommon } from './schemas';

/** Jackpots.get: the pools with their current values, which grow with every real stake. */
export function registerJackpotsGet(app: FastifyInstance): void {
  defineApiCall(app, {
    area: 'Jackpots',
    method: 'get',
    verb: 'GET',
    summary: 'Progressive jackpot pools and their current values',
    input: inputObject(queryCommon),
    handler: async () => {
      const rows = await app.database.db
        .selectFrom('jackpots')
        .select(['id', 'sysname', 'name', 'value', 'currency', 'last_won_at'])
        .orderBy('position')
        .orderBy('id')
        .execute();
      const items = rows.map((row) => ({
        id: row.id,
        sysname: row.sysname,
        name: row.name,
        value: toMoney(row.value, row.currency),
        image_url: imageUrl('jackpots', row.sysname),
        image_url_2x: imageUrl('jackpots', row.sysname, 2),
        // Every real-money spin on any game feeds every pool.
        games: [] as string[],
        last_won_at: row.last_won_at?.toISOString() ?? null,
      }));
      return { items, total: items.length };
    },
  });
}
