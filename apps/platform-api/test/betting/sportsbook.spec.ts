import { ABANDON_RATE, chanceIn, endEvent, stepFeed } from '../../src/betting/services/feed-simulator';
import { footballHandicapLine, marketPrices, type MatchState, resultOf } from '../../src/betting/services/pricing';
import { publishResult } from '../../src/betting/services/results';
import { COMPETITIONS, createEvent, seededRandom } from '../../src/betting/services/schedule';
import { settlePending } from '../../src/betting/services/settlement';
import { api, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { setPlayerBalance } from '../wallet/fund-player';
import { footballEvent, freshKey, openPriceStream, placeBet, type Player } from './betting-helpers';

// Stream events are asserted field by field, as the API helper's answers are.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** The sportsbook end to end through the API: the board, the feed, placement and its refusals, settlement once. */
describe('betting', () => {
  let testApp: TestApp;
  let player: Player;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const balance = async (who: Player) => (await app().wallet.balances(db(), who.uid, 'EUR')).main;

  beforeAll(async () => {
    testApp = await createTestApp();
    player = await registerPlayer(testApp.app);
    await setPlayerBalance(testApp.app.wallet, testApp.database.db, player.uid, 'EUR', 100_00);
  }, 240_000);
  afterAll(() => testApp.close());

  it('has a seeded schedule that the feed moves from pre-match to live to finished, repricing and publishing results', async () => {
    const now = new Date();
    await stepFeed(db(), now, seededRandom(1), { abandonRate: 0, voidRate: 0 });
    const sports = (await api(app(), 'GET', 'betting/getsports')).body.payload.items;
    expect(sports.map((sport: { sport: string }) => sport.sport)).toEqual(['football', 'tennis', 'basketball']);
    for (const sport of sports) expect(sport.live).toBeGreaterThan(0);
    const live = (await api(app(), 'GET', 'betting/getevents', { query: { status: 'live', sport: 'football' } })).body.payload.items;
    expect(live.length).toBeGreaterThan(0);
    expect(live[0].markets.map((market: { kind: string }) => market.kind)).toEqual(['winner', 'total', 'handicap', 'btts']);
    const winner = live[0].markets[0];
    // The margin: implied probabilities of a market add up to a little more than 1.
    const implied = winner.selections.reduce((sum: number, selection: { price: number }) => sum + 100 / selection.price, 0);
    if (winner.status === 'open') expect(implied).toBeGreaterThan(1.02);
    const upcoming = (await api(app(), 'GET', 'betting/getevents', { query: { status: 'upcoming' } })).body.payload.items;
    expect(
      upcoming.every(
        (event: { status: string; starts_at: string }) => event.status === 'prematch' && Date.parse(event.starts_at) > now.getTime(),
      ),
    ).toBe(true);

    // Twenty minutes later every match that was live is over, its markets settled; new ones were scheduled.
    const later = await stepFeed(db(), new Date(now.getTime() + 20 * 60_000), seededRandom(2), { abandonRate: 0, voidRate: 0 });
    expect(later.settledMarkets.length).toBeGreaterThan(0);
    const finished = (await api(app(), 'GET', 'betting/getevent', { query: { id: String(live[0].id) } })).body.payload;
    expect(finished.status).toBe('finished');
    expect(finished.markets.every((market: { status: string }) => market.status === 'settled')).toBe(true);
    const after = (await api(app(), 'GET', 'betting/getsports')).body.payload.items;
    expect(after[0].live + after[0].upcoming).toBeGreaterThanOrEqual(9);
    expect((await api(app(), 'GET', 'betting/getevent', { query: { id: '999999' } })).body.error.invalid_parameters).toEqual({
      id: ['validation.wrongField'],
    });
  });

  it('places a single through the ledger once per key, and refuses changed prices, suspended markets and bad slips', async () => {
    const event = await footballEvent(db(), 10);
    const home = event.pick('winner', 'home');
    const before = await balance(player);
    const key = freshKey();
    const placed = await placeBet(app(), player, [{ id: home.id, price: home.price }], '2.50', { key });
    expect(placed.body.payload).toMatchObject({
      kind: 'single',
      status: 'open',
      stake: { amount: 2.5, currency: 'EUR' },
      price: home.price,
    });
    const again = await placeBet(app(), player, [{ id: home.id, price: home.price }], '2.50', { key });
    expect(again.body.payload.id).toBe(placed.body.payload.id);
    expect(await balance(player)).toBe(before - 250);
    const events = await db().selectFrom('domain_events').select(['type', 'payload']).where('type', '=', 'bet.placed').execute();
    expect(events).toHaveLength(1);

    const noKey = await placeBet(app(), player, [{ id: home.id, price: home.price }], 1, { key: null });
    expect(noKey.body.error.invalid_parameters).toEqual({ 'Idempotency-Key': ['validation.required'] });
    const stale = await placeBet(app(), player, [{ id: home.id, price: home.price + 5 }], 1);
    expect(stale.body.error).toMatchObject({
      type: 'InvalidRequestException',
      code: 'price_changed',
      error_data: { prices: { [home.id]: home.price } },
    });
    const accepted = await placeBet(app(), player, [{ id: home.id, price: home.price + 5 }], 1, { accept: true });
    expect(accepted.body.payload.price).toBe(home.price);
    expect((await placeBet(app(), player, [{ id: home.id, price: home.price }], '0.05')).body.error.invalid_parameters).toEqual({
      stake: ['validation.sum?min=0.1&max=1000'],
    });
    expect((await placeBet(app(), player, [{ id: home.id, price: home.price }], 'ten')).body.error.invalid_parameters).toEqual({
      stake: ['validation.sum'],
    });
    expect((await placeBet(app(), player, [{ id: home.id, price: home.price }], 500)).body.error.type).toBe('UserNeedDepositException');
    const draw = event.pick('winner', 'draw');
    const sameEvent = await placeBet(
      app(),
      player,
      [
        { id: home.id, price: home.price },
        { id: draw.id, price: draw.price },
      ],
      1,
    );
    expect(sameEvent.body.error.invalid_parameters).toEqual({ selections: ['validation.wrongField'] });
    expect((await placeBet(app(), player, [{ id: 999_999, price: 200 }], 1)).body.error.invalid_parameters).toEqual({
      selections: ['validation.wrongField'],
    });

    await db().updateTable('betting_markets').set({ status: 'suspended' }).where('id', '=', home.market_id).execute();
    const suspended = await placeBet(app(), player, [{ id: home.id, price: home.price }], 1);
    expect(suspended.body.error).toMatchObject({ code: 'market_suspended', error_data: { selections: [home.id] } });
    await db().updateTable('betting_markets').set({ status: 'open' }).where('id', '=', home.market_id).execute();
    expect(await balance(player)).toBe(before - 350);
  });

  it('refuses a stake whose payout would exceed the maximum, moving nothing, and takes one at the maximum', async () => {
    // Three long shots at 20.00 make 8000.00: the 50 000 cap falls at a 6.25 stake, well inside the stake limits.
    const legs = [
      (await footballEvent(db(), 21)).pick('winner', 'away'),
      (await footballEvent(db(), 22)).pick('winner', 'away'),
      (await footballEvent(db(), 23)).pick('winner', 'away'),
    ];
    const longShot = 20_00;
    await db()
      .updateTable('betting_selections')
      .set({ price: longShot })
      .where(
        'id',
        'in',
        legs.map((leg) => leg.id),
      )
      .execute();
    const slip = legs.map(({ id }) => ({ id, price: longShot }));
    const bettor = await registerPlayer(app());
    await setPlayerBalance(app().wallet, db(), bettor.uid, 'EUR', 50_00);
    const bets = () => db().selectFrom('bets').select('id').where('account_id', '=', bettor.uid).execute();
    const placedEvents = () => db().selectFrom('domain_events').select('key').where('type', '=', 'bet.placed').execute();
    const eventsBefore = (await placedEvents()).length;

    const over = await placeBet(app(), bettor, slip, '6.26');
    expect(over.body.error).toMatchObject({
      invalid_parameters: { stake: ['validation.maxValue?max=6.25'] },
      error_data: { max_payout: 50_000 },
    });
    expect(await balance(bettor)).toBe(50_00);
    expect(await bets()).toEqual([]);
    expect(await placedEvents()).toHaveLength(eventsBefore);

    const atMaximum = await placeBet(app(), bettor, slip, '6.25');
    expect(atMaximum.body.payload).toMatchObject({
      kind: 'accumulator',
      status: 'open',
      price: 8000_00,
      stake: { amount: 6.25, currency: 'EUR' },
      potential_payout: { amount: 50_000, currency: 'EUR' },
    });
    expect(await balance(bettor)).toBe(50_00 - 625);
    expect(await bets()).toHaveLength(1);
  });

  it('refuses a self-excluded player', async () => {
    const a = (await footballEvent(db(), 24)).pick('winner', 'away');
    const excluded = await registerPlayer(app());
    await setPlayerBalance(app().wallet, db(), excluded.uid, 'EUR', 10_00);
    await db()
      .insertInto('player_protection')
      .values({
        account_id: excluded.uid,
        exclusion_kind: 'self_exclusion',
        exclusion_started_at: new Date(),
        exclusion_ends_at: new Date(Date.now() + 86_400_000),
      })
      .execute();
    const refused = await placeBet(app(), excluded, [{ id: a.id, price: a.price }], 1);
    expect(refused.body.status).toBe('error');
    expect(await balance(excluded)).toBe(10_00);
  });

  it('settles an accumulator once when its results are published, a void leg counting as 1.00', async () => {
    const first = await footballEvent(db(), 31);
    const second = await footballEvent(db(), 32);
    const legs = [first.pick('winner', 'home'), second.pick('total', 'over')];
    const before = await balance(player);
    const placed = await placeBet(
      app(),
      player,
      legs.map(({ id, price }) => ({ id, price })),
      4,
    );
    expect(placed.body.payload).toMatchObject({ kind: 'accumulator', price: Math.floor((legs[0]!.price * legs[1]!.price) / 100) });
    const betId = placed.body.payload.id;

    await db()
      .transaction()
      .execute((trx) => publishResult(trx, legs[0]!.market_id, { home: 'won' }));
    expect(await settlePending(db(), app())).toBe(0);
    expect(
      (await api(app(), 'GET', 'betting/getbets', { cookie: player.cookie, query: { status: 'open' } })).body.payload.items[0].id,
    ).toBe(betId);
    await db()
      .transaction()
      .execute((trx) => publishResult(trx, legs[1]!.market_id, { over: 'void', under: 'void' }));
    // A repeated result message for a settled market changes nothing.
    expect(
      await db()
        .transaction()
        .execute((trx) => publishResult(trx, legs[1]!.market_id, { over: 'won' })),
    ).toBe(false);
    expect(await settlePending(db(), app())).toBe(1);
    expect(await settlePending(db(), app())).toBe(0);
    const payout = Math.floor((400 * legs[0]!.price) / 100);
    expect(await balance(player)).toBe(before - 400 + payout);
    const settled = (await api(app(), 'GET', 'betting/getbets', { cookie: player.cookie, query: { status: 'settled' } })).body.payload;
    expect(settled.items[0]).toMatchObject({ id: betId, status: 'won', payout: { amount: payout / 100, currency: 'EUR' } });
    expect(settled.items[0].legs.map((leg: { outcome: string }) => leg.outcome)).toEqual(['won', 'void']);
    const recorded = await db()
      .selectFrom('domain_events')
      .select('payload')
      .where('type', '=', 'bet.settled')
      .where('key', '=', String(betId))
      .execute();
    expect(recorded).toHaveLength(1);
  });

  it('offers a handicap on football and basketball, priced with the margin, moved by play, and settles a whole line that pushes as void', async () => {
    const implied = (prices: number[]) => prices.reduce((sum, price) => sum + 100 / price, 0);
    // Football: an Asian handicap on the home side, in half goals, from the sides' expected goals.
    const event = await footballEvent(db(), 51);
    const market = await db()
      .selectFrom('betting_markets')
      .select(['id', 'line'])
      .where('event_id', '=', event.id)
      .where('kind', '=', 'handicap')
      .executeTakeFirstOrThrow();
    const rates = await db()
      .selectFrom('betting_events')
      .select(['home_rate', 'away_rate'])
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(Number(market.line)).toBe(footballHandicapLine(rates.home_rate, rates.away_rate));
    const home = event.pick('handicap', 'home');
    const away = event.pick('handicap', 'away');
    expect(implied([home.price, away.price])).toBeGreaterThan(1.04);
    expect(implied([home.price, away.price])).toBeLessThan(1.08);

    // Basketball: a point spread on a half point, so it never pushes.
    const basketball = COMPETITIONS.find((competition) => competition.sport === 'basketball')!;
    const game = await db()
      .transaction()
      .execute((trx) => createEvent(trx, basketball, new Date(Date.now() + 3_600_000), seededRandom(52)));
    const spread = await db()
      .selectFrom('betting_markets')
      .select(['id', 'line'])
      .where('event_id', '=', game)
      .where('kind', '=', 'handicap')
      .executeTakeFirstOrThrow();
    expect(Math.abs(Number(spread.line) % 1)).toBe(0.5);
    const spreadPrices = await db().selectFrom('betting_selections').select('price').where('market_id', '=', spread.id).execute();
    expect(implied(spreadPrices.map((row) => row.price))).toBeGreaterThan(1.04);

    // The model moves the line's prices with play: a home goal makes the home side's cover likelier.
    const start: MatchState = { sport: 'football', clock: 30, homeScore: 0, awayScore: 0, homeRate: 1.4, awayRate: 1.1 };
    const spec = { kind: 'handicap' as const, line: -1, codes: ['home' as const, 'away' as const] };
    const goal = marketPrices({ ...start, homeScore: 1 }, spec);
    expect(goal.prices.home!).toBeLessThan(marketPrices(start, spec).prices.home!);
    // At the final whistle on exactly the line, neither side can win: no price is offered.
    expect(marketPrices({ ...start, clock: 90, homeScore: 1 }, spec).offered).toBe(false);

    // A whole line landing exactly on the margin is a push: a single's stake comes back, an
    // accumulator recalculates without the leg.
    await db().updateTable('betting_markets').set({ line: -1 }).where('id', '=', market.id).execute();
    const other = (await footballEvent(db(), 53)).pick('winner', 'home');
    const before = await balance(player);
    const single = await placeBet(app(), player, [{ id: home.id, price: home.price }], 2);
    const accumulator = await placeBet(
      app(),
      player,
      [
        { id: away.id, price: away.price },
        { id: other.id, price: other.price },
      ],
      3,
    );
    expect(single.body.status).toBe('ok');
    expect(accumulator.body.status).toBe('ok');
    const final: MatchState = { sport: 'football', clock: 90, homeScore: 2, awayScore: 1, homeRate: 1, awayRate: 1 };
    const outcomes = resultOf(final, { kind: 'handicap', line: -1, codes: ['home', 'away'] });
    expect(outcomes).toEqual({ home: 'void', away: 'void' });
    await db()
      .transaction()
      .execute(async (trx) => {
        await publishResult(trx, market.id, outcomes);
        await publishResult(trx, other.market_id, { home: 'won' });
      });
    expect(await settlePending(db(), app())).toBe(2);
    expect(await settlePending(db(), app())).toBe(0);
    const bets = (await api(app(), 'GET', 'betting/getbets', { cookie: player.cookie, query: { status: 'settled' } })).body.payload.items;
    const settledSingle = bets.find((bet: { id: number }) => bet.id === single.body.payload.id);
    const settledAccumulator = bets.find((bet: { id: number }) => bet.id === accumulator.body.payload.id);
    expect(settledSingle).toMatchObject({ status: 'void', payout: { amount: 2 } });
    expect(settledSingle.legs[0]).toMatchObject({ market: 'handicap', line: -1, code: 'home', outcome: 'void' });
    const payout = Math.floor((300 * other.price) / 100);
    expect(settledAccumulator).toMatchObject({ status: 'won', payout: { amount: payout / 100 } });
    expect(await balance(player)).toBe(before - 300 + payout);
    // Off the line the handicap decides: 3–1 against −1 is the home side's.
    expect(resultOf({ ...final, homeScore: 3 }, { kind: 'handicap', line: -1, codes: ['home', 'away'] })).toEqual({
      home: 'won',
      away: 'lost',
    });
    expect(resultOf({ ...final, homeScore: 1 }, { kind: 'handicap', line: 0.5, codes: ['home', 'away'] })).toEqual({
      home: 'won',
      away: 'lost',
    });
    expect(resultOf({ ...final, homeScore: 1 }, { kind: 'handicap', line: -0.5, codes: ['home', 'away'] })).toEqual({
      home: 'lost',
      away: 'won',
    });
  });

  it('abandons a match now and then: its markets are void, its bets settle void once and an accumulator recalculates', async () => {
    // Rare, whatever the feed's interval: over a whole match the steps' chances compound to the rate.
    const steps = [7, 23, 1, 30, 29];
    const kept = steps.reduce((product, minutes) => product * (1 - chanceIn(ABANDON_RATE, minutes, 'football')), 1);
    expect(1 - kept).toBeCloseTo(ABANDON_RATE, 10);
    expect(chanceIn(0, 90, 'football')).toBe(0);

    const abandoned = await footballEvent(db(), 61);
    const other = await footballEvent(db(), 62);
    const home = abandoned.pick('winner', 'home');
    const over = abandoned.pick('total', 'over');
    const away = other.pick('winner', 'away');
    const before = await balance(player);
    const single = (await placeBet(app(), player, [{ id: home.id, price: home.price }], 2)).body.payload;
    const accumulator = (
      await placeBet(
        app(),
        player,
        [
          { id: over.id, price: over.price },
          { id: away.id, price: away.price },
        ],
        3,
      )
    ).body.payload;
    expect(await balance(player)).toBe(before - 500);

    // The match kicks off and (at a rate of 1, in its first minutes) is abandoned where it stands.
    await db()
      .updateTable('betting_events')
      .set({ starts_at: new Date(Date.now() - 60_000) })
      .where('id', '=', abandoned.id)
      .execute();
    const step = await stepFeed(db(), new Date(), seededRandom(63), { abandonRate: 1, voidRate: 0 });
    expect(step.settledMarkets).toEqual(expect.arrayContaining(abandoned.markets.map((market) => market.id)));
    const shown = (await api(app(), 'GET', 'betting/getevent', { query: { id: String(abandoned.id) } })).body.payload;
    expect(shown.status).toBe('abandoned');
    expect(shown.markets.every((market: { status: string }) => market.status === 'settled')).toBe(true);
    const outcomes = await db()
      .selectFrom('betting_selections')
      .select('outcome')
      .where(
        'market_id',
        'in',
        abandoned.markets.map((market) => market.id),
      )
      .execute();
    expect(new Set(outcomes.map((row) => row.outcome))).toEqual(new Set(['void']));
    const refused = await placeBet(app(), player, [{ id: home.id, price: home.price }], 1);
    expect(refused.body.error).toMatchObject({ code: 'market_suspended' });

    // The single's stake comes back once; the accumulator waits for its other leg.
    expect(await settlePending(db(), app(), step.settledMarkets)).toBeGreaterThanOrEqual(1);
    expect(await settlePending(db(), app())).toBe(0);
    expect(await balance(player)).toBe(before - 300);
    // Nothing is published twice: the abandoned match is no longer played, nor finished on demand.
    expect((await stepFeed(db(), new Date(), seededRandom(64), { abandonRate: 1, voidRate: 0 })).settledMarkets).not.toContain(
      abandoned.markets[0]!.id,
    );
    expect(await endEvent(db(), abandoned.id, 'finish', new Date(), seededRandom(65))).toBeUndefined();

    await db()
      .transaction()
      .execute((trx) => publishResult(trx, away.market_id, { away: 'won' }));
    expect(await settlePending(db(), app())).toBe(1);
    expect(await settlePending(db(), app())).toBe(0);
    const payout = Math.floor((300 * away.price) / 100);
    expect(await balance(player)).toBe(before - 300 + payout);
    const bets = (await api(app(), 'GET', 'betting/getbets', { cookie: player.cookie, query: { status: 'settled' } })).body.payload.items;
    expect(bets.find((bet: { id: number }) => bet.id === single.id)).toMatchObject({ status: 'void', payout: { amount: 2 } });
    const recalculated = bets.find((bet: { id: number }) => bet.id === accumulator.id);
    expect(recalculated).toMatchObject({ status: 'won', payout: { amount: payout / 100 } });
    expect(recalculated.legs.map((leg: { outcome: string }) => leg.outcome)).toEqual(['void', 'won']);
    const settledEvents = await db()
      .selectFrom('domain_events')
      .select('key')
      .where('type', '=', 'bet.settled')
      .where('key', 'in', [String(single.id), String(accumulator.id)])
      .execute();
    expect(settledEvents).toHaveLength(2);
  });

  it('voids one market of a match now and then while the others play on; its bets settle void once', async () => {
    const event = await footballEvent(db(), 71);
    const picks = event.markets.map((market) => event.selections.find((selection) => selection.market_id === market.id)!);
    const before = await balance(player);
    const bets = [];
    for (const pick of picks) bets.push((await placeBet(app(), player, [{ id: pick.id, price: pick.price }], 1)).body.payload.id as number);
    await db()
      .updateTable('betting_events')
      .set({ starts_at: new Date(Date.now() - 60_000) })
      .where('id', '=', event.id)
      .execute();
    const step = await stepFeed(db(), new Date(), seededRandom(72), { abandonRate: 0, voidRate: 1 });
    const voided = step.settledMarkets.filter((id) => event.markets.some((market) => market.id === id));
    expect(voided).toHaveLength(1);
    const outcomes = await db().selectFrom('betting_selections').select('outcome').where('market_id', '=', voided[0]!).execute();
    expect(outcomes.every((row) => row.outcome === 'void')).toBe(true);
    expect((await api(app(), 'GET', 'betting/getevent', { query: { id: String(event.id) } })).body.payload.status).toBe('live');

    expect(await settlePending(db(), app(), step.settledMarkets)).toBeGreaterThanOrEqual(1);
    const voidedBet = bets[event.markets.findIndex((market) => market.id === voided[0])]!;
    expect((await db().selectFrom('bets').select('status').where('id', '=', voidedBet).executeTakeFirstOrThrow()).status).toBe('void');
    expect(await balance(player)).toBe(before - 300);

    // The match plays on to its end: the other markets settle on the result, the voided one is not published again.
    const rest = await endEvent(db(), event.id, 'finish', new Date(), seededRandom(73));
    expect(rest).toHaveLength(event.markets.length - 1);
    expect(rest).not.toContain(voided[0]);
    await settlePending(db(), app(), rest);
    const settled = await db().selectFrom('bets').select(['id', 'status']).where('id', 'in', bets).execute();
    expect(settled.every((bet) => bet.status !== 'open')).toBe(true);
    const recorded = await db()
      .selectFrom('domain_events')
      .select('key')
      .where('type', '=', 'bet.settled')
      .where('key', '=', String(voidedBet))
      .execute();
    expect(recorded).toHaveLength(1);
  });

  it('plays an event to its end for the demo operator and settles its bets', async () => {
    const event = await footballEvent(db(), 41);
    const home = event.pick('winner', 'home');
    const placed = await placeBet(app(), player, [{ id: home.id, price: home.price }], 1);
    const response = await app().inject({
      method: 'POST',
      url: `/demo/betting/finish-event?id=${event.id}`,
      headers: { origin: 'http://localhost:4200' },
    });
    expect(response.json()).toEqual({ event: event.id, settled_bets: 1 });
    const bet = (await api(app(), 'GET', 'betting/getbets', { cookie: player.cookie })).body.payload.items.find(
      (item: { id: number }) => item.id === placed.body.payload.id,
    );
    expect(['won', 'lost']).toContain(bet.status);
    expect(await endEvent(db(), event.id, 'finish', new Date(), seededRandom(1))).toBeUndefined();
  });

  it('abandons an event for the demo operator: every market void, its bets’ stakes back once, and no second ending', async () => {
    const event = await footballEvent(db(), 43);
    const home = event.pick('winner', 'home');
    const before = await balance(player);
    const placed = await placeBet(app(), player, [{ id: home.id, price: home.price }], 2);
    expect(await balance(player)).toBe(before - 200);
    const abandon = () =>
      app().inject({ method: 'POST', url: `/demo/betting/abandon-event?id=${event.id}`, headers: { origin: 'http://localhost:4200' } });
    expect((await abandon()).json()).toEqual({ event: event.id, settled_bets: 1 });

    const shown = (await api(app(), 'GET', 'betting/getevent', { query: { id: String(event.id) } })).body.payload;
    expect(shown.status).toBe('abandoned');
    const outcomes = await db()
      .selectFrom('betting_selections')
      .select('outcome')
      .where(
        'market_id',
        'in',
        event.markets.map((market) => market.id),
      )
      .execute();
    expect(outcomes.every((row) => row.outcome === 'void')).toBe(true);
    const bet = (await api(app(), 'GET', 'betting/getbets', { cookie: player.cookie })).body.payload.items.find(
      (item: { id: number }) => item.id === placed.body.payload.id,
    );
    expect(bet).toMatchObject({ status: 'void', payout: { amount: 2 } });
    expect(await balance(player)).toBe(before);

    expect((await abandon()).statusCode).toBe(404);
    expect(await endEvent(db(), event.id, 'finish', new Date(), seededRandom(2))).toBeUndefined();
    expect(await balance(player)).toBe(before);
  });

  it('pushes prices over Server-Sent Events: a snapshot on (re)connection, then every committed change', async () => {
    const address = await app().listen({ port: 0, host: '127.0.0.1' });
    const open = () => openPriceStream(address);
    const first = await open();
    const snapshot: Loose[] = await first.next('snapshot');
    const prematch = snapshot.filter((item) => item.event.status === 'prematch');
    expect(prematch.length).toBeGreaterThan(1);
    const kickOff = prematch[0].event.id;
    const missed = prematch[1].selections[0];
    await db()
      .updateTable('betting_events')
      .set({ starts_at: new Date(Date.now() - 60_000) })
      .where('id', '=', kickOff)
      .execute();
    await stepFeed(db(), new Date(), seededRandom(7), { abandonRate: 0, voidRate: 0 });
    const update = await first.next('update', (data) => data.event.id === kickOff);
    expect(update.event.status).toBe('live');
    first.close();
    // A browser that reconnects starts from the latest prices, whatever it missed meanwhile.
    await db()
      .updateTable('betting_selections')
      .set({ price: missed.price + 11 })
      .where('id', '=', missed.id)
      .execute();
    const second = await open();
    const latest = ((await second.next('snapshot')) as Loose[]).flatMap((item) => item.selections);
    expect(latest.find((item: Loose) => item.id === missed.id)).toEqual({ id: missed.id, price: missed.price + 11 });
    // Closing the app ends the stream that is still open.
  });
});
