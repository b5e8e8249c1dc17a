import fc from 'fast-check';
import { sql } from 'kysely';
import { createBonusEngine } from '../../src/bonus/services/bonus-engine';
import { contributionPercent, wageringContribution } from '../../src/bonus/services/bonus-rules';
import type { Contributions } from '../../src/db/tables/bonus';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { expectBalancedLedger } from './bonus-helpers';

/**
 * The consumer of `round.played` wagers in SQL (migration `1411_bonus_wager`); the rules stay in
 * `services/bonus-rules.ts` too (what a bonus shows, the tests' models). Both must give the same
 * answer: the contribution for many random campaigns, games and stakes, and the whole step
 * (currency, expiry, maximum stake, note, cap, conversion) against the rules as the engine applied
 * them in TypeScript before, on real rows; and a set of rounds in one call (what the consumer sends
 * for a delivery batch, migration `1412_bonus_rounds_played`) against those rules applied round
 * after round, players and bonuses interleaved. PostgreSQL and PGlite.
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
  /** A bonus as the rules see it: its status, its wagered amount and its notes in order. */
  const bonusState = async (bonusId: number) => {
    const row = await db().selectFrom('player_bonuses').selectAll().where('id', '=', bonusId).executeTakeFirstOrThrow();
    const notes = await db()
      .selectFrom('player_bonus_events')
      .select(['action', 'amount'])
      .where('bonus_id', '=', bonusId)
      .orderBy('id')
      .execute();
    return { status: row.status, wagered: Number(row.wagered), notes: notes.map((note) => [note.action, Number(note.amount)]) };
  };

  beforeAll(async () => {
    testApp = await createTestApp({ jobWorkers: false });
  }, 240_000);
  afterAll(() => testApp.close());

  /** Seeded games with different sets of categories. */
  async function seededGames(): Promise<Array<{ id: number; categories: string[] }>> {
    const { rows: games } = await sql<{ id: number; categories: string[] }>`
      select distinct on (categories) id, categories from (
        select g.id, array_agg(c.sysname order by c.sysname) as categories
        from games g join game_category_links l on l.game_id = g.id join game_categories c on c.id = l.category_id
        group by g.id) x
      order by categories, id
      limit 12`.execute(db());
    expect(games.length).toBeGreaterThan(2);
    return games;
  }

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
    const games = await seededGames();
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
          const state = await bonusState(bonus.id);
          expect(state).toEqual({
            status: completes ? 'completed' : 'active',
            wagered: after,
            notes: [...(counted > 0 ? [['wagered', counted]] : []), ...(completes ? [['completed', 0]] : [])],
          });
          expect(answer && { status: answer.status, wagered: Number(answer.wagered) }).toEqual({ status: state.status, wagered: after });
          const day = await db().selectFrom('bonus_play_days').selectAll().where('account_id', '=', accountId).execute();
          expect(day.map((each) => [String(each.day).slice(0, 10), each.currency, Number(each.staked), Number(each.won)])).toEqual([
            [expect.any(String), 'EUR', input.realStake, input.realWin],
          ]);
        },
      ),
      { numRuns: Number(process.env['WAGERING_RULES_RUNS'] ?? 60), seed: 44 },
    );
  });

  it('a set of rounds in one call (bonus_rounds_played) does what the rules say, applied round after round, on real rows', async () => {
    const { app } = testApp;
    const engine = createBonusEngine({ wallet: app.wallet, events: app.events, isExcluded: app.playerProtection.isExcluded });
    const games = await seededGames();
    const categoryNames = [...new Set(games.flatMap((game) => game.categories)), 'default'];
    const DAYS = ['2026-03-04T23:59:59.999Z', '2026-03-05T00:00:00Z'];
    let run = 0;

    const activeBonus = fc.record({
      contributions: fc.dictionary(fc.constantFrom(...categoryNames), fc.integer({ min: 0, max: 100 }), { maxKeys: 4 }),
      maxStake: fc.option(fc.integer({ min: 1, max: 500 }), { nil: null }),
      // Often small, so that runs reach it and go on past it.
      required: fc.oneof(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 1_500 })),
      wageredShare: fc.double({ min: 0, max: 1, noNaN: true }),
      freeSpinsLeft: fc.constantFrom(0, 0, 1),
      currency: fc.constantFrom('EUR', 'EUR', 'EUR', 'USD'),
      expiresInMs: fc.constantFrom(60_000, 60_000, 60_000, -60_000),
      // What is on its bonus account: what the conversion moves to main money.
      balance: fc.constantFrom(0, 250),
    });
    const round = fc.record({
      player: fc.nat(2),
      game: fc.constantFrom(...games),
      stake: fc.integer({ min: 0, max: 700 }),
      currency: fc.constantFrom('EUR', 'EUR', 'EUR', 'USD'),
      play: fc.option(
        fc.record({ stake: fc.integer({ min: 0, max: 700 }), win: fc.integer({ min: 0, max: 900 }), at: fc.constantFrom(...DAYS) }),
        {
          nil: undefined,
          freq: 5,
        },
      ),
    });

    await fc.assert(
      fc.asyncProperty(
        fc.record({
          players: fc.array(fc.option(activeBonus, { nil: null, freq: 4 }), { minLength: 1, maxLength: 3 }),
          rounds: fc.array(round, { minLength: 1, maxLength: 30 }),
        }),
        async (input) => {
          run += 1;
          const players = await Promise.all(
            input.players.map(async (bonus, index) => {
              const { id } = await db()
                .insertInto('accounts')
                .values({ login: `wagering-set-${run}-${index}-${Date.now()}`, currency: 'EUR', locale: 'en' })
                .returning('id')
                .executeTakeFirstOrThrow();
              const accountId = Number(id);
              if (!bonus) return { accountId, bonusId: null };
              const campaignId = 6_000 + run * 3 + index;
              await db()
                .insertInto('bonus_campaigns')
                .values({
                  id: campaignId,
                  kind: 'no_deposit',
                  wallet: 'casino',
                  title: `Rules set ${run}`,
                  fixed_amount: 100,
                  wagering_multiplier: 1,
                  contributions: JSON.stringify(bonus.contributions),
                  max_stake: bonus.maxStake,
                })
                .execute();
              const row = await db()
                .insertInto('player_bonuses')
                .values({
                  account_id: accountId,
                  campaign_id: campaignId,
                  wallet: 'casino',
                  status: 'active',
                  amount: 100,
                  currency: bonus.currency,
                  wagering_required: bonus.required,
                  wagered: Math.floor(bonus.required * bonus.wageredShare),
                  source: 'rules',
                  expires_at: new Date(Date.now() + bonus.expiresInMs),
                  free_spins_left: bonus.freeSpinsLeft,
                })
                .returning('id')
                .executeTakeFirstOrThrow();
              if (bonus.balance > 0)
                await db()
                  .transaction()
                  .execute(async (trx) =>
                    app.wallet.transfer(trx, {
                      key: `rules-set:${row.id}`,
                      kind: 'bonus_grant',
                      from: await app.wallet.accounts.house(trx, bonus.currency, accountId),
                      to: await app.wallet.accounts.player(trx, accountId, 'bonus', bonus.currency),
                      amount: bonus.balance,
                    }),
                  );
              return { accountId, bonusId: Number(row.id) };
            }),
          );
          const playerOf = (each: { player: number }) => each.player % players.length;
          const rounds = input.rounds.map((each) => ({
            accountId: players[playerOf(each)]!.accountId,
            gameId: each.game.id,
            stake: each.stake,
            currency: each.currency,
            ...(each.play ? { play: { stake: each.play.stake, win: each.play.win, at: new Date(each.play.at) } } : {}),
          }));

          const converted = await db()
            .transaction()
            .execute((trx) => engine.wagerRounds(trx, rounds));

          // The rules, applied round after round as the consumer applied them one event at a time.
          const model = input.players.map(
            (bonus) =>
              bonus && {
                status: 'active',
                wagered: Math.floor(bonus.required * bonus.wageredShare),
                notes: [] as Array<[string, number]>,
              },
          );
          const days = new Map<string, [number, number]>();
          const completed: number[] = [];
          for (const each of input.rounds) {
            const index = playerOf(each);
            if (each.play) {
              const key = `${players[index]!.accountId}|${each.play.at.slice(0, 10)}|${each.currency}`;
              const [staked, won] = days.get(key) ?? [0, 0];
              days.set(key, [staked + each.play.stake, won + each.play.win]);
            }
            const bonus = input.players[index];
            const state = model[index];
            if (!bonus || !state || state.status !== 'active') continue;
            const counts = bonus.currency === each.currency && bonus.expiresInMs > 0;
            const counted = counts
              ? wageringContribution(each.stake, bonus.maxStake, contributionPercent(bonus.contributions, each.game.categories))
              : 0;
            if (counted === 0) continue;
            state.notes.push(['wagered', counted]);
            state.wagered = Math.min(bonus.required, state.wagered + counted);
            if (state.wagered >= bonus.required && bonus.freeSpinsLeft === 0) {
              state.status = 'completed';
              state.notes.push(['completed', bonus.balance]);
              completed.push(players[index]!.bonusId!);
            }
          }

          expect(converted.map((bonus) => [Number(bonus.id), bonus.status])).toEqual(completed.map((id) => [id, 'completed']));
          for (const [index, player] of players.entries()) {
            const state = model[index];
            const bonus = input.players[index];
            if (!state || !bonus || player.bonusId === null) continue;
            expect(await bonusState(player.bonusId)).toEqual(state);
            // The conversion moved the bonus balance to main money, through the ledger, once.
            const balances = await app.wallet.balances(db(), player.accountId, bonus.currency);
            expect([balances.main, balances.bonus]).toEqual(state.status === 'completed' ? [bonus.balance, 0] : [0, bonus.balance]);
          }
          const { rows: stored } = await sql<{ account_id: number; day: string; currency: string; staked: number; won: number }>`
            select account_id, to_char(day, 'YYYY-MM-DD') as day, currency, staked, won from bonus_play_days
            where account_id = any(${players.map((player) => player.accountId)})`.execute(db());
          const key = (accountId: number, day: string, currency: string) => `${accountId}|${day}|${currency}`;
          expect(
            new Map(stored.map((row) => [key(Number(row.account_id), row.day, row.currency), [Number(row.staked), Number(row.won)]])),
          ).toEqual(days);
        },
      ),
      { numRuns: Number(process.env['WAGERING_SET_RUNS'] ?? 40), seed: 44 },
    );
    await expectBalancedLedger(app);
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
