import type { Db } from '../../db/database';
import type { Sport } from '../../db/tables/betting';
import { marketPrices, marketsFor, type MatchState } from './pricing';

/** A source of numbers in [0, 1): `Math.random` in the job, a seeded generator in tests. */
export type Random = () => number;

/** A small seeded generator (mulberry32), so a test can replay the feed exactly. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Competition {
  id: number;
  sport: Sport;
  name: string;
  country: string;
  teams: string[];
}

/**
 * Each sport's competitions, one a row: id, name, country, and the eight teams (players, in
 * tennis) its matches draw from.
 */
const COMPETITION_TABLE: Record<Sport, Array<[id: number, name: string, country: string, teams: string[]]>> = {
  football: [
    [1, 'Premier League', 'England', ['Arsenal', 'Chelsea', 'Liverpool', 'Everton', 'Brighton', 'Fulham', 'Brentford', 'Newcastle']],
    [2, 'LaLiga', 'Spain', ['Sevilla', 'Valencia', 'Villarreal', 'Getafe', 'Osasuna', 'Girona', 'Mallorca', 'Celta']],
    [3, 'Virsliga', 'Latvia', ['Riga FC', 'RFS', 'Valmiera', 'Liepaja', 'Auda', 'Jelgava', 'Tukums', 'Metta']],
  ],
  tennis: [
    [11, 'ATP Vienna', 'Austria', ['A. Berg', 'L. Novak', 'M. Costa', 'T. Keller', 'R. Ozols', 'D. Ivanov', 'P. Moreau', 'S. Fischer']],
    [12, 'WTA Linz', 'Austria', ['E. Lind', 'J. Silva', 'K. Weber', 'A. Kalnina', 'M. Rossi', 'N. Petrova', 'L. Martin', 'O. Garcia']],
  ],
  basketball: [
    [21, 'EuroLeague', 'Europe', ['Real Madrid', 'Barcelona', 'Olympiacos', 'Fenerbahce', 'Monaco', 'Baskonia', 'Partizan', 'Bayern']],
  ],
};

/** Every competition, in the table's order (its `position` among the competitions). */
export const COMPETITIONS: Competition[] = (Object.keys(COMPETITION_TABLE) as Sport[]).flatMap((sport) =>
  COMPETITION_TABLE[sport].map(([id, name, country, teams]) => ({ id, sport, name, country, teams })),
);

/** Events each competition keeps scheduled or running; the feed adds one as another finishes. */
export const EVENTS_PER_COMPETITION = 3;
/** How long a match takes in real time, whatever the sport: the demo's feed compresses play. */
export const REAL_MATCH_MS = 12 * 60_000;

function ratesFor(sport: Sport, random: Random): [number, number] {
  if (sport === 'football') return [0.8 + random() * 1.4, 0.6 + random() * 1.2];
  if (sport === 'basketball') return [104 + random() * 10, 102 + random() * 10];
  return [0.25 + random() * 0.5, 0];
}

/** Creates an event with its markets at pre-match prices. */
export async function createEvent(trx: Db, competition: Competition, startsAt: Date, random: Random): Promise<number> {
  const homeIndex = Math.floor(random() * competition.teams.length);
  const awayIndex = (homeIndex + 1 + Math.floor(random() * (competition.teams.length - 1))) % competition.teams.length;
  const [homeRate, awayRate] = ratesFor(competition.sport, random);
  const event = await trx
    .insertInto('betting_events')
    .values({
      competition_id: competition.id,
      sport: competition.sport,
      home: competition.teams[homeIndex] ?? 'Home',
      away: competition.teams[awayIndex] ?? 'Away',
      starts_at: startsAt,
      status: 'prematch',
      home_rate: homeRate,
      away_rate: awayRate,
      updated_at: startsAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const state: MatchState = { sport: competition.sport, clock: 0, homeScore: 0, awayScore: 0, homeRate, awayRate };
  for (const spec of marketsFor(competition.sport, homeRate, awayRate)) {
    const market = await trx
      .insertInto('betting_markets')
      .values({ event_id: event.id, kind: spec.kind, line: spec.line, status: 'open', suspended_until: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { prices } = marketPrices(state, spec);
    await trx
      .insertInto('betting_selections')
      .values(spec.codes.map((code) => ({ market_id: market.id, code, price: prices[code] ?? 101, outcome: null })))
      .execute();
  }
  return Number(event.id);
}

/** The shortest time between two kick-offs of one competition, as a share of a match's length. */
const SHORTEST_GAP = 0.5;

/**
 * When the match after one that kicks off at `previous` starts: between half a match and a whole
 * match later, on the minute, so it kicks off before the previous one ends and the competition
 * always has play on (the demo compresses the schedule as it compresses play: with real gaps of
 * hours the live section would stand empty most of the day).
 */
function nextKickOff(previous: Date, now: Date, random: Random): Date {
  const gap = (SHORTEST_GAP + random() * (1 - SHORTEST_GAP)) * REAL_MATCH_MS;
  // Never in the past (the API was down while the previous match ran): an upcoming match is upcoming.
  return new Date(Math.floor(Math.max(previous.getTime() + gap, now.getTime() + 60_000) / 60_000) * 60_000);
}

/**
 * Keeps every competition's board filled relative to `now`. On an empty book (a fresh database, or
 * one whose matches all ended while no API ran) each competition's first match started a few
 * minutes ago, and each next one kicks off before the one before it ends, so the live section is
 * never empty while the feed runs.
 */
export async function ensureSchedule(trx: Db, now: Date, random: Random): Promise<number[]> {
  await trx
    .insertInto('betting_competitions')
    .values(COMPETITIONS.map(({ id, sport, name, country }, position) => ({ id, sport, name, country, position })))
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const rows = await trx
    .selectFrom('betting_events')
    .select(['competition_id', (eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.max('starts_at').as('last')])
    .where('status', 'in', ['prematch', 'live'])
    .groupBy('competition_id')
    .execute();
  const created: number[] = [];
  for (const competition of COMPETITIONS) {
    const row = rows.find((candidate) => candidate.competition_id === competition.id);
    let count = Number(row?.count ?? 0);
    let last = row?.last ? new Date(row.last) : undefined;
    while (count < EVENTS_PER_COMPETITION) {
      const startsAt = last ? nextKickOff(last, now, random) : new Date(now.getTime() - (1 + random() * 5) * 60_000);
      created.push(await createEvent(trx, competition, startsAt, random));
      last = startsAt;
      count += 1;
    }
  }
  return created;
}
