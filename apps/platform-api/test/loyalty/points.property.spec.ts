import fc from 'fast-check';
import type { NewEvent } from '../../src/events/event-catalogue';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { deliverEvents, recordEvents } from './loyalty-helpers';

/** Runs of the property; each is a fresh player and one delivery. */
const RUNS = Number(process.env['LOYALTY_PROPERTY_RUNS'] ?? 15);

/**
 * Random streams of `round.played` events mixed with the other events the programme reacts to
 * (registration, a profile saved complete or not, contacts confirmed, deposits), with duplicates
 * (the same round announced again, as a producer without a key or a replayed import could) and
 * in any order, recorded over several transactions: the programme awards exactly what the seeded
 * rules say, once per round, and each quest's reward once however many of its events arrive. Stakes are small and odd too, in EUR or USD (converted to EUR first), so
 * most rounds earn a fraction of a point: the fractions carry per rule, and the total is the
 * whole points of each rule's summed stakes, whatever the order.
 */
describe('loyalty points from random event streams', () => {
  let testApp: TestApp;
  const games: Record<'slots' | 'live' | 'other', number> = { slots: 0, live: 0, other: 0 };
  /** EUR per 1 USD, from the seeded rates. */
  let usdInEur = 0;
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
    const rates = await db.selectFrom('currency_rates').select(['currency', 'rate']).where('currency', 'in', ['EUR', 'USD']).execute();
    const rate = (currency: string) => Number(rates.find((row) => row.currency === currency)!.rate);
    usdInEur = rate('EUR') / rate('USD');
  }, 90_000);
  afterAll(() => testApp.close());

  /**
   * The seeded rules, written out independently of the code: slots 2 per 1.00, live 1 per 2.00,
   * others 1 per 1.00, each in EUR, paid in whole points of each rule's summed stakes (the
   * fractions carried), as (whole points, carried remainder) per rule.
   */
  const expectedByRule = (
    rounds: ReadonlyArray<{ kind: keyof typeof games; stake: number; currency: 'EUR' | 'USD' }>,
    usdInEur: number,
  ) => {
    const rule = { slots: { points: 2, perStake: 100 }, live: { points: 1, perStake: 200 }, other: { points: 1, perStake: 100 } };
    return (Object.keys(rule) as Array<keyof typeof rule>).map((kind) => {
      const sum = rounds
        .filter((r) => r.kind === kind)
        .reduce((total, r) => total + (r.currency === 'EUR' ? r.stake : Math.round(r.stake * usdInEur)) * rule[kind].points, 0);
      return { kind, points: Math.floor(sum / rule[kind].perStake), remainder: sum % rule[kind].perStake };
    });
  };

  const round = fc.record({
    roundId: fc.integer({ min: 1, max: 40 }),
    kind: fc.constantFrom<keyof typeof games>('slots', 'live', 'other'),
    stake: fc.constantFrom(7, 10, 23, 46, 50, 100, 250, 1000, 5000, 20_000),
    currency: fc.constantFrom<'EUR' | 'USD'>('EUR', 'USD'),
  });

  /** The other events the programme reacts to; a second contact or deposit must not pay its quest again. */
  const milestone = fc.oneof(
    fc.record({ type: fc.constant('player.registered' as const) }),
    fc.record({ type: fc.constant('profile.saved' as const), complete: fc.boolean() }),
    fc.record({ type: fc.constant('contact.confirmed' as const), n: fc.integer({ min: 1, max: 3 }) }),
    fc.record({ type: fc.constant('deposit.completed' as const), n: fc.integer({ min: 1, max: 3 }) }),
  );
  type Milestone = typeof milestone extends fc.Arbitrary<infer T> ? T : never;

  const milestoneEvent = (accountId: number, m: Milestone): NewEvent => {
    switch (m.type) {
      case 'player.registered':
        return { type: m.type, payload: { accountId, currency: 'EUR', locale: 'en', via: 'form' } };
      case 'profile.saved':
        return { type: m.type, payload: { accountId, fields: ['first_name'], complete: m.complete } };
      case 'contact.confirmed':
        return { type: m.type, payload: { accountId, contactId: accountId * 10 + m.n, kind: 'email' } };
      case 'deposit.completed':
        return { type: m.type, payload: { accountId, depositId: accountId * 10 + m.n, amount: 1000, currency: 'EUR' } };
    }
  };

  /** The seeded quests' rewards these events earn, each once: welcome, profile, contact, first deposit. */
  const expectedQuests = (milestones: readonly Milestone[]) => {
    const quests = new Map<string, number>();
    for (const m of milestones) {
      if (m.type === 'player.registered') quests.set('welcome', 50);
      if (m.type === 'profile.saved' && m.complete) quests.set('profile-complete', 50);
      if (m.type === 'contact.confirmed') quests.set('contact-confirmed', 50);
      if (m.type === 'deposit.completed') quests.set('first-deposit', 200);
    }
    return quests;
  };

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

  it('awards exactly the rules’ points once per round and per quest, whatever the duplicates and order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(round, { minLength: 1, maxLength: 16, selector: (r) => r.roundId }),
        fc.array(milestone, { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        fc.integer({ min: 1, max: 3 }),
        fc.infiniteStream(fc.nat()),
        async (rounds, milestones, duplicatePicks, transactions, order) => {
          const accountId = await newAccount();
          const roundEvents: Array<NewEvent<'round.played'>> = rounds.map((r) => ({
            type: 'round.played',
            payload: {
              accountId,
              roundId: accountId * 100 + r.roundId,
              gameId: games[r.kind],
              stake: r.stake,
              win: 0,
              currency: r.currency,
            },
          }));
          const events: NewEvent[] = [...roundEvents, ...milestones.map((m) => milestoneEvent(accountId, m))];
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

          const byRule = expectedByRule(rounds, usdInEur);
          const base = byRule.reduce((sum, rule) => sum + rule.points, 0);
          const tenRounds = rounds.length >= 10 ? 100 : 0;
          const quests = expectedQuests(milestones);
          const questRewards = [...quests.values()].reduce((sum, reward) => sum + reward, 0);
          const silver = base + tenRounds + questRewards >= 500 ? 150 : 0;
          const total = base + tenRounds + questRewards + silver;
          const db = testApp.database.db;
          const player = await db
            .selectFrom('loyalty_players')
            .select(['points', 'earned'])
            .where('account_id', '=', accountId)
            .executeTakeFirstOrThrow();
          expect(player).toEqual({ points: total, earned: total });
          const entries = await db.selectFrom('loyalty_point_entries').select('source_key').where('account_id', '=', accountId).execute();
          expect(entries.filter((entry) => entry.source_key.startsWith('round:'))).toHaveLength(rounds.length);
          const completed = await db
            .selectFrom('loyalty_quest_progress as p')
            .innerJoin('loyalty_quests as q', 'q.id', 'p.quest_id')
            .select('q.sysname')
            .where('p.account_id', '=', accountId)
            .where('p.completed_at', 'is not', null)
            .where('q.trigger', 'in', ['register', 'profile', 'confirm', 'deposit'])
            .execute();
          expect(completed.map((row) => row.sysname).sort()).toEqual([...quests.keys()].sort());
          const carried = await db
            .selectFrom('loyalty_point_carry as c')
            .innerJoin('loyalty_point_rules as r', 'r.id', 'c.rule_id')
            .select(['r.category_sysname', 'c.remainder'])
            .where('c.account_id', '=', accountId)
            .execute();
          const carriedOf = (kind: string) => Number(carried.find((row) => (row.category_sysname ?? 'other') === kind)?.remainder ?? 0);
          expect(byRule.map((rule) => ({ kind: rule.kind, remainder: carriedOf(rule.kind) }))).toEqual(
            byRule.map((rule) => ({ kind: rule.kind, remainder: rule.remainder })),
          );
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
