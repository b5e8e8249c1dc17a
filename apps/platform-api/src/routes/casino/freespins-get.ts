import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import * as v from 'valibot';
import { imageUrl } from '../../casino/image-urls';
import { toMoney } from '../../casino/money';
import { defineApiCall } from '../../http/define-api-call';
import { fieldList, inputObject, integerParam, queryCommon } from './schemas';

const FIELDS = ['id', 'game', 'game_sysname', 'total_count', 'remaining_count', 'stake', 'status', 'expires_at'] as const;
const STATUS = ['active', 'used', 'expired'] as const;

/** §7 freespins.get (fields, status=active, count 99): the player's free-spin packs. */
export function registerFreespinsGet(app: FastifyInstance): void {
  defineApiCall(app, {
    area: 'freespins',
    method: 'get',
    verb: 'GET',
    summary: "The player's free-spin packs (status active|used|expired, default active; count default 99); empty for visitors",
    input: inputObject({
      ...queryCommon,
      fields: v.optional(fieldList(FIELDS)),
      status: v.optional(v.picklist(STATUS), 'active'),
      count: integerParam(1, 99, 99),
      offset: integerParam(0, 10_000, 0),
    }),
    handler: async ({ input, accountId }) => {
      if (!accountId) return { items: [], total: 0 };
      let query = app.database.db
        .selectFrom('free_spin_packs as f')
        .innerJoin('games as g', 'g.id', 'f.game_id')
        .where('f.account_id', '=', accountId);
      if (input.status === 'active') query = query.where('f.remaining_count', '>', 0).where(sql<boolean>`f.expires_at > now()`);
      if (input.status === 'used') query = query.where('f.remaining_count', '=', 0);
      if (input.status === 'expired') query = query.where('f.remaining_count', '>', 0).where(sql<boolean>`f.expires_at <= now()`);
      const rows = await query
        .select([
          'f.id',
          'g.sysname',
          'g.name',
          'f.total_count',
          'f.remaining_count',
          'f.stake',
          'f.currency',
          'f.expires_at',
          sql<number>`count(*) over ()`.as('total'),
        ])
        .orderBy('f.expires_at')
        .orderBy('f.id')
        .offset(input.offset)
        .limit(input.count)
        .execute();
      const fields = input.fields && input.fields.length > 0 ? new Set<string>(input.fields) : null;
      const items = rows.map((row) => {
        const item = {
          id: row.id,
          game: { sysname: row.sysname, name: row.name, image_url: imageUrl('games', row.sysname) },
          game_sysname: row.sysname,
          total_count: row.total_count,
          remaining_count: row.remaining_count,
          stake: toMoney(row.stake, row.currency),
          status: input.status,
          expires_at: row.expires_at.toISOString(),
        };
        return fields ? Object.fromEntries(Object.entries(item).filter(([key]) => key === 'id' || fields.has(key))) : item;
      });
      return { items, total: Number(rows[0]?.total ?? 0) };
    },
  });
}
