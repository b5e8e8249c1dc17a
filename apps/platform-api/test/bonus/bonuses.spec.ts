import { api, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/test-database';
import {
  cashier,
  depositByCard,
  type Player,
  postSignedWebhook,
  readyToWithdraw,
  submitHostedForm,
  VALID_CARD,
} from '../cashier/cashier-helpers';
import { setPlayerBalance } from '../wallet/fund-player';
import { bonusRows, calls, expectBalancedLedger, setBonusIsolation } from './bonus-helpers';

/** A promo code with 1.00 to wager once, at most 5.00 a stake: small enough to finish in one spin. */
const QUICK_CAMPAIGN = {
  id: 901,
  kind: 'no_deposit' as const,
  wallet: 'casino' as const,
  title: 'Quick test bonus',
  promo_code: 'QUICK1',
  fixed_amount: 100,
  wagering_multiplier: 1,
  max_stake: 500,
  expiry_days: 3,
  contributions: JSON.stringify({ default: 100 }),
};

/** The bonus calls through `inject`: grants, refusals, wagering, deactivation, removal, deposit matches and forfeiture. */
describe('bonuses', () => {
  let testApp: TestApp;
  let slot: string;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const balances = (id: number) => app().wallet.balances(db(), id, 'EUR');
  const spin = (player: Player, stake: string) =>
    api(app(), 'POST', 'slot/spin', {
      body: { sysname: slot, mode: 'play', stake },
      cookie: player.cookie,
      headers: { 'idempotency-key': `spin-${Math.random()}` },
    });

  beforeAll(async () => {
    testApp = await createTestApp();
    await db().insertInto('bonus_campaigns').values(QUICK_CAMPAIGN).execute();
    const [game] = (await api(app(), 'GET', 'games/get', { query: { options: JSON.stringify({ category: 'slots', count: 1 }) } })).body
      .payload.items;
    slot = game.sysname;
  }, 240_000);
  afterAll(() => testApp.close());

  it('a promo code sent with the registration form grants its bonus; an unknown one is ignored', async () => {
    const unknown = await registerPlayer(app(), { promo_code: 'NOPE' });
    const player = await registerPlayer(app(), { promo_code: 'welcome10' });
    // Events are delivered in order: once the second registration's bonus exists, the first was handled.
    const [bonus] = await waitFor(
      () => bonusRows(app(), player.uid),
      (rows) => rows.length === 1,
    );
    expect(bonus).toEqual(expect.objectContaining({ status: 'active', amount: 1_000, source: 'promo' }));
    expect((await balances(player.uid)).bonus).toBe(1_000);
    expect(await bonusRows(app(), unknown.uid)).toEqual([]);
    expect(
      (await calls(app(), player, 'campaigns').post('activateOffer', { promo_code: 'WELCOME10' })).body.error.invalid_parameters,
    ).toEqual({
      promo_code: ['ALREADY_USED'],
    });
    await expectBalancedLedger(app());
  });

  it('grants a promo code’s bonus once, on the bonus balance, and refuses in the catalogue’s terms', async () => {
    const player = await registerPlayer(app());
    const campaigns = calls(app(), player, 'campaigns');
    expect(
      (await api(app(), 'POST', 'campaigns/activateOffer', { body: { promo_code: 'WELCOME10' }, headers: { 'idempotency-key': 'x1' } }))
        .body.error.type,
    ).toBe('AuthorizationException');
    expect((await campaigns.post('activateOffer', { promo_code: 'WELCOME10' }, null)).body.error.invalid_parameters).toEqual({
      'Idempotency-Key': ['validation.required'],
    });
    expect((await campaigns.post('activateOffer', { promo_code: 'NOPE' })).body.error.invalid_parameters).toEqual({
      promo_code: ['INVALID'],
    });
    expect((await campaigns.post('activateOffer', { promo_code: 'bad code!' })).body.error.invalid_parameters).toEqual({
      promo_code: ['INVALID'],
    });

    const granted = await campaigns.post('activateOffer', { promo_code: 'welcome10' }, 'promo-1');
    expect(granted.body.payload).toEqual(
      expect.objectContaining({ type: 'casino', kind: 'no_deposit', status: 'active', amount: { amount: 10, currency: 'EUR' } }),
    );
    expect(granted.body.payload.wagering).toEqual({
      multiplier: 20,
      required: { amount: 200, currency: 'EUR' },
      wagered: { amount: 0, currency: 'EUR' },
    });
    expect((await campaigns.post('activateOffer', { promo_code: 'WELCOME10' }, 'promo-1')).body).toEqual(granted.body);
    expect((await campaigns.post('activateOffer', { promo_code: 'WELCOME10' })).body.error.invalid_parameters).toEqual({
      promo_code: ['ALREADY_USED'],
    });
    expect((await balances(player.uid)).bonus).toBe(1_000);

    const list = await calls(app(), player, 'bonuses').get('get', { status: 'active,available', fields: 'status,free_spins_left' });
    expect(list.body.payload).toEqual({
      items: [{ id: granted.body.payload.id, type: 'casino', status: 'active', free_spins_left: null }],
      total: 1,
    });
    expect((await calls(app(), player, 'bonuses').get('get', { status: 'nope' })).body.error.type).toBe('InvalidParameterException');
    await expectBalancedLedger(app());
  });

  it('counts stakes up to the maximum towards wagering and converts the bonus to main money when it is done', async () => {
    const player = await registerPlayer(app());
    await setPlayerBalance(app().wallet, db(), player.uid, 'EUR', 10_000);
    const bonus = (await calls(app(), player, 'campaigns').post('activateOffer', { promo_code: 'QUICK1' })).body.payload;
    expect(bonus.status).toBe('active');
    expect((await spin(player, '10.00')).body.status).toBe('ok');
    // The consumer saw the round (the cashback day has it) and did not count a stake over the maximum.
    await waitFor(
      () => db().selectFrom('bonus_play_days').select('staked').where('account_id', '=', player.uid).executeTakeFirst(),
      (row) => Number(row?.staked) === 1_000,
    );
    expect(Number((await bonusRows(app(), player.uid))[0]!.wagered)).toBe(0);
    const before = (await balances(player.uid)).main;
    const round = (await spin(player, '1.00')).body.payload;
    const [done] = await waitFor(
      () => bonusRows(app(), player.uid),
      (rows) => rows[0]?.status === 'completed',
    );
    expect(Number(done!.wagered)).toBe(100);
    const after = await balances(player.uid);
    expect(after.bonus).toBe(0);
    expect(after.main).toBe(before - 100 + Math.round(round.win.amount * 100) + 100);
    await expectBalancedLedger(app());
  });

  /** The ledger transfers of one slot round, by key suffix (`bet`, `bonus-bet`, `win`, `bonus-win`). */
  const roundTransfers = async (roundId: number) =>
    Object.fromEntries(
      (
        await db()
          .selectFrom('ledger_transfers')
          .select(['idempotency_key', 'amount'])
          .where('idempotency_key', 'like', `round:${roundId}:%`)
          .execute()
      ).map((row) => [row.idempotency_key.split(':')[2], Number(row.amount)]),
    );

  it.each<[boolean, { bet?: number; 'bonus-bet': number }]>([
    [false, { bet: 100, 'bonus-bet': 100 }],
    [true, { 'bonus-bet': 200 }],
  ])(
    'with is_bonus_isolation_enabled %s, a stake the main balance cannot pay is paid by the bonus balance, its win shared back',
    async (isolated, stakes) => {
      await setBonusIsolation(app(), isolated);
      try {
        const player = await registerPlayer(app());
        await setPlayerBalance(app().wallet, db(), player.uid, 'EUR', 100);
        await calls(app(), player, 'campaigns').post('activateOffer', { promo_code: 'WELCOME10' });
        const round = (await spin(player, '2.00')).body.payload;
        const transfers = await roundTransfers(round.round_id);
        expect({ bet: transfers['bet'], 'bonus-bet': transfers['bonus-bet'] }).toEqual({ bet: undefined, ...stakes });
        const win = Math.round(round.win.amount * 100);
        // The bonus balance's share of the win is its share of the stake, rounded its way.
        const bonusWin = isolated ? win : Math.ceil(win / 2);
        expect(transfers['bonus-win']).toBe(bonusWin || undefined);
        expect(transfers['win']).toBe(win - bonusWin || undefined);
        const main = 100 - (stakes.bet ?? 0) + win - bonusWin;
        expect(await balances(player.uid)).toEqual(expect.objectContaining({ main, bonus: 1_000 - stakes['bonus-bet'] + bonusWin }));
        expect(round.balance).toEqual({ amount: main / 100, currency: 'EUR' });
        // Wagering counts the whole stake; cashback only the main balance's part.
        await waitFor(
          () => bonusRows(app(), player.uid),
          (rows) => Number(rows[0]?.wagered) === 200,
        );
        const day = await db().selectFrom('bonus_play_days').selectAll().where('account_id', '=', player.uid).executeTakeFirstOrThrow();
        expect([Number(day.staked), Number(day.won)]).toEqual([stakes.bet ?? 0, win - bonusWin]);

        // A stake neither allowed balance can pay is refused and moves nothing.
        await setPlayerBalance(app().wallet, db(), player.uid, 'EUR', 0);
        await setPlayerBalance(app().wallet, db(), player.uid, 'EUR', 100, 'bonus');
        expect((await spin(player, '2.00')).body.error.type).toBe('UserNeedDepositException');
        expect(await balances(player.uid)).toEqual(expect.objectContaining({ main: 0, bonus: 100 }));
        await expectBalancedLedger(app());
      } finally {
        await setBonusIsolation(app(), false);
      }
    },
  );

  it('the demo PLAY1X bonus, played from the bonus balance in ten 0.10 spins, completes and converts what they won', async () => {
    const player = await registerPlayer(app());
    expect((await calls(app(), player, 'campaigns').post('activateOffer', { promo_code: 'PLAY1X' })).body.payload).toEqual(
      expect.objectContaining({ status: 'active', amount: { amount: 1, currency: 'EUR' } }),
    );
    let won = 0;
    for (let round = 0; round < 10; round += 1) {
      const result = await spin(player, '0.10');
      expect(result.body.status).toBe('ok');
      won += Math.round(result.body.payload.win.amount * 100);
    }
    await waitFor(
      () => bonusRows(app(), player.uid),
      (rows) => rows[0]?.status === 'completed',
    );
    expect(await balances(player.uid)).toEqual(expect.objectContaining({ main: won, bonus: 0 }));
    await expectBalancedLedger(app());
  });

  it('keeps one active bonus, deactivates it with its money, activates the next and removes it', async () => {
    const player = await registerPlayer(app());
    const bonuses = calls(app(), player, 'bonuses');
    const first = (await calls(app(), player, 'campaigns').post('activateOffer', { promo_code: 'WELCOME10' })).body.payload;
    const second = (await calls(app(), player, 'campaigns').post('activateOffer', { promo_code: 'QUICK1' })).body.payload;
    expect([first.status, second.status]).toEqual(['active', 'available']);
    expect((await bonuses.post('activate', { bonus_id: second.id })).body.error).toEqual(
      expect.objectContaining({ type: 'InvalidRequestException', code: 'bonus_already_active' }),
    );
    expect((await bonuses.post('deactivate', { bonus_id: second.id })).body.error.code).toBe('bonus_not_active');
    expect((await bonuses.post('deactivate', { bonus_id: 999_999 })).body.error.invalid_parameters).toEqual({ bonus_id: ['INVALID'] });
    expect((await bonuses.post('deactivate', { bonus_id: first.id })).body.payload.status).toBe('cancelled');
    expect((await balances(player.uid)).bonus).toBe(0);
    expect((await bonuses.post('activate', { bonus_id: second.id })).body.payload.status).toBe('active');
    expect((await balances(player.uid)).bonus).toBe(100);
    expect((await bonuses.post('remove', { bonus_id: second.id })).body.payload).toBe(1);
    expect((await balances(player.uid)).bonus).toBe(0);
    expect((await bonuses.get('get')).body.payload).toEqual({
      items: [expect.objectContaining({ id: first.id, status: 'cancelled' })],
      total: 1,
    });
    expect((await bonuses.post('remove', { bonus_id: second.id })).body.error.invalid_parameters).toEqual({ bonus_id: ['INVALID'] });
    // Another player's bonus is not this one's.
    const other = await registerPlayer(app());
    expect((await calls(app(), other, 'bonuses').post('activate', { bonus_id: first.id })).body.error.invalid_parameters).toEqual({
      bonus_id: ['INVALID'],
    });
    await expectBalancedLedger(app());
  });

  it('pages bonuses.get by offset and count, newest first, with and without a status filter', async () => {
    const player = await registerPlayer(app());
    const grant = async (code: string) =>
      (await calls(app(), player, 'campaigns').post('activateOffer', { promo_code: code })).body.payload.id as number;
    // The first runs; the two granted while it does wait as available.
    const first = await grant('WELCOME10');
    const second = await grant('PLAY1X');
    const third = await grant('QUICK1');
    const page = async (query: Record<string, string>) => {
      const { payload } = (await calls(app(), player, 'bonuses').get('get', query)).body;
      return { ids: payload.items.map((item: { id: number }) => item.id), total: payload.total };
    };
    expect(await page({})).toEqual({ ids: [third, second, first], total: 3 });
    expect(await page({ count: '2' })).toEqual({ ids: [third, second], total: 3 });
    expect(await page({ count: '2', offset: '2' })).toEqual({ ids: [first], total: 3 });
    expect(await page({ offset: '3' })).toEqual({ ids: [], total: 3 });
    expect(await page({ status: 'available', count: '1', offset: '1' })).toEqual({ ids: [second], total: 2 });
    const refusedQueries: Record<string, string>[] = [{ count: '0' }, { count: '51' }, { offset: '-1' }, { offset: 'x' }];
    for (const query of refusedQueries)
      expect((await calls(app(), player, 'bonuses').get('get', query)).body.error.type).toBe('InvalidParameterException');
  });

  it('counts a roulette stake a tenth towards wagering and a slot stake in full, as the seeded campaign says', async () => {
    const campaign = await db()
      .selectFrom('bonus_campaigns')
      .select('contributions')
      .where('promo_code', '=', 'WELCOME10')
      .executeTakeFirstOrThrow();
    expect(campaign.contributions).toEqual(expect.objectContaining({ default: 100, roulette: 10 }));
    // A roulette game in no other configured category (a live roulette would count as live: 0 %).
    const links = await db()
      .selectFrom('game_category_links as l')
      .innerJoin('game_categories as c', 'c.id', 'l.category_id')
      .innerJoin('games as g', 'g.id', 'l.game_id')
      .select(['g.id', 'g.sysname', 'c.sysname as category'])
      .execute();
    const categoriesOf = (gameId: number) => links.filter((link) => link.id === gameId).map((link) => link.category);
    const configured = Object.keys(campaign.contributions).filter((category) => category !== 'default');
    const roulette = links.find(
      (link) =>
        link.category === 'roulette' &&
        categoriesOf(link.id).every((category) => category === 'roulette' || !configured.includes(category)),
    )!;
    expect(roulette).toBeDefined();

    const player = await registerPlayer(app());
    await setPlayerBalance(app().wallet, db(), player.uid, 'EUR', 10_000);
    const bonus = (await calls(app(), player, 'campaigns').post('activateOffer', { promo_code: 'WELCOME10' })).body.payload;
    const spinGame = (sysname: string, stake: string) =>
      api(app(), 'POST', 'slot/spin', {
        body: { sysname, mode: 'play', stake },
        cookie: player.cookie,
        headers: { 'idempotency-key': `spin-${Math.random()}` },
      });
    expect((await spinGame(roulette.sysname, '2.00')).body.status).toBe('ok');
    await waitFor(
      () => bonusRows(app(), player.uid),
      (rows) => Number(rows[0]?.wagered) === 20,
    );
    expect((await spinGame(slot, '1.00')).body.status).toBe('ok');
    await waitFor(
      () => bonusRows(app(), player.uid),
      (rows) => Number(rows[0]?.wagered) === 120,
    );
    const shown = (await calls(app(), player, 'bonuses').get('get')).body.payload.items[0];
    expect(shown).toEqual(expect.objectContaining({ id: bonus.id }));
    expect(shown.wagering.wagered).toEqual({ amount: 1.2, currency: 'EUR' });
    await expectBalancedLedger(app());
  });

  it('grants a deposit match from the offer chosen on the deposit form, and burns it on a withdrawal', async () => {
    const player = await registerPlayer(app());
    const start = await cashier(app(), player).post('makedeposit', { method: 'demo-card', amount: 50, campaign_offer_id: 1 });
    await submitHostedForm(app(), `${start.body.payload.redirect_url}/card`, {
      action: 'pay',
      card_number: '4242424242424242',
      ...VALID_CARD,
    });
    const [bonus] = await waitFor(
      () => bonusRows(app(), player.uid),
      (rows) => rows.length === 1,
      20_000,
    );
    expect(bonus).toEqual(
      expect.objectContaining({ campaign_id: 1, status: 'active', source: `deposit:${start.body.payload.deposit.id}` }),
    );
    expect(Number(bonus!.amount)).toBe(5_000);
    expect(await balances(player.uid)).toEqual(expect.objectContaining({ main: 5_000, bonus: 5_000 }));

    // An offer taken ahead applies to the next deposit made without one; it waits while another bonus runs.
    expect((await calls(app(), player, 'campaigns').post('takepromotions', { offer_id: 2 })).body.payload).toEqual({
      offer_id: 2,
      bonus: null,
    });
    expect((await calls(app(), player, 'campaigns').post('takepromotions', { offer_id: 77 })).body.error.invalid_parameters).toEqual({
      offer_id: ['INVALID'],
    });
    const again = await cashier(app(), player).post('makedeposit', { method: 'demo-card', amount: 40 });
    await submitHostedForm(app(), `${again.body.payload.redirect_url}/card`, {
      action: 'pay',
      card_number: '4242424242424242',
      ...VALID_CARD,
    });
    const rows = await waitFor(
      () => bonusRows(app(), player.uid),
      (list) => list.length === 2,
      20_000,
    );
    expect(rows[1]).toEqual(expect.objectContaining({ campaign_id: 2, status: 'available' }));
    expect(Number(rows[1]!.amount)).toBe(1_000);

    await readyToWithdraw(app(), player.uid);
    const withdrawal = await cashier(app(), player).post('makewithdrawal', {
      method: 'demo-card',
      amount: 30,
      requisites: JSON.stringify({ card_holder: 'Demo Player', card_number: '4242 4242 4242 4242' }),
    });
    expect(withdrawal.body.status).toBe('ok');
    const burnt = await waitFor(
      () => bonusRows(app(), player.uid),
      (list) => list[0]?.status === 'forfeited',
      20_000,
    );
    expect(burnt[1]!.status).toBe('available');
    expect((await balances(player.uid)).bonus).toBe(0);
    await expectBalancedLedger(app());
  }, 60_000);

  it('a refunded deposit takes back the match it granted: forfeited once, its bonus balance back to the house', async () => {
    const player = await registerPlayer(app());
    const start = await cashier(app(), player).post('makedeposit', { method: 'demo-card', amount: 50, campaign_offer_id: 1 });
    const depositId = start.body.payload.deposit.id as number;
    await submitHostedForm(app(), `${start.body.payload.redirect_url}/card`, {
      action: 'pay',
      card_number: '4242424242424242',
      ...VALID_CARD,
    });
    const [granted] = await waitFor(
      () => bonusRows(app(), player.uid),
      (rows) => rows[0]?.status === 'active',
      20_000,
    );
    // Some of the bonus is played first (real money pays first, so there is none for that spin):
    // what is left of it goes back, not the amount granted.
    await setPlayerBalance(app().wallet, db(), player.uid, 'EUR', 0);
    expect((await spin(player, '1.00')).body.status).toBe('ok');
    await setPlayerBalance(app().wallet, db(), player.uid, 'EUR', 5_000);
    const houseBefore = await app().wallet.balance(db(), await app().wallet.accounts.house(db(), 'EUR', player.uid));
    const bonusLeft = (await balances(player.uid)).bonus;
    expect(bonusLeft).toBeGreaterThan(0);

    // The provider's chargeback: the cashier reverses the deposit and records deposit.refunded.
    const payment = await db().selectFrom('deposits').select('provider_payment_id').where('id', '=', depositId).executeTakeFirstOrThrow();
    const chargeback = { type: 'payment.refunded', payment_id: payment.provider_payment_id, reference: String(depositId), currency: 'EUR' };
    expect((await postSignedWebhook(app(), { ...chargeback, amount: 5_000 })).json()).toEqual({ received: true, outcome: 'applied' });
    const [forfeited] = await waitFor(
      () => bonusRows(app(), player.uid),
      (rows) => rows[0]?.status === 'forfeited',
      20_000,
    );
    expect(forfeited!.id).toBe(granted!.id);
    expect((await balances(player.uid)).bonus).toBe(0);
    const houseAfter = await app().wallet.balance(db(), await app().wallet.accounts.house(db(), 'EUR', player.uid));
    expect(houseAfter - houseBefore).toBe(bonusLeft);
    const history = (await calls(app(), player, 'bonuses').get('get', { status: 'forfeited' })).body.payload;
    expect(history.items).toEqual([expect.objectContaining({ id: Number(granted!.id), status: 'forfeited' })]);

    // The refund told again changes nothing: one forfeit step, one forfeit transfer.
    expect((await postSignedWebhook(app(), { ...chargeback, amount: 5_000 })).json()).toEqual({
      received: true,
      outcome: 'ignored_after_refund',
    });
    const steps = await db().selectFrom('player_bonus_events').select('action').where('bonus_id', '=', granted!.id).execute();
    expect(steps.filter((step) => step.action === 'forfeited')).toHaveLength(1);
    const forfeits = await db()
      .selectFrom('ledger_transfers')
      .select('amount')
      .where('idempotency_key', '=', `bonus:${granted!.id}:forfeit`)
      .execute();
    expect(forfeits.map((row) => Number(row.amount))).toEqual([bonusLeft]);
    await expectBalancedLedger(app());
  }, 60_000);

  it('a withdrawal burns an active free bet too (the betting bonus balance), not only casino bonuses', async () => {
    const player = await registerPlayer(app());
    const freeBet = (await calls(app(), player, 'campaigns').post('activateOffer', { promo_code: 'FREEBET5' })).body.payload;
    expect(freeBet.status).toBe('active');
    await depositByCard(app(), player, 30);
    await readyToWithdraw(app(), player.uid);
    const withdrawal = await cashier(app(), player).post('makewithdrawal', {
      method: 'demo-card',
      amount: 20,
      requisites: JSON.stringify({ card_holder: 'Demo Player', card_number: '4242 4242 4242 4242' }),
    });
    expect(withdrawal.body.status).toBe('ok');
    await waitFor(
      () => bonusRows(app(), player.uid),
      (rows) => rows[0]?.status === 'forfeited',
      20_000,
    );
    expect((await balances(player.uid)).bettingBonus).toBe(0);
    const history = (await calls(app(), player, 'BettingBonuses').get('get', { status: 'forfeited' })).body.payload;
    expect(history.items).toEqual([expect.objectContaining({ id: freeBet.id, status: 'forfeited' })]);
    await expectBalancedLedger(app());
  }, 60_000);

  it('expires a bonus whose time is up (bonus.expire job), and gives a self-excluded player nothing', async () => {
    const player = await registerPlayer(app());
    const bonus = (await calls(app(), player, 'campaigns').post('activateOffer', { promo_code: 'WELCOME10' })).body.payload;
    await db()
      .updateTable('player_bonuses')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', bonus.id)
      .execute();
    await app().jobs.send('bonus.expire', {});
    await waitFor(
      () => bonusRows(app(), player.uid),
      (rows) => rows[0]?.status === 'expired',
      20_000,
    );
    expect((await balances(player.uid)).bonus).toBe(0);

    const excluded = await registerPlayer(app());
    await db()
      .insertInto('player_protection')
      .values({
        account_id: excluded.uid,
        exclusion_kind: 'self_exclusion',
        exclusion_started_at: new Date(),
        exclusion_ends_at: new Date(Date.now() + 86_400_000),
      })
      .execute();
    expect((await calls(app(), excluded, 'campaigns').post('activateOffer', { promo_code: 'WELCOME10' })).body.error.code).toBe(
      'self_excluded',
    );
    expect(await bonusRows(app(), excluded.uid)).toEqual([]);
    // Nor campaign popups, which a player who is not excluded sees.
    await db()
      .insertInto('popups')
      .values({
        locale: 'en',
        is_active: true,
        title: 'Reload Friday',
        content: '<p>25 %</p>',
        button_text: 'Deposit',
        button_url: '/cashier/deposit',
        audience: 'authenticated',
      })
      .execute();
    const popupTitles = async (who: Player) =>
      (await api(app(), 'GET', 'popups/get', { cookie: who.cookie })).body.payload.items.map((item: { title: string }) => item.title);
    expect(await popupTitles(player)).toEqual(['Reload Friday']);
    expect(await popupTitles(excluded)).toEqual([]);
    await expectBalancedLedger(app());
  }, 40_000);

  it('a free-spin campaign grants a pack whose wins become the bonus, wagered and converted; it ends with its bonus', async () => {
    await db()
      .insertInto('bonus_campaigns')
      .values({
        id: 902,
        kind: 'free_spins',
        wallet: 'casino',
        title: 'Three spins',
        promo_code: 'SPINS3',
        free_spin_game: slot,
        free_spin_count: 3,
        free_spin_stake: 10,
        wagering_multiplier: 2,
        contributions: JSON.stringify({ default: 100 }),
      })
      .execute();
    const player = await registerPlayer(app());
    const granted = (await calls(app(), player, 'campaigns').post('activateOffer', { promo_code: 'SPINS3' })).body.payload;
    expect(granted).toEqual(expect.objectContaining({ kind: 'free_spins', status: 'active', amount: { amount: 0, currency: 'EUR' } }));
    const pack = await waitFor(
      () => db().selectFrom('free_spin_packs').selectAll().where('account_id', '=', player.uid).executeTakeFirst(),
      (row) => row !== undefined,
    );
    expect(pack).toEqual(expect.objectContaining({ total_count: 3, stake: 10, grant_source: 'bonus', grant_id: granted.id }));
    // bonuses.get says how many spins are left (the profile's list shows it); another kind has none.
    const spinsLeft = async () =>
      (await calls(app(), player, 'bonuses').get('get', { fields: 'free_spins_left' })).body.payload.items.map(
        (item: { free_spins_left: number | null }) => item.free_spins_left,
      );
    expect(granted.free_spins_left).toBe(3);
    expect(await spinsLeft()).toEqual([3]);
    let won = 0;
    for (let spins = 0; spins < 3; spins += 1) {
      const round = await api(app(), 'POST', 'slot/spin', {
        body: { sysname: slot, mode: 'play', stake: '0.10', free_spin_pack_id: pack!.id },
        cookie: player.cookie,
        headers: { 'idempotency-key': `free-${Math.random()}` },
      });
      expect(round.body.payload.free_spins_left).toBe(2 - spins);
      won += Math.round(round.body.payload.win.amount * 100);
    }
    // The spins' wins are the bonus, on the bonus balance (not main), with their wagering.
    const [bonus] = await waitFor(
      () => bonusRows(app(), player.uid),
      (rows) => rows[0]?.free_spins_left === 0,
    );
    expect(await spinsLeft()).toEqual([0]);
    expect([Number(bonus!.amount), Number(bonus!.wagering_required)]).toEqual([won, won * 2]);
    expect(await balances(player.uid)).toEqual(expect.objectContaining({ main: 0, bonus: won }));
    if (won === 0) expect(bonus!.status).toBe('completed');
    else {
      expect(bonus!.status).toBe('active');
      await setPlayerBalance(app().wallet, db(), player.uid, 'EUR', 100_000);
      let rows = await bonusRows(app(), player.uid);
      // Each 5.00 stake counts in full; wait for each round's event before the next spin.
      for (let spins = 0; spins < 60 && rows[0]!.status === 'active'; spins += 1) {
        const before = Number(rows[0]!.wagered);
        await spin(player, '5.00');
        rows = await waitFor(
          () => bonusRows(app(), player.uid),
          (list) => list[0]!.status !== 'active' || Number(list[0]!.wagered) > before,
        );
      }
      expect(rows[0]!.status).toBe('completed');
      expect((await balances(player.uid)).bonus).toBe(0);
      const conversion = await db()
        .selectFrom('ledger_transfers')
        .select('amount')
        .where('idempotency_key', '=', `bonus:${granted.id}:conversion`)
        .executeTakeFirstOrThrow();
      expect(Number(conversion.amount)).toBe(won);
    }

    // Cancelled with spins left: the pack expires with it, and a spin of it is refused.
    const other = await registerPlayer(app());
    const second = (await calls(app(), other, 'campaigns').post('activateOffer', { promo_code: 'spins3' })).body.payload;
    const otherPack = await waitFor(
      () => db().selectFrom('free_spin_packs').selectAll().where('account_id', '=', other.uid).executeTakeFirst(),
      (row) => row !== undefined,
    );
    expect((await calls(app(), other, 'bonuses').post('deactivate', { bonus_id: second.id })).body.payload.status).toBe('cancelled');
    await waitFor(
      () => db().selectFrom('free_spin_packs').select('expires_at').where('id', '=', otherPack!.id).executeTakeFirstOrThrow(),
      (row) => row.expires_at.getTime() <= Date.now(),
    );
    const refused = await api(app(), 'POST', 'slot/spin', {
      body: { sysname: slot, mode: 'play', stake: '0.10', free_spin_pack_id: otherPack!.id },
      cookie: other.cookie,
      headers: { 'idempotency-key': `free-${Math.random()}` },
    });
    expect(refused.body.error.invalid_parameters).toEqual({ free_spin_pack_id: ['INVALID'] });
    await expectBalancedLedger(app());
  }, 60_000);

  it('a deposit with a free-spin campaign’s offer grants its spins from the minimum deposit, once per deposit', async () => {
    await db()
      .insertInto('bonus_campaigns')
      .values({
        id: 903,
        kind: 'free_spins',
        wallet: 'casino',
        title: 'Deposit spins',
        offer_id: 903,
        min_deposit: 1_000,
        free_spin_game: slot,
        free_spin_count: 10,
        free_spin_stake: 20,
        wagering_multiplier: 10,
      })
      .execute();
    const player = await registerPlayer(app());
    const deposit = (depositId: number, amount: number) =>
      db()
        .transaction()
        .execute((trx) =>
          app().events.record(trx, {
            type: 'deposit.completed',
            key: `free-spins-test:${depositId}`,
            payload: { accountId: player.uid, depositId, amount, currency: 'EUR', campaignOfferId: 903 },
          }),
        );
    await deposit(9_000_001, 999);
    await deposit(9_000_002, 1_000);
    const pack = await waitFor(
      () => db().selectFrom('free_spin_packs').selectAll().where('account_id', '=', player.uid).execute(),
      (rows) => rows.length > 0,
    );
    const rows = await bonusRows(app(), player.uid);
    expect(rows).toEqual([expect.objectContaining({ campaign_id: 903, source: 'deposit:9000002', status: 'active', free_spins_left: 10 })]);
    expect(pack).toEqual([expect.objectContaining({ total_count: 10, stake: 20, grant_source: 'bonus', grant_id: rows[0]!.id })]);
  });

  it('keeps free bets on the betting bonus balance (BettingBonuses)', async () => {
    const player = await registerPlayer(app());
    const betting = calls(app(), player, 'BettingBonuses');
    const bonus = (await calls(app(), player, 'campaigns').post('activateOffer', { promo_code: 'FREEBET5' })).body.payload;
    expect(bonus).toEqual(expect.objectContaining({ type: 'betting', kind: 'free_bet', status: 'active' }));
    expect((await balances(player.uid)).bettingBonus).toBe(500);
    expect((await betting.get('get')).body.payload.items.map((item: { id: number }) => item.id)).toEqual([bonus.id]);
    expect((await calls(app(), player, 'bonuses').get('get')).body.payload.total).toBe(0);
    expect((await betting.post('activate', { bonus_id: bonus.id })).body.payload.status).toBe('active');
    expect((await calls(app(), player, 'bonuses').post('activate', { bonus_id: bonus.id })).body.error.invalid_parameters).toEqual({
      bonus_id: ['INVALID'],
    });
    expect((await betting.post('remove', { bonus_id: bonus.id })).body.payload).toBe(1);
    expect((await balances(player.uid)).bettingBonus).toBe(0);
    expect((await betting.get('get')).body.payload.total).toBe(0);
  });
});
