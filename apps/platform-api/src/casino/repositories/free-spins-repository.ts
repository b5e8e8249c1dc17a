import { sql } from 'kysely';
import type { Db } from '../../db/database';

export type FreeSpinStatus = 'active' | 'used' | 'expired';

export interface FreeSpinPackRow {
  id: number;
  sysname: string;
  name: string;
  total_count: number;
  remaining_count: number;
  stake: number;
  currency: string;
  expires_at: Date;
}

export function createFreeSpinsRepository(db: Db) {
  return {
    /** A page of an account's packs in one state, soonest to expire first, and how many are in that state. */
    async page(
      accountId: number,
      status: FreeSpinStatus,
      offset: number,
      count: number,
    ): Promise<{ rows: FreeSpinPackRow[]; total: number }> {
      let query = db.selectFrom('free_spin_packs as f').innerJoin('games as g', 'g.id', 'f.game_id').where('f.account_id', '=', accountId);
      if (status === 'active') query = query.where('f.remaining_count', '>', 0).where(sql<boolean>`f.expires_at > now()`);
      if (status === 'used') query = query.where('f.remaining_count', '=', 0);
      if (status === 'expired') query = query.where('f.remaining_count', '>', 0).where(sql<boolean>`f.expires_at <= now()`);
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
        .offset(offset)
        .limit(count)
        .execute();
      return { rows, total: Number(rows[0]?.total ?? 0) };
    },

    /** The account's oldest active pack for a game, the one a free spin uses. */
    activeFor(accountId: number, gameId: number) {
      return db
        .selectFrom('free_spin_packs')
        .select(['id', 'remaining_count', 'stake', 'currency'])
        .where('account_id', '=', accountId)
        .where('game_id', '=', gameId)
        .where('remaining_count', '>', 0)
        .where('expires_at', '>', new Date())
        .orderBy('expires_at')
        .orderBy('id')
        .executeTakeFirst();
    },
  };
}

export type FreeSpinsRepository = ReturnType<typeof createFreeSpinsRepository>;
