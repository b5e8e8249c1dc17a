import { sql } from 'kysely';
import type { Db } from '../../db/database';

export function createJackpotsRepository(db: Db) {
  return {
    /**
     * Every pool in display order with its current value (minor units of its currency): the row's
     * value and the spins' contributions not yet taken or folded (migration 0607).
     */
    pools() {
      return db
        .selectFrom('jackpots')
        .select(['id', 'sysname', 'name', 'currency', 'last_won_at'])
        .select(
          sql<number>`value + coalesce((select sum(c.amount) from jackpot_contributions c where c.jackpot_id = jackpots.id), 0)::bigint`.as(
            'value',
          ),
        )
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /** The latest drops, newest first, optionally of one pool; the game is null when it is gone. */
    winners(jackpotId: number | undefined, count: number) {
      let query = db
        .selectFrom('jackpot_wins as w')
        .innerJoin('jackpots as j', 'j.id', 'w.jackpot_id')
        .leftJoin('games as g', 'g.id', 'w.game_id')
        .select([
          'w.id',
          'j.sysname as jackpot_sysname',
          'j.name as jackpot_name',
          'j.currency',
          'w.player_name',
          'w.amount',
          'g.sysname as game_sysname',
          'g.name as game_name',
          'w.won_at',
        ]);
      if (jackpotId) query = query.where('w.jackpot_id', '=', jackpotId);
      return query.orderBy('w.won_at', 'desc').orderBy('w.id', 'desc').limit(count).execute();
    },
  };
}

export type JackpotsRepository = ReturnType<typeof createJackpotsRepository>;
