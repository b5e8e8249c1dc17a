import { currentLevel, levelProgress } from '../../src/loyalty/services/level-progress';
import { bestEarning, splitCarry } from '../../src/loyalty/services/point-carry';
import { SHOP_REFUSALS } from '../../src/loyalty/services/shop';
import { api, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { setPlayerBalance } from '../wallet/fund-player';
import { deliverEvents, givePoints, recordEvents } from './loyalty-helpers';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

describe('loyalty programme', () => {
  let testApp: TestApp;
  let slot: { sysname: string; id: number };
  beforeAll(async () => {
    testApp = await createTestApp();
    const [game] = (await api(testApp.app, 'GET', 'games/get', { query: { options: JSON.stringify({ category: 'slots', count: 1 }) } }))
      .body.payload.items;
    slot = { sysname: game.sysname, id: game.id };
  }, 90_000);
  afterAll(() => testApp.close());
  const app = () => testApp.app;
  const db = () => testApp.database.db;

  const info = async (player: Player, locale = 'en') =>
    (await api(app(), 'GET', 'loyalty/getinfo', { cookie: player.cookie, query: { locale } })).body.payload;
  const programs = async (player?: Player) =>
    (await api(app(), 'GET', 'loyalty/getPrograms', { cookie: player?.cookie })).body.payload.items as Array<{
      sysname: string;
      progress: number;
      isCompleted: boolean;
    }>;
  const program = async (player: Player, sysname: string) => (await programs(player)).find((item) => item.sysname === sysname)!;
  const notifications = async (player: Player) =>
    (await api(app(), 'GET', 'loyalty/getnotifications', { cookie: player.cookie })).body.payload.items;
  const markShown = (player: Player | undefined, id: number | string) =>
    api(app(), 'POST', 'loyalty/marknotificationshown', { cookie: player?.cookie, body: { id } });
  /** Points the player's rounds earned (their entries), without the quests' rewards. */
  const roundPoints = async (player: Player) => {
    const entries = await db()
      .selectFrom('loyalty_point_entries')
      .select(['source_key', 'points'])
      .where('account_id', '=', player.uid)
      .execute();
    return entries.filter((entry) => entry.source_key.startsWith('round:')).reduce((sum, entry) => sum + entry.points, 0);
  };
  let keys = 0;
  const buy = (player: Player, id: number, key = `buy-${(keys += 1)}`) =>
    api(app(), 'POST', 'loyalty/buyproduct', { cookie: player.cookie, body: { id }, headers: { 'idempotency-key': key } });

  describe('the rules as functions', () => {
    it('progress percent is exactly §9: (expCount − minValue) / (maxValue − minValue) × 100, 100 without a maximum', () => {
      expect(levelProgress(125, { min_value: 100, max_value: 200 })).toBe(25);
      expect(levelProgress(50, { min_value: 0, max_value: 500 })).toBe(10);
      expect(levelProgress(9999, { min_value: 6000, max_value: null })).toBe(100);
      expect(levelProgress(10, { min_value: 500, max_value: 2000 })).toBe(0);
      expect(levelProgress(2500, { min_value: 500, max_value: 2000 })).toBe(100);
    });
    it('a level holds min ≤ points < max', () => {
      const levels = [
        { id: 1, min_value: 0, max_value: 500 },
        { id: 2, min_value: 500, max_value: null },
      ];
      expect(currentLevel(levels, 499)?.id).toBe(1);
      expect(currentLevel(levels, 500)?.id).toBe(2);
    });
    it.each([
      { carried: 0, stakePoints: 500, perStake: 100, points: 5, left: 0 },
      { carried: 0, stakePoints: 92, perStake: 100, points: 0, left: 92 },
      { carried: 92, stakePoints: 92, perStake: 100, points: 1, left: 84 },
      { carried: 199, stakePoints: 1, perStake: 200, points: 1, left: 0 },
      { carried: 150, stakePoints: 30, perStake: 100, points: 1, left: 80 },
    ])('a round pays the whole points of carried $carried + $stakePoints per $perStake and carries the rest', (row) => {
      expect(splitCarry(row.carried, row)).toEqual({ points: row.points, remainder: row.left });
    });
    it('a round earns under its best-paying rule, compared exactly; a tie goes to the lowest rule id', () => {
      const slots = { id: 2, points: 2, per_stake: 100, stake: 46 };
      const live = { id: 3, points: 1, per_stake: 200, stake: 46 };
      expect(bestEarning([live, slots])).toEqual({ ruleId: 2, stakePoints: 92, perStake: 100 });
      // 1 per 0.50 pays as much as 2 per 1.00.
      expect(
        bestEarning([
          { ...slots, id: 7 },
          { id: 5, points: 1, per_stake: 50, stake: 46 },
        ]),
      ).toEqual({
        ruleId: 5,
        stakePoints: 46,
        perStake: 50,
      });
      expect(bestEarning([])).toBeNull();
    });
  });

  it('registration completes the register quest: points, level progress, one notification listed until its toast marks it shown', async () => {
    const player = await registerPlayer(app());
    await deliverEvents(testApp);
    const payload = await info(player, 'de');
    expect(payload).toMatchObject({ id: player.uid, uid: player.uid, is_active: true, points: 50, expCount: 50, pointsAlias: 'Münzen' });
    expect(payload.levels[0]).toMatchObject({
      sysname: 'bronze',
      name: 'Bronze',
      minValue: 0,
      maxValue: 500,
      progress: 10,
      isCurrent: true,
    });
    expect(payload.levels[3]).toMatchObject({ sysname: 'platinum', maxValue: null, progress: 100, isCurrent: false, isReached: false });
    expect(await program(player, 'welcome')).toMatchObject({ progress: 1, isCompleted: true });
    const shown = await notifications(player);
    expect(shown).toEqual([
      {
        id: expect.any(Number),
        trigger: 'register',
        type: 'credit',
        title: 'Quest completed: Welcome aboard',
        message: 'You earned 50 points.',
        amount: 50,
        amountType: 'points',
        image: null,
      },
    ]);
    // Reading changes nothing: a reload or a second tab before the toast opened still gets it.
    expect(await notifications(player)).toEqual(shown);
    expect((await markShown(player, shown[0].id)).body).toEqual({ status: 'ok', payload: 1 });
    expect(await notifications(player)).toEqual([]);
  });

  it('marknotificationshown marks only the player’s own notification, answers 1 again, and refuses the rest', async () => {
    const player = await registerPlayer(app());
    const other = await registerPlayer(app());
    await deliverEvents(testApp);
    const [mine] = await notifications(player);
    const [theirs] = await notifications(other);

    const foreign = await markShown(player, theirs.id);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.error).toMatchObject({ type: 'InvalidParameterException', invalid_parameters: { id: ['INVALID'] } });
    expect(await notifications(other)).toEqual([theirs]);
    expect((await markShown(player, 2_000_000_000)).body.error.invalid_parameters).toEqual({ id: ['INVALID'] });
    expect((await markShown(player, 'x')).statusCode).toBe(400);
    expect((await markShown(undefined, mine.id)).statusCode).toBe(401);
    expect(await notifications(player)).toEqual([mine]);

    expect((await markShown(player, mine.id)).body.payload).toBe(1);
    const { delivered_at: first } = await db()
      .selectFrom('loyalty_notifications')
      .select('delivered_at')
      .where('id', '=', mine.id)
      .executeTakeFirstOrThrow();
    expect((await markShown(player, mine.id)).body.payload).toBe(1);
    const again = await db().selectFrom('loyalty_notifications').select('delivered_at').where('id', '=', mine.id).executeTakeFirstOrThrow();
    expect(again.delivered_at).toEqual(first);
    expect(await notifications(player)).toEqual([]);
    expect(await notifications(other)).toEqual([theirs]);
  });

  it('real-money rounds earn points by the category rule and move the round quests, each round once', async () => {
    const player = await registerPlayer(app());
    await setPlayerBalance(app().wallet, db(), player.uid, 'EUR', 10_000);
    for (const [spin, stake] of ['0.20', '0.50', '2.00', '0.10', '0.20'].entries()) {
      const result = await api(app(), 'POST', 'slot/spin', {
        body: { sysname: slot.sysname, mode: 'play', stake },
        cookie: player.cookie,
        headers: { 'idempotency-key': `loyalty-spin-${player.uid}-${spin}` },
      });
      expect(result.body.status).toBe('ok');
    }
    await deliverEvents(testApp);
    // Slots: 2 points per 1.00 of stake, plus 50 for registering. 0.4 + 1 + 4 + 0.2 + 0.4 is 6:
    // fractions carry to the next round (whole points per round would have paid 5).
    expect((await info(player)).points).toBe(50 + 6);
    expect(await program(player, 'ten-spins')).toMatchObject({ progress: 5, isCompleted: false });
    expect(await program(player, 'slot-fan')).toMatchObject({ progress: 5, isCompleted: false });
  });

  it('a stake earns in the base currency: 100.00 RUB converted with the currency rates earns what ~1.00 EUR does, not 100.00 EUR', async () => {
    const [euro, rouble] = [await registerPlayer(app()), await registerPlayer(app())];
    await deliverEvents(testApp);
    const [euroBefore, roubleBefore] = [(await info(euro)).points, (await info(rouble)).points];
    const rates = await db().selectFrom('currency_rates').select(['currency', 'rate']).where('currency', 'in', ['EUR', 'RUB']).execute();
    const rate = (currency: string) => Number(rates.find((row) => row.currency === currency)!.rate);
    const round = (accountId: number, roundId: number, currency: string) =>
      ({ type: 'round.played', payload: { accountId, roundId, gameId: slot.id, stake: 10_000, win: 0, currency } }) as const;
    await recordEvents(testApp, [round(euro.uid, 9_000_000 + euro.uid, 'EUR'), round(rouble.uid, 9_000_000 + rouble.uid, 'RUB')]);
    await deliverEvents(testApp);
    // Slots: 2 points per 1.00 EUR.
    expect((await info(euro)).points - euroBefore).toBe(200);
    const roubleInEuroCents = Math.round((10_000 * rate('EUR')) / rate('RUB'));
    expect((await info(rouble)).points - roubleBefore).toBe(Math.floor((roubleInEuroCents * 2) / 100));
    expect((await info(rouble)).points - roubleBefore).toBeLessThan(10);
  });

  it('small stakes add up: 0.50 USD spins (0.46 EUR, 0.92 of a point each) carry their fractions, and a repeated round adds nothing', async () => {
    const player = await registerPlayer(app());
    await deliverEvents(testApp);
    const rates = await db().selectFrom('currency_rates').select(['currency', 'rate']).where('currency', 'in', ['EUR', 'USD']).execute();
    const rate = (currency: string) => Number(rates.find((row) => row.currency === currency)!.rate);
    const euroCents = Math.round((50 * rate('EUR')) / rate('USD'));
    const spin = (n: number) =>
      ({
        type: 'round.played',
        payload: { accountId: player.uid, roundId: 8_000_000 + player.uid * 100 + n, gameId: slot.id, stake: 50, win: 0, currency: 'USD' },
      }) as const;
    await recordEvents(testApp, [spin(1)]);
    await deliverEvents(testApp);
    // One spin is less than a point: nothing yet, but nothing lost.
    expect(await roundPoints(player)).toBe(Math.floor((euroCents * 2) / 100));
    const spins = Array.from({ length: 24 }, (_, index) => spin(index + 2));
    await recordEvents(testApp, [...spins, spin(1), spins[3]!]);
    await deliverEvents(testApp);
    // The rounds' own points, apart from the round quests' rewards.
    expect(await roundPoints(player)).toBe(Math.floor((25 * euroCents * 2) / 100));
    expect(await roundPoints(player)).toBeGreaterThan(20);
    const carried = await db()
      .selectFrom('loyalty_point_carry')
      .select('remainder')
      .where('account_id', '=', player.uid)
      .executeTakeFirstOrThrow();
    expect(Number(carried.remainder)).toBe((25 * euroCents * 2) % 100);
  });

  it('profile, contact and first-deposit events complete their quests once; reaching a level notifies and completes the level quest', async () => {
    const player = await registerPlayer(app());
    const accountId = player.uid;
    await recordEvents(testApp, [
      { type: 'profile.saved', payload: { accountId, fields: ['first_name'], complete: true } },
      { type: 'profile.saved', payload: { accountId, fields: ['last_name'], complete: true } },
      { type: 'contact.confirmed', payload: { accountId, contactId: 1, kind: 'email' } },
      { type: 'deposit.completed', payload: { accountId, depositId: 1, amount: 5000, currency: 'EUR' } },
      { type: 'deposit.completed', payload: { accountId, depositId: 2, amount: 5000, currency: 'EUR' } },
    ]);
    await deliverEvents(testApp);
    // 50 register + 50 profile + 50 contact + 200 first deposit: 350, still bronze.
    expect((await info(player)).points).toBe(350);
    await givePoints(testApp, accountId, 200, 'test:silver');
    const payload = await info(player);
    // 550 + 150 for the silver-league quest the level completed.
    expect(payload).toMatchObject({ points: 700, expCount: 700 });
    expect(payload.levels[1]).toMatchObject({ sysname: 'silver', isCurrent: true, progress: ((700 - 500) / (2000 - 500)) * 100 });
    expect(await program(player, 'silver-league')).toMatchObject({ isCompleted: true });
    const triggers = (await notifications(player)).map((item: { trigger: string }) => item.trigger);
    expect(triggers).toEqual(['register', 'profile', 'confirm', 'quest', 'level', 'quest']);
  });

  it('"profile completed" completes only on a save that leaves every required field filled, once', async () => {
    const player = await registerPlayer(app());
    const save = async (body: Record<string, string>) =>
      expect((await api(app(), 'POST', 'account/saveProfileInfo', { cookie: player.cookie, body })).body.payload).toBe(1);
    await deliverEvents(testApp);
    const registered = (await info(player)).points;

    await save({ first_name: 'Anna', last_name: 'Berzina' });
    await save({ home_town: 'Riga' });
    // Events from before the flag existed carry none: they complete nothing either.
    await recordEvents(testApp, [{ type: 'profile.saved', payload: { accountId: player.uid, fields: ['address'] } }]);
    await deliverEvents(testApp);
    expect(await program(player, 'profile-complete')).toMatchObject({ progress: 0, isCompleted: false });
    expect((await info(player)).points).toBe(registered);

    // Poland's fields: names, birth date and country are required; now all are filled.
    await save({ birth_date: '01.02.1990', country_code: 'PL' });
    await save({ first_name: 'Annija' });
    await deliverEvents(testApp);
    expect(await program(player, 'profile-complete')).toMatchObject({ progress: 1, isCompleted: true });
    expect((await info(player)).points).toBe(registered + 50);
    expect((await notifications(player)).filter((item: { trigger: string }) => item.trigger === 'profile')).toHaveLength(1);
  });

  describe('the shop', () => {
    it('lists products, refuses short points with a clear error, and buys once per key', async () => {
      const player = await registerPlayer(app());
      await deliverEvents(testApp);
      const products = (await api(app(), 'GET', 'loyalty/getproducts', { cookie: player.cookie })).body.payload.items;
      const [cheap] = products;
      expect(cheap).toMatchObject({ sysname: 'spins-10', kind: 'free_spins', price: 100, stock: null, limitPerPlayer: 5, bought: 0 });
      expect(cheap.freeSpins).toEqual({ gameSysname: expect.any(String), count: 10 });
      const game = await db().selectFrom('games').select('id').where('sysname', '=', cheap.freeSpins.gameSysname).executeTakeFirstOrThrow();

      const short = await buy(player, cheap.id);
      expect(short.statusCode).toBe(400);
      expect(short.body.error).toMatchObject({ type: 'InvalidRequestException', code: SHOP_REFUSALS.points });

      await givePoints(testApp, player.uid, 100, 'test:shop');
      const bought = await buy(player, cheap.id, 'same-key');
      // 150 − 100 + 25 for the shop quest.
      expect(bought.body.payload).toEqual({ purchaseId: expect.any(Number), productId: cheap.id, points: 75 });
      const again = await buy(player, cheap.id, 'same-key');
      expect(again.body.payload).toEqual(bought.body.payload);
      expect((await info(player)).points).toBe(75);

      await deliverEvents(testApp);
      const packs = await db().selectFrom('free_spin_packs').selectAll().where('account_id', '=', player.uid).execute();
      expect(packs).toEqual([
        expect.objectContaining({ game_id: game.id, total_count: 10, remaining_count: 10, stake: expect.anything(), currency: 'EUR' }),
      ]);
      const mine = (await api(app(), 'GET', 'loyalty/getproducts', { cookie: player.cookie })).body.payload.items[0];
      expect(mine.bought).toBe(1);
    });

    it('keeps the per-player limit and the stock', async () => {
      const player = await registerPlayer(app());
      await givePoints(testApp, player.uid, 5000, 'test:limits');
      const big = (await api(app(), 'GET', 'loyalty/getproducts')).body.payload.items.find(
        (item: { sysname: string }) => item.sysname === 'spins-25',
      );
      expect((await buy(player, big.id)).statusCode).toBe(200);
      expect((await buy(player, big.id)).statusCode).toBe(200);
      expect((await buy(player, big.id)).body.error).toMatchObject({ code: SHOP_REFUSALS.limit });

      await db().updateTable('loyalty_products').set({ stock: 0 }).where('id', '=', big.id).execute();
      const other = await registerPlayer(app());
      await givePoints(testApp, other.uid, 5000, 'test:stock');
      await deliverEvents(testApp);
      const before = (await info(other)).points;
      expect((await buy(other, big.id)).body.error).toMatchObject({ code: SHOP_REFUSALS.stock });
      expect((await info(other)).points).toBe(before);
    });

    it('spends points once when purchases race: with points for one, one of two concurrent buys succeeds', async () => {
      const player = await registerPlayer(app());
      await deliverEvents(testApp);
      const cheap = (await api(app(), 'GET', 'loyalty/getproducts')).body.payload.items[0];
      const { points } = await info(player);
      await givePoints(testApp, player.uid, cheap.price - points, 'test:race');
      // The purchase quest's 25 points come after the first purchase; 25 < price, so still only one.
      const results = await Promise.all([buy(player, cheap.id), buy(player, cheap.id)]);
      expect(results.map((result) => result.statusCode).sort()).toEqual([200, 400]);
      expect(results.find((result) => result.statusCode === 400)!.body.error.code).toBe(SHOP_REFUSALS.points);
      expect((await info(player)).points).toBe(25);
    });

    it('refuses an unknown product and a missing key, and anonymous buyers', async () => {
      const player = await registerPlayer(app());
      expect((await buy(player, 999_999)).body.error.invalid_parameters).toEqual({ id: ['INVALID'] });
      const noKey = await api(app(), 'POST', 'loyalty/buyproduct', { cookie: player.cookie, body: { id: 1 } });
      expect(noKey.statusCode).toBe(400);
      const anonymous = await api(app(), 'POST', 'loyalty/buyproduct', { body: { id: 1 }, headers: { 'idempotency-key': 'anon' } });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  it('setcharacter changes the character getinfo shows, and refuses unknown ones', async () => {
    const player = await registerPlayer(app());
    expect((await info(player)).character).toBeNull();
    const [, second] = (await api(app(), 'GET', 'loyalty/getcharacters')).body.payload.items;
    const set = await api(app(), 'POST', 'loyalty/setcharacter', { cookie: player.cookie, body: { id: second.id } });
    // The listing adds whether it is a skin and owned; the character itself is the same.
    const { skinOf, isOwned, ...character } = second;
    expect({ skinOf, isOwned }).toEqual({ skinOf: null, isOwned: true });
    expect(set.body.payload.character).toEqual(character);
    expect((await info(player)).character).toEqual(character);
    const unknown = await api(app(), 'POST', 'loyalty/setcharacter', { cookie: player.cookie, body: { id: 999_999 } });
    expect(unknown.body.error.invalid_parameters).toEqual({ id: ['INVALID'] });
  });

  it('getPrograms answers visitors without progress; getProgram finds one by sysname or answers 404', async () => {
    const visitorView = await programs();
    expect(visitorView.map((item) => item.sysname)).toContain('ten-spins');
    expect(visitorView.every((item) => item.progress === 0 && !item.isCompleted)).toBe(true);
    const one = await api(app(), 'GET', 'loyalty/getProgram', { query: { sysname: 'ten-spins', locale: 'ru' } });
    expect(one.body.payload).toMatchObject({ sysname: 'ten-spins', trigger: 'rounds', target: 10, title: 'Разминка', rewardPoints: 100 });
    expect((await api(app(), 'GET', 'loyalty/getProgram', { query: { sysname: 'nothing-here' } })).statusCode).toBe(404);
  });

  it('seeds the demo player’s starting points once, as an award like any other', async () => {
    const demo = await db().selectFrom('accounts').select('id').where('login', '=', 'demo@example.com').executeTakeFirstOrThrow();
    const entries = await db()
      .selectFrom('loyalty_point_entries')
      .select(['source_key', 'points'])
      .where('account_id', '=', demo.id)
      .execute();
    expect(entries).toEqual([{ source_key: 'seed:demo-player', points: 300 }]);
  });

  it('signed-in calls refuse visitors', async () => {
    for (const path of ['loyalty/getinfo', 'loyalty/getnotifications']) expect((await api(app(), 'GET', path)).statusCode).toBe(401);
  });
});
