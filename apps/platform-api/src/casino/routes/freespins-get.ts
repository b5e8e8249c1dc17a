import type { FastifyInstance } from 'fastify';
import { freespinsCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import { pickFields } from '../../http/pick-fields';
import type { CasinoArea } from '../casino-context';
import { imageUrl } from '../services/image-urls';
import { wireMoney } from '@nfx/money';

/** freespins.get (§7: fields, status=active, count 99): the player's free-spin packs; none for visitors. */
export function registerFreespinsGet(app: FastifyInstance, { freeSpins }: CasinoArea): void {
  defineApiCall(app, freespinsCalls.get, {
    handler: async ({ input, accountId }) => {
      if (!accountId) return { items: [], total: 0 };
      const { rows, total } = await freeSpins.page(accountId, input.status, input.offset, input.count);
      const items = rows.map((row) =>
        pickFields(
          {
            id: row.id,
            game: { sysname: row.sysname, name: row.name, image_url: imageUrl('games', row.sysname) },
            game_sysname: row.sysname,
            total_count: row.total_count,
            remaining_count: row.remaining_count,
            stake: wireMoney(row.stake, row.currency),
            status: input.status,
            expires_at: row.expires_at.toISOString(),
          },
          input.fields,
          ['id'],
        ),
      );
      return { items, total };
    },
  });
}
