import type { SportEvent, SportSummary } from '@nfx/api-contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Sport } from '../../db/tables/betting';
import { COMPETITIONS } from './schedule';

export interface EventFilter {
  sport?: Sport;
  competition?: number;
  status?: 'live' | 'upcoming';
  limit: number;
  ids?: readonly number[];
}

/** Events with their markets and prices, as the contract shapes them: live first, then by start. */
export async function listEvents(db: Db, filter: EventFilter): Promise<SportEvent[]> {
  let query = db
    .selectFrom('betting_events as e')
    .innerJoin('betting_competitions as c', 'c.id', 'e.competition_id')
    .select(['e.id', 'e.sport', 'e.home', 'e.away', 'e.starts_at', 'e.status', 'e.clock', 'e.home_score', 'e.away_score'])
    .select(['c.id as competition_id', 'c.name as competition_name', 'c.country'])
    .orderBy(sql`case when e.status = 'live' then 0 else 1 end`)
    .orderBy('e.starts_at')
    .orderBy('e.id')
    .limit(filter.limit);
  if (filter.ids) query = query.where('e.id', 'in', filter.ids.length > 0 ? filter.ids : [0]);
  else
    query = query.where(
      'e.status',
      'in',
      filter.status === 'live' ? ['live'] : filter.status === 'upcoming' ? ['prematch'] : ['live', 'prematch'],
    );
  if (filter.sport) query = query.where('e.sport', '=', filter.sport);
  if (filter.competition) query = query.where('e.competition_id', '=', filter.competition);
  const events = await query.execute();
  if (events.length === 0) return [];
  const markets = await db
    .selectFrom('betting_markets')
    .select(['id', 'event_id', 'kind', 'line', 'status'])
    .where(
      'event_id',
      'in',
      events.map((event) => event.id),
    )
    .orderBy('id')
    .execute();
  const selections = markets.length
    ? await db
        .selectFrom('betting_selections')
        .select(['id', 'market_id', 'code', 'price'])
        .where(
          'market_id',
          'in',
          markets.map((market) => market.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return events.map((event) => ({
    id: event.id,
    sport: event.sport,
    competition: { id: event.competition_id, name: event.competition_name, country: event.country },
    home: event.home,
    away: event.away,
    starts_at: new Date(event.starts_at).toISOString(),
    status: event.status,
    clock: event.clock,
    score: { home: event.home_score, away: event.away_score },
    markets: markets
      .filter((market) => market.event_id === event.id)
      .map((market) => ({
        id: market.id,
        kind: market.kind,
        line: market.line === null ? null : Number(market.line),
        status: market.status,
        selections: selections.filter((selection) => selection.market_id === market.id).map(({ id, code, price }) => ({ id, code, price })),
      })),
  }));
}

/** Every sport and competition with its live and upcoming event counts. */
export async function sportSummaries(db: Db): Promise<SportSummary[]> {
  const counts = await db
    .selectFrom('betting_events')
    .select(['competition_id', 'status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('status', 'in', ['prematch', 'live'])
    .groupBy(['competition_id', 'status'])
    .execute();
  const count = (competition: number, status: 'live' | 'prematch') =>
    Number(counts.find((row) => row.competition_id === competition && row.status === status)?.count ?? 0);
  const sports: Sport[] = ['football', 'tennis', 'basketball'];
  return sports.map((sport) => {
    const competitions = COMPETITIONS.filter((competition) => competition.sport === sport).map(({ id, name, country }) => ({
      id,
      name,
      country,
      live: count(id, 'live'),
      upcoming: count(id, 'prematch'),
    }));
    return {
      sport,
      live: competitions.reduce((sum, c) => sum + c.live, 0),
      upcoming: competitions.reduce((sum, c) => sum + c.upcoming, 0),
      competitions,
    };
  });
}
