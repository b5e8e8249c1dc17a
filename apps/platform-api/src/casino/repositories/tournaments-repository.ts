import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { TournamentRow } from '../../db/tables/casino';

export type TournamentStatus = 'active' | 'future' | 'finished';

export function tournamentStatus(row: Pick<TournamentRow, 'starts_at' | 'ends_at'>, now = Date.now()): TournamentStatus {
  if (row.starts_at.getTime() > now) return 'future';
  return row.ends_at.getTime() > now ? 'active' : 'finished';
}

const statusCondition: Record<TournamentStatus, ReturnType<typeof sql<boolean>>> = {
  active: sql<boolean>`t.starts_at <= now() and t.ends_at > now()`,
  future: sql<boolean>`t.starts_at > now()`,
  finished: sql<boolean>`t.ends_at <= now()`,
};

export function createTournamentsRepository(db: Db) {
  const stats = (ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('tournaments as t')
          .select((eb) => [
            't.id',
            eb
              .selectFrom('tournament_games as tg')
              .select((inner) => inner.fn.countAll<number>().as('n'))
              .whereRef('tg.tournament_id', '=', 't.id')
              .as('games_count'),
            eb
              .selectFrom('tournament_participants as p')
              .select((inner) => inner.fn.countAll<number>().as('n'))
              .whereRef('p.tournament_id', '=', 't.id')
              .as('participants'),
            eb
              .selectFrom('tournament_participants as p')
              .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('p.points'), sql<number>`0`).as('n'))
              .whereRef('p.tournament_id', '=', 't.id')
              .as('points'),
          ])
          .where('t.id', 'in', ids)
          .execute();

  return {
    async list(filter: { status?: TournamentStatus; ids?: number[]; offset: number; count: number }) {
      let query = db.selectFrom('tournaments as t').leftJoin('game_providers as gp', 'gp.id', 't.provider_id');
      if (filter.status) query = query.where(statusCondition[filter.status]);
      if (filter.ids) query = query.where('t.id', 'in', filter.ids.length > 0 ? filter.ids : [0]);
      const rows = await query
        .selectAll('t')
        .select(['gp.sysname as provider_sysname', 'gp.name as provider_name', sql<number>`count(*) over ()`.as('total')])
        .orderBy('t.starts_at')
        .orderBy('t.position')
        .orderBy('t.id')
        .offset(filter.offset)
        .limit(filter.count)
        .execute();
      const counts = new Map((await stats(rows.map((row) => row.id))).map((row) => [row.id, row]));
      return { rows: rows.map((row) => ({ ...row, counts: counts.get(row.id) })), total: Number(rows[0]?.total ?? 0) };
    },

    find(id: number) {
      return db.selectFrom('tournaments').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Ranking of one tournament: points, then who got there first. */
    async leaderboard(tournamentId: number, offset: number, count: number) {
      const ranked = db
        .selectFrom('tournament_participants')
        .select(['id', 'account_id', 'player_name', 'points', sql<number>`row_number() over (order by points desc, id)`.as('place')])
        .where('tournament_id', '=', tournamentId)
        .as('r');
      const rows = await db.selectFrom(ranked).selectAll().orderBy('place').offset(offset).limit(count).execute();
      const total = await db
        .selectFrom('tournament_participants')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tournament_id', '=', tournamentId)
        .executeTakeFirst();
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** Place and points of an account in several tournaments. */
    async standings(accountId: number, tournamentIds: number[]): Promise<Map<number, { place: number; points: number }>> {
      if (tournamentIds.length === 0) return new Map();
      const ranked = db
        .selectFrom('tournament_participants')
        .select([
          'tournament_id',
          'account_id',
          'points',
          sql<number>`row_number() over (partition by tournament_id order by points desc, id)`.as('place'),
        ])
        .where('tournament_id', 'in', tournamentIds)
        .as('r');
      const rows = await db.selectFrom(ranked).selectAll().where('account_id', '=', accountId).execute();
      return new Map(rows.map((row) => [row.tournament_id, { place: Number(row.place), points: Number(row.points) }]));
    },

    /** Joins once; joining again changes nothing. */
    async participate(tournamentId: number, accountId: number, playerName: string): Promise<void> {
      await sql`
        insert into tournament_participants (tournament_id, account_id, player_name)
        values (${tournamentId}, ${accountId}, ${playerName})
        on conflict (tournament_id, account_id) where account_id is not null do nothing`.execute(db);
    },
  };
}

export type TournamentsRepository = ReturnType<typeof createTournamentsRepository>;
