import type { FastifyInstance } from 'fastify';
import { bettingCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import { betViews } from '../services/bet-views';

/** betting.getbets: the player's bets, newest first, open or settled. */
export function registerGetBets(app: FastifyInstance): void {
  defineApiCall(app, bettingCalls.getbets, {
    handler: async ({ accountId, input }) => {
      const db = app.database.db;
      let query = db.selectFrom('bets').where('account_id', '=', accountId);
      if (input.status === 'open') query = query.where('status', '=', 'open');
      if (input.status === 'settled') query = query.where('status', '!=', 'open');
      const [page, total] = await Promise.all([
        query.select('id').orderBy('id', 'desc').offset(input.offset).limit(input.count).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: await betViews(
          db,
          page.map((row) => row.id),
        ),
        total: Number(total.count),
      };
    },
  });
}
