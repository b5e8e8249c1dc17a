import { sql } from 'kysely';
import type { Db } from '../../db/database';

export type RoundMode = 'demo' | 'play';

/**
 * Played rounds: a player's history, and the real-money wins of the winners feed (demo rounds
 * never show there).
 */
export function createRoundsRepository(db: Db) {
  const wins = () =>
    db
      .selectFrom('game_rounds as r')
      .innerJoin('games as g', 'g.id', 'r.game_id')
      .select(['r.id', 'r.player_name', 'r.stake', 'r.win', 'r.currency', 'r.created_at', 'g.sysname', 'g.name'])
      .where('r.mode', '=', 'play')
      .where('r.win', '>', 0);

  return {
    /** A page of an account's rounds, newest first, optionally of one mode, and how many there are. */
    async history(accountId: number, mode: RoundMode | undefined, offset: number, count: number) {
      let query = db.selectFrom('game_rounds as r').innerJoin('games as g', 'g.id', 'r.game_id').where('r.account_id', '=', accountId);
      if (mode) query = query.where('r.mode', '=', mode);
      const [rows, counted] = await Promise.all([
        query
          .select(['r.id', 'g.sysname', 'g.name', 'r.mode', 'r.stake', 'r.win', 'r.currency', 'r.created_at'])
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .offset(offset)
          .limit(count)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: Number(counted?.n ?? 0) };
    },

    /** The latest real-money wins, newest first. */
    latestWins(count: number) {
      return wins().orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(count).execute();
    },

    /** The biggest real-money wins of the last `days` days. */
    biggestWins(days: number, count: number) {
      return wins()
        .where(sql<boolean>`r.created_at > now() - make_interval(days => ${days})`)
        .orderBy('r.win', 'desc')
        .orderBy('r.id', 'desc')
        .limit(count)
        .execute();
    },
  };
}

export type RoundsRepository = ReturnType<typeof createRoundsRepository>;
export type WinRow = Awaited<ReturnType<RoundsRepository['latestWins']>>[number];
