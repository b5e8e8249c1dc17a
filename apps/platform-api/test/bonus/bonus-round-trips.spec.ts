import { sql } from 'kysely';
import { registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/test-database';
import { bonusRows, calls, expectBalancedLedger } from './bonus-helpers';
import { type Delivery, handlerStatementsPerEvent, watchDeliveries } from './round-trips';

/** 100.00 to wager once, stakes up to 2.00 counting: ten rounds of 1.50 leave it running. */
const LONG_CAMPAIGN = {
  id: 911,
  kind: 'no_deposit' as const,
  wallet: 'casino' as const,
  title: 'Round trips',
  promo_code: 'TRIPS100',
  fixed_amount: 10_000,
  wagering_multiplier: 1,
  max_stake: 200,
  expiry_days: 3,
  contributions: JSON.stringify({ default: 100, roulette: 10 }),
};

/**
 * The `bonus.engine` consumer takes a delivery batch as a set (issue 44 §1): its work for a run of
 * casino rounds (`round.played`: cashback's play days and the active bonus's wagering) is one round
 * trip whatever the run's length, with or without an active bonus, as long as the wagering does not
 * complete, so a delivery sends as many statements for 8 rounds as for 2: counted on the real
 * relay's deliveries, by the statements each sends (`round-trips.ts`), on PostgreSQL and PGlite. It
 * was 2 per round without a bonus and 7 with one (session 37), then 1 per round plus the bus's
 * savepoint and release around each (session 38).
 */
describe('bonus.engine: round trips per delivery of casino rounds', () => {
  let testApp: TestApp;
  let watch: ReturnType<typeof watchDeliveries>;
  let gameId: number;
  let rounds = 0;
  const app = () => testApp.app;
  const db = () => testApp.database.db;

  beforeAll(async () => {
    testApp = await createTestApp();
    await db().insertInto('bonus_campaigns').values(LONG_CAMPAIGN).execute();
    // A slot: counted in full (`default`).
    const game = await db()
      .selectFrom('games as g')
      .innerJoin('game_category_links as l', 'l.game_id', 'g.id')
      .innerJoin('game_categories as c', 'c.id', 'l.category_id')
      .select('g.id')
      .where('c.sysname', '=', 'slots')
      .orderBy('g.id')
      .executeTakeFirstOrThrow();
    gameId = Number(game.id);
    watch = watchDeliveries('bonus.engine');
  }, 240_000);
  afterAll(async () => {
    watch?.uninstall();
    await testApp.close();
  });

  /** Records rounds of these stakes (each winning `win`) in one transaction; answers the delivery that handled them. */
  async function playRounds(accountId: number, stakes: number[], win = 0): Promise<Delivery> {
    // What was recorded before (a registration) is delivered first, so the delivery below has these rounds only.
    await waitFor(caughtUp, (done) => done);
    const ids: number[] = [];
    await db()
      .transaction()
      .execute(async (trx) => {
        for (const stake of stakes) {
          rounds += 1;
          ids.push(rounds);
          await app().events.record(trx, {
            type: 'round.played',
            payload: { accountId, roundId: rounds, gameId, stake, win, currency: 'EUR' },
          });
        }
      });
    const mine = (delivery: Delivery) => delivery.events.some((event) => ids.includes(Number(event.payload['roundId'])));
    const [delivery] = await waitFor(
      () => watch.deliveries.filter(mine),
      (found) => found.length > 0,
    );
    // The events of one transaction are stamped together, so one delivery takes them all.
    expect(delivery!.events.map((event) => Number(event.payload['roundId']))).toEqual(ids);
    return delivery!;
  }

  /** Every recorded event stamped and the consumer at the stream's head. */
  async function caughtUp(): Promise<boolean> {
    const { rows } = await sql<{ done: boolean }>`
      select not exists (select 1 from domain_events where position is null)
        and (select position from event_consumers where name = 'bonus.engine') >= (select head from event_stream where id = 1) as done`.execute(
      db(),
    );
    return rows[0]!.done;
  }

  const playDay = (accountId: number) =>
    db().selectFrom('bonus_play_days').select(['staked', 'won']).where('account_id', '=', accountId).executeTakeFirst();

  it('the same statements for a delivery of 8 rounds as of 2, without an active bonus', async () => {
    const player = await registerPlayer(app());
    const small = await playRounds(player.uid, [100, 100], 30);
    const large = await playRounds(player.uid, Array(8).fill(100), 30);
    expect(large.statements).toHaveLength(small.statements.length);
    expect(handlerStatementsPerEvent(small, large)).toBe(0);
    // Cashback's play day has all ten rounds.
    expect(await playDay(player.uid)).toEqual({ staked: 1_000, won: 300 });
    expect(await bonusRows(app(), player.uid)).toEqual([]);
  });

  it('the same statements for 8 rounds as for 2 with an active bonus whose wagering goes on; the round that completes it converts it, once', async () => {
    const player = await registerPlayer(app());
    const granted = await calls(app(), player, 'campaigns').post('activateOffer', { promo_code: 'TRIPS100' });
    expect(granted.body.payload.status).toBe('active');
    const small = await playRounds(player.uid, [150, 150]);
    const large = await playRounds(player.uid, Array(8).fill(150));
    expect(large.statements).toHaveLength(small.statements.length);
    expect(handlerStatementsPerEvent(small, large)).toBe(0);
    const [running] = await bonusRows(app(), player.uid);
    expect([running!.status, Number(running!.wagered)]).toEqual(['active', 1_500]);
    expect(await playDay(player.uid)).toEqual({ staked: 1_500, won: 0 });

    // A stake above the maximum counts nothing; 43 of 2.00 then reach the 100.00 (the last one only
    // in part); the two rounds after it in the same delivery count towards nothing.
    const before = await app().wallet.balances(db(), player.uid, 'EUR');
    expect(before.bonus).toBe(10_000);
    await playRounds(player.uid, [201]);
    expect(Number((await bonusRows(app(), player.uid))[0]!.wagered)).toBe(1_500);
    await playRounds(player.uid, Array(45).fill(200));
    const [done] = await bonusRows(app(), player.uid);
    expect([done!.status, Number(done!.wagered)]).toEqual(['completed', 10_000]);
    const notes = await db()
      .selectFrom('player_bonus_events')
      .select(['action', 'amount'])
      .where('bonus_id', '=', done!.id)
      .orderBy('id')
      .execute();
    expect(notes.map((note) => [note.action, Number(note.amount)])).toEqual([
      ['granted', 10_000],
      ['activated', 10_000],
      ...Array(10).fill(['wagered', 150]),
      ...Array(43).fill(['wagered', 200]),
      ['completed', 10_000],
    ]);
    // The bonus balance went to main money through the ledger, in the round's delivery.
    const after = await app().wallet.balances(db(), player.uid, 'EUR');
    expect([after.bonus, after.main - before.main]).toEqual([0, 10_000]);
    expect(await playDay(player.uid)).toEqual({ staked: 1_500 + 201 + 45 * 200, won: 0 });
    await expectBalancedLedger(app());
  });

  it('other events in a delivery take their place in the order: rounds after a withdrawal no longer wager its forfeited bonus', async () => {
    const player = await registerPlayer(app());
    await calls(app(), player, 'campaigns').post('activateOffer', { promo_code: 'TRIPS100' });
    await waitFor(caughtUp, (done) => done);
    const roundOf = (stake: number) => {
      rounds += 1;
      return { type: 'round.played' as const, payload: { accountId: player.uid, roundId: rounds, gameId, stake, win: 0, currency: 'EUR' } };
    };
    await db()
      .transaction()
      .execute((trx) =>
        app().events.recordMany(trx, [
          roundOf(100),
          roundOf(150),
          { type: 'withdrawal.requested', payload: { accountId: player.uid, withdrawalId: 1, amount: 100, currency: 'EUR' } },
          roundOf(200),
          roundOf(200),
        ]),
      );
    await waitFor(caughtUp, (done) => done);
    const [bonus] = await bonusRows(app(), player.uid);
    expect([bonus!.status, Number(bonus!.wagered)]).toEqual(['forfeited', 250]);
    const notes = await db()
      .selectFrom('player_bonus_events')
      .select(['action', 'amount'])
      .where('bonus_id', '=', bonus!.id)
      .orderBy('id')
      .execute();
    expect(notes.map((note) => [note.action, Number(note.amount)])).toEqual([
      ['granted', 10_000],
      ['activated', 10_000],
      ['wagered', 100],
      ['wagered', 150],
      ['forfeited', 10_000],
    ]);
    expect(await playDay(player.uid)).toEqual({ staked: 650, won: 0 });
    await expectBalancedLedger(app());
  });
});
