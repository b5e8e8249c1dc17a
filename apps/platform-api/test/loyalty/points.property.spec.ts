import fc from 'fast-check';
import type { NewEvent } from '../../src/events/event-catalogue';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { deliverEvents, recordEvents } from './loyalty-helpers';

/** Runs of the property; each is a fresh player and one delivery. */
const RUNS = Number(process.env['LOYALTY_PROPERTY_RUNS'] ?? 15);

/**
 * Random streams of `round.played` events with duplicates (the same round announced again, as a
 * producer without a key or a replayed import could) and in any order, recorded over several
 * transactions: the programme awards exactly what the seeded rules say, once per round, and the
 * quests' rewards once.
 */
describe('loyalty points from random event streams', () => {
  let testApp: TestApp;
  const games: Record<'slots' | 'live' | 'other', number> = { slots: 0, live: 0, other: 0 };
  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.database.db;
    const inCategory = (sysname: string) =>
      db
        .selectFrom('game_category_links as l')
        .innerJoin('game_categories as c', 'c.id', 'l.category_id')
        .select('l.game_id')
        .where('c.sysname', '=', sysname);
    const only = async (category: 'slots' | 'live') =>
      (
        await inCategory(category)
          .where('l.game_id', 'not in', inCategory(category === 'slots' ? 'live' : 'slots'))
          .orderBy('l.game_id')
          .executeTakeFirstOrThrow()
      ).game_id;
    games.slots = await only('slots');
    games.live = await only('live');
    const other = await db
      .selectFrom('games')
      .select('id')
      .where('id', 'not in', inCategory('slots'))
      .where('id', 'not in', inCategory('live'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    games.other = other.id;
  }, 90_000);
  afterAll(() => testApp.close());

  /** The seeded rules, written out independently of the code: slots 2 per 1.00, live 1 per 2.00, others 1 per 1.00. */
  const expectedPoints = (kind: keyof typeof games, stake: number) =>
    kind === 'slots' ? Math.floor((stake * 2) / 100) : kind === 'live' ? Math.floor(stake / 200) : Math.floor(stake / 100);

  const round = fc.record({
    roundId: fc.integer({ min: 1, max: 40 }),
    kind: fc.constantFrom<keyof typeof games>('slots', 'live', 'other'),
    stake: fc.constantFrom(10, 50, 100, 250, 1000, 5000, 20_000),
  });

  let nextPlayer = 0;
  /** A real account per run: other areas' consumers of `round.played` (cashback) refer to it. */
  const newAccount = async () => {
    nextPlayer += 1;
    const row = await testApp.database.db
      .insertInto('accounts')
      .values({ login: `points-property-${nextPlayer}-${Date.now()}`, currency: 'EUR', locale: 'en' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };

  it('awards exactly the rules’ points once per round, whatever the duplicates and order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(round, { minLength: 1, maxLength: 16, selector: (r) => r.roundId }),
        fc.array(fc.nat(), { maxLength: 10 }),
        fc.integer({ min: 1, max: 3 }),
        fc.infiniteStream(fc.nat()),
        async (rounds, duplicatePicks, transactions, order) => {
          const accountId = await newAccount();
          const events: Array<NewEvent<'round.played'>> = rounds.map((r) => ({
            type: 'round.played',
            payload: { accountId, roundId: accountId * 100 + r.roundId, gameId: games[r.kind], stake: r.stake, win: 0, currency: 'EUR' },
          }));
          const stream = [...events, ...duplicatePicks.map((pick) => events[pick % events.length]!)];
          // Reordered: a random permutation, split over several transactions.
          const iterator = order[Symbol.iterator]();
          const shuffled = stream
            .map((event) => ({ event, sort: iterator.next().value as number }))
            .sort((a, b) => a.sort - b.sort)
            .map(({ event }) => event);
          const size = Math.ceil(shuffled.length / transactions);
          for (let start = 0; start < shuffled.length; start += size) await recordEvents(testApp, shuffled.slice(start, start + size));
          await deliverEvents(testApp);

          const base = rounds.reduce((sum, r) => sum + expectedPoints(r.kind, r.stake), 0);
          const tenRounds = rounds.length >= 10 ? 100 : 0;
          const silver = base + tenRounds >= 500 ? 150 : 0;
          const db = testApp.database.db;
          const player = await db
            .selectFrom('loyalty_players')
            .select(['points', 'earned'])
            .where('account_id', '=', accountId)
            .executeTakeFirstOrThrow();
          expect(player).toEqual({ points: base + tenRounds + silver, earned: base + tenRounds + silver });
          const entries = await db.selectFrom('loyalty_point_entries').select('source_key').where('account_id', '=', accountId).execute();
          expect(entries.filter((entry) => entry.source_key.startsWith('round:'))).toHaveLength(rounds.length);
          const progress = await db
            .selectFrom('loyalty_quest_progress as p')
            .innerJoin('loyalty_quests as q', 'q.id', 'p.quest_id')
            .select(['q.sysname', 'p.progress'])
            .where('p.account_id', '=', accountId)
            .where('q.sysname', '=', 'ten-spins')
            .executeTakeFirstOrThrow();
          expect(progress.progress).toBe(Math.min(10, rounds.length));
        },
      ),
      { numRuns: RUNS },
    );
  }, 60_000);
});
