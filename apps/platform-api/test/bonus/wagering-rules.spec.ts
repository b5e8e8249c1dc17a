import fc from 'fast-check';
import { sql } from 'kysely';
import { createBonusEngine } from '../../src/bonus/services/bonus-engine';
import { contributionPercent, wageringContribution } from '../../src/bonus/services/bonus-rules';
import type { Contributions } from '../../src/db/tables/bonus';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The consumer of `round.played` wagers in SQL (migration `1411_bonus_wager`); the rules stay in
 * `services/bonus-rules.ts` too (what a bonus shows, the tests' models). Both must give the same
 * answer: the contribution for many random campaigns, games and stakes, and the whole step
 * (currency, expiry, maximum stake, note, cap, conversion) against the rules as the engine applied
 * them in TypeScript before, on real rows. PostgreSQL and PGlite.
 */
const CATEGORIES = ['slots', 'roulette', 'cards', 'live', 'popular', 'new', 'default', 'table-games'];

const percentValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 100 }), weight: 8 },
  { arbitrary: fc.integer({ min: -50, max: 250 }), weight: 2 },
  { arbitrary: fc.double({ min: -1_000, max: 1_000, noNaN: true }), weight: 2 },
  // Never written by the back office (integers 0–100), but JSON allows them: neither side counts them.
  fc.constant(null),
  fc.constantFrom('50', 'abc', ''),
  fc.boolean(),
  fc.constant({ percent: 5 }),
);

const contributionCase = fc.record({
  contributions: fc.dictionary(fc.constantFrom(...CATEGORIES), percentValue, { maxKeys: 6 }),
  categories: fc.array(fc.constantFrom(...CATEGORIES, 'unknown'), { maxLength: 4 }),
  stake: fc.oneof(fc.integer({ min: -10, max: 0 }), fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 2 ** 40 })),
  maxStake: fc.option(fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 2 ** 40 })), { nil: null }),
});

describe('wagering rules: SQL and TypeScript agree', () => {
  let testApp: TestApp;
  const db = () => testApp.database.db;

  beforeAll(async () => {
    testApp = await createTestApp({ jobWorkers: false });
  }, 240_000);
  afterAll(() => testApp.close());

  it('bonus_contribution_percent and bonus_wagering_contribution answer what contributionPercent and wageringContribution do', async () => {
    const cases = fc.sample(contributionCase, { numRuns: 4_000, seed: 44 });
    // The hand-picked edges besides the random ones.
    cases.push(
      { contributions: {}, categories: [], stake: 100, maxStake: null },
      { contributions: { default: 0 }, categories: ['slots'], stake: 100, maxStake: null },
      { contributions: { default: 100, roulette: 10, cards: 10, live: 0 }, categories: ['roulette', 'popular'], stake: 155, maxStake: 500 },
      { contributions: { roulette: 10, popular: 5 }, categories: ['roulette', 'popular'], stake: 99, maxStake: null },
      { contributions: { slots: 12.5 }, categories: ['slots'], stake: 7, maxStake: null },
      { contributions: { slots: 33.3 }, categories: ['slots'], stake: 3, maxStake: 3 },
      { contributions: { slots: 33.3 }, categories: ['slots'], stake: 4, maxStake: 3 },
      { contributions: { default: 150 }, categories: [], stake: 1, maxStake: null },
      { contributions: { default: -5 }, categories: [], stake: 1_000, maxStake: null },
      { contributions: { slots: 0.1 + 0.2 }, categories: ['slots'], stake: 1_000, maxStake: null },
      { contributions: { slots: 29 }, categories: ['slots'], stake: 2 ** 40 + 7, maxStake: null },
    );
    const { rows } = await sql<{ contributions: Contributions; percent: number; counted: number }>`
      select c.value -> 'contributions' as contributions,
        bonus_contribution_percent(c.value -> 'contributions', array(select jsonb_array_elements_text(c.value -> 'categories'))) as percent,
        bonus_wagering_contribution((c.value ->> 'stake')::bigint, (c.value ->> 'maxStake')::bigint,
          bonus_contribution_percent(c.value -> 'contributions', array(select jsonb_array_elements_text(c.value -> 'categories')))) as counted
      from jsonb_array_elements(${JSON.stringify(cases)}::jsonb) with ordinality as c (value, n)
      order by c.n`.execute(db());
    expect(rows).toHaveLength(cases.length);
    const differences = cases.flatMap((each, index) => {
      // The contributions as the engine reads them: the column's JSON, parsed.
      const row = rows[index]!;
      const percent = contributionPercent(row.contributions, each.categories);
      const counted = wageringContribution(each.stake, each.maxStake, percent);
      return Number(row.percent) === percent && Number(row.counted) === counted
        ? []
        : [{ ...each, sql: { percent: row.percent, counted: row.counted }, ts: { percent, counted } }];
    });
    expect(differences).toEqual([]);
  });

  it('one wagering step in SQL does what the rules say, on real rows', async () => {
    const { app } = testApp;
    const engine = createBonusEngine({ wallet: app.wallet, events: app.events, isExcluded: app.playerProtection.isExcluded });
    // Seeded games with different sets of categories.
    const { rows: games } = await sql<{ id: number; categories: string[] }>`
      select distinct on (categories) id, categories from (
        select g.id, array_agg(c.sysname order by c.sysname) as categories
        from games g join game_category_links l on l.game_id = g.id join game_categories c on c.id = l.category_id
        group by g.id) x
      order by categories, id
      limit 12`.execute(db());
    expect(games.length).toBeGreaterThan(2);
    const categoryNames = [...new Set(games.flatMap((game) => game.categories)), 'default'];
    let run = 0;

    await fc.assert(
      fc.asyncProperty(
        fc.record({
          contributions: fc.dictionary(fc.constantFrom(...categoryNames), fc.integer({ min: 0, max: 100 }), { maxKeys: 4 }),
          maxStake: fc.option(fc.integer({ min: 1, max: 500 }), { nil: null }),
          game: fc.constantFrom(...games),
          stake: fc.integer({ min: 0, max: 700 }),
          required: fc.integer({ min: 0, max: 2_000 }),
          wageredShare: fc.double({ min: 0, max: 1, noNaN: true }),
          freeSpinsLeft: fc.constantFrom(0, 0, 2),
          currency: fc.constantFrom('EUR', 'EUR', 'USD'),
          expiresInMs: fc.constantFrom(60_000, 60_000, -60_000),
          realStake: fc.integer({ min: 0, max: 700 }),
          realWin: fc.integer({ min: 0, max: 900 }),
        }),
        async (input) => {
          run += 1;
          const { id: accountId } = await db()
            .insertInto('accounts')
            .values({ login: `wagering-rules-${run}-${Date.now()}`, currency: 'EUR', locale: 'en' })
            .returning('id')
            .executeTakeFirstOrThrow();
          const campaignId = 5_000 + run;
          await db()
            .insertInto('bonus_campaigns')
            .values({
              id: campaignId,
              kind: 'no_deposit',
              wallet: 'casino',
              title: `Rules ${run}`,
              fixed_amount: 100,
              wagering_multiplier: 1,
              contributions: JSON.stringify(input.contributions),
              max_stake: input.maxStake,
            })
            .execute();
          const wagered = Math.floor(input.required * input.wageredShare);
          const bonus = await db()
            .insertInto('player_bonuses')
            .values({
              account_id: accountId,
              campaign_id: campaignId,
              wallet: 'casino',
              status: 'active',
              amount: 100,
              currency: input.currency,
              wagering_required: input.required,
              wagered,
              source: 'rules',
              expires_at: new Date(Date.now() + input.expiresInMs),
              free_spins_left: input.freeSpinsLeft,
            })
            .returningAll()
            .executeTakeFirstOrThrow();

          const answer = await db()
            .transaction()
            .execute((trx) =>
              engine.wager(trx, {
                accountId: Number(accountId),
                gameId: input.game.id,
                stake: input.stake,
                currency: 'EUR',
                play: { stake: input.realStake, win: input.realWin, at: new Date('2026-03-04T23:59:59Z') },
              }),
            );

          // The rules, applied as the engine applied them before the SQL.
          const counts = input.currency === 'EUR' && input.expiresInMs > 0;
          const counted = counts
            ? wageringContribution(input.stake, input.maxStake, contributionPercent(input.contributions, input.game.categories))
            : 0;
          const after = counted > 0 ? Math.min(input.required, wagered + counted) : wagered;
          const completes = counted > 0 && after >= input.required && input.freeSpinsLeft === 0;
          const row = await db().selectFrom('player_bonuses').selectAll().where('id', '=', bonus.id).executeTakeFirstOrThrow();
          const notes = await db()
            .selectFrom('player_bonus_events')
            .select(['action', 'amount'])
            .where('bonus_id', '=', bonus.id)
            .orderBy('id')
            .execute();
          expect({
            status: row.status,
            wagered: Number(row.wagered),
            notes: notes.map((note) => [note.action, Number(note.amount)]),
          }).toEqual({
            status: completes ? 'completed' : 'active',
            wagered: after,
            notes: [...(counted > 0 ? [['wagered', counted]] : []), ...(completes ? [['completed', 0]] : [])],
          });
          expect(answer && { status: answer.status, wagered: Number(answer.wagered) }).toEqual({ status: row.status, wagered: after });
          const day = await db().selectFrom('bonus_play_days').selectAll().where('account_id', '=', accountId).execute();
          expect(day.map((each) => [String(each.day).slice(0, 10), each.currency, Number(each.staked), Number(each.won)])).toEqual([
            [expect.any(String), 'EUR', input.realStake, input.realWin],
          ]);
        },
      ),
      { numRuns: Number(process.env['WAGERING_RULES_RUNS'] ?? 60), seed: 44 },
    );
  });

  it('no active casino bonus: the play day only, and nothing answered', async () => {
    const { app } = testApp;
    const engine = createBonusEngine({ wallet: app.wallet, events: app.events, isExcluded: app.playerProtection.isExcluded });
    const { id: accountId } = await db()
      .insertInto('accounts')
      .values({ login: `wagering-rules-none-${Date.now()}`, currency: 'EUR', locale: 'en' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const round = (at: string, stake: number, win: number) =>
      db()
        .transaction()
        .execute((trx) =>
          engine.wager(trx, { accountId: Number(accountId), gameId: 1, stake, currency: 'EUR', play: { stake, win, at: new Date(at) } }),
        );
    expect(await round('2026-03-04T23:59:59.999Z', 100, 40)).toBeUndefined();
    expect(await round('2026-03-04T00:00:00Z', 50, 0)).toBeUndefined();
    expect(await round('2026-03-05T00:00:00Z', 20, 30)).toBeUndefined();
    const days = await db()
      .selectFrom('bonus_play_days')
      .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'staked', 'won'])
      .where('account_id', '=', accountId)
      .orderBy('day')
      .execute();
    expect(days.map((day) => [day.day, Number(day.staked), Number(day.won)])).toEqual([
      ['2026-03-04', 150, 40],
      ['2026-03-05', 20, 30],
    ]);
  });
});
