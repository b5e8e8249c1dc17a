import { api, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cashier, depositByCard, depositStatusAfter, freshKey, type Player, submitHostedForm, VALID_CARD } from './cashier-helpers';

/** Deposits end to end: settings, the demo provider's hosted pages, its signed webhooks, the ledger and the history. */
describe('cashier deposits', () => {
  let testApp: TestApp;
  let player: Player;
  const app = () => testApp.app;
  const balances = (id: number, currency = 'EUR') => app().wallet.balances(testApp.database.db, id, currency);

  beforeAll(async () => {
    testApp = await createTestApp();
    player = await registerPlayer(testApp.app);
  }, 240_000);
  afterAll(() => testApp.close());

  it('getdepositsettings lists the demo methods in the player’s currency with presets keyed {amount}_{currency}', async () => {
    const settings = (await cashier(app(), player).get('getdepositsettings')).body.payload;
    expect(settings.currency).toBe('EUR');
    expect(settings.methods.map((method: { sysname: string }) => method.sysname)).toEqual([
      'demo-card',
      'demo-bank-transfer',
      'demo-ewallet',
    ]);
    expect(settings.methods[0]).toMatchObject({ type: 'card', min_amount: 10, max_amount: 5000, currency: 'EUR', requisites: [] });
    expect(settings.presets.EUR[0]).toEqual({ key: '10_EUR', value: 10 });
    expect(Object.keys(settings.presets).sort()).toEqual(['EUR', 'USD']);
  });

  it('answers only signed-in players, and offers no demo method to a browser that may not see demo pages', async () => {
    expect((await api(app(), 'GET', 'cashier/getdepositsettings')).body.error.type).toBe('AuthorizationException');
    const remote = await api(app(), 'GET', 'cashier/getdepositsettings', { cookie: player.cookie, remoteAddress: '203.0.113.9' });
    expect(remote.body.payload.methods).toEqual([]);
  });

  it('getbanks lists banks, optionally of one country', async () => {
    const all = (await cashier(app(), player).get('getbanks')).body.payload.items;
    expect(all.length).toBeGreaterThan(4);
    const latvian = (await cashier(app(), player).get('getbanks', { country: 'lv' })).body.payload.items;
    expect(latvian.map((bank: { bic: string }) => bank.bic).sort()).toEqual(['HABALV22', 'UNLALV2X']);
  });

  it('refuses a deposit without an Idempotency-Key, with an unknown method, out of bounds or with bad requisites, creating nothing', async () => {
    const calls = cashier(app(), player);
    expect((await calls.post('makedeposit', { method: 'demo-card', amount: 50 }, null)).body.error.invalid_parameters).toEqual({
      'Idempotency-Key': ['validation.required'],
    });
    expect((await calls.post('makedeposit', { method: 'nope', amount: 50 })).body.error.invalid_parameters).toEqual({
      method: ['validation.wrongField'],
    });
    expect((await calls.post('makedeposit', { method: 'demo-card', amount: 5 })).body.error.invalid_parameters).toEqual({
      amount: ['validation.sum?min=10&max=5000'],
    });
    expect((await calls.post('makedeposit', { method: 'demo-card', amount: '0100' })).body.error.invalid_parameters.amount).toEqual([
      'validation.wrongField',
    ]);
    const badIban = await calls.post('makedeposit', {
      method: 'demo-bank-transfer',
      amount: 50,
      requisites: JSON.stringify({ bank: '1', iban: 'DE00 1234' }),
    });
    expect(badIban.body.error.invalid_parameters).toEqual({ iban: ['validation.iban'] });
    const unknownBank = await calls.post('makedeposit', {
      method: 'demo-bank-transfer',
      amount: 50,
      requisites: JSON.stringify({ bank: '999', iban: 'DE89 3704 0044 0532 0130 00' }),
    });
    expect(unknownBank.body.error.invalid_parameters).toEqual({ bank: ['validation.wrongField'] });
    const stray = await calls.post('makedeposit', {
      method: 'demo-card',
      amount: 50,
      requisites: JSON.stringify({ card_number: '4242424242424242' }),
    });
    expect(stray.body.error.invalid_parameters).toEqual({ card_number: ['validation.wrongField'] });
    expect(await testApp.database.db.selectFrom('deposits').select('id').where('account_id', '=', player.uid).execute()).toEqual([]);
  });

  it('a card deposit that succeeds credits main once through a deposit transfer and records deposit.completed', async () => {
    const key = freshKey();
    const calls = cashier(app(), player);
    const start = await calls.post('makedeposit', { method: 'demo-card', amount: 50 }, key);
    expect(start.body.payload.redirect_url).toMatch(/^\/demo\/payments\/pay_[0-9a-f]{24}$/);
    expect(start.body.payload.deposit).toMatchObject({
      status: 'created',
      amount: { amount: 50, currency: 'EUR' },
      method: 'demo-card',
      campaign_offer_id: -1,
    });
    const retry = await calls.post('makedeposit', { method: 'demo-card', amount: 50 }, key);
    expect(retry.body).toEqual(start.body);
    const page = await app().inject({ method: 'GET', url: start.body.payload.redirect_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('4242 4242 4242 4242');
    const id = start.body.payload.deposit.id;
    const paid = await submitHostedForm(app(), `${start.body.payload.redirect_url}/card`, {
      action: 'pay',
      card_number: '4242 4242 4242 4242',
      ...VALID_CARD,
    });
    expect(paid).toEqual({ status: 303, location: `/cashier/paysuccess/${id}` });
    expect(await depositStatusAfter(app(), player, id, ['created'])).toBe('success');
    expect((await balances(player.uid)).main).toBe(5_000);
    const info = (await calls.get('getdepositinfo', { id: String(id) })).body.payload;
    expect(info.requisites).toEqual({ card_number: '**** 4242' });
    const transfers = await testApp.database.db
      .selectFrom('ledger_transfers')
      .select(['kind', 'amount'])
      .where('idempotency_key', '=', `deposit:${id}`)
      .execute();
    expect(transfers.map((row) => [row.kind, Number(row.amount)])).toEqual([['deposit', 5_000]]);
    const events = await testApp.database.db
      .selectFrom('domain_events')
      .select('type')
      .where('type', '=', 'deposit.completed')
      .where('key', '=', String(id))
      .execute();
    expect(events).toHaveLength(1);
    // Paying again on the finished page changes nothing.
    expect(
      (
        await submitHostedForm(app(), `${start.body.payload.redirect_url}/card`, {
          action: 'pay',
          card_number: '4242424242424242',
          ...VALID_CARD,
        })
      ).location,
    ).toBe(`/demo/payments/${start.body.payload.redirect_url.split('/').pop()}`);
    expect((await api(app(), 'GET', 'account/getBalance', { cookie: player.cookie })).body.payload.balance_main).toEqual({
      amount: 50,
      currency: 'EUR',
    });
  });

  it('a declined card, a failed or cancelled challenge and a cancelled e-wallet move no money', async () => {
    const before = (await balances(player.uid)).main;
    const declined = await depositByCard(app(), player, 20, '4000000000000002');
    expect(declined.status).toBe('failed');
    const calls = cashier(app(), player);
    const challenged = await calls.post('makedeposit', { method: 'demo-card', amount: 20 });
    const url = challenged.body.payload.redirect_url;
    expect((await submitHostedForm(app(), `${url}/card`, { action: 'pay', card_number: '4000000000003220', ...VALID_CARD })).location).toBe(
      url,
    );
    expect((await app().inject({ method: 'GET', url })).body).toContain('Confirmation code');
    const wrong = await submitHostedForm(app(), `${url}/challenge`, { action: 'confirm', code: 'nope' });
    expect(wrong.location).toBe(`/cashier/payfail/${challenged.body.payload.deposit.id}`);
    expect(await depositStatusAfter(app(), player, challenged.body.payload.deposit.id, ['created'])).toBe('failed');
    const wallet = await calls.post('makedeposit', {
      method: 'demo-ewallet',
      amount: 20,
      requisites: JSON.stringify({ email: 'me@example.com' }),
    });
    expect((await submitHostedForm(app(), `${wallet.body.payload.redirect_url}/ewallet`, { action: 'cancel' })).location).toBe(
      '/cashier/paycancel',
    );
    expect(await depositStatusAfter(app(), player, wallet.body.payload.deposit.id, ['created'])).toBe('cancelled');
    expect((await balances(player.uid)).main).toBe(before);
  });

  it('a confirmed challenge and an approved e-wallet payment succeed', async () => {
    const before = (await balances(player.uid)).main;
    const calls = cashier(app(), player);
    const challenged = await calls.post('makedeposit', { method: 'demo-card', amount: 30 });
    const url = challenged.body.payload.redirect_url;
    await submitHostedForm(app(), `${url}/card`, { action: 'pay', card_number: '4000000000003220', ...VALID_CARD });
    const code = (await app().inject({ method: 'GET', url })).body.match(/<strong>(\d{6})<\/strong>/)![1]!;
    expect((await submitHostedForm(app(), `${url}/challenge`, { action: 'confirm', code })).location).toBe(
      `/cashier/paysuccess/${challenged.body.payload.deposit.id}`,
    );
    const wallet = await calls.post('makedeposit', {
      method: 'demo-ewallet',
      amount: 15,
      requisites: JSON.stringify({ email: 'me@example.com' }),
    });
    await submitHostedForm(app(), `${wallet.body.payload.redirect_url}/ewallet`, { action: 'approve' });
    expect(await depositStatusAfter(app(), player, challenged.body.payload.deposit.id, ['created'])).toBe('success');
    expect(await depositStatusAfter(app(), player, wallet.body.payload.deposit.id, ['created'])).toBe('success');
    // The e-wallet's 1.5 % fee (0.225, rounded to 0.23) leaves what arrived; the card pays none.
    expect((await balances(player.uid)).main).toBe(before + 4_500 - 23);
  });

  it('a pending card and a bank transfer wait on the outcome page and settle later through a job', async () => {
    const before = (await balances(player.uid)).main;
    const calls = cashier(app(), player);
    const card = await calls.post('makedeposit', { method: 'demo-card', amount: 10 });
    const id = card.body.payload.deposit.id;
    expect(
      (
        await submitHostedForm(app(), `${card.body.payload.redirect_url}/card`, {
          action: 'pay',
          card_number: '4000000000000077',
          ...VALID_CARD,
        })
      ).location,
    ).toBe(`/cashier/paypending/${id}`);
    const bank = await calls.post('makedeposit', {
      method: 'demo-bank-transfer',
      amount: 20,
      requisites: JSON.stringify({ bank: '1', iban: 'DE75 5121 0800 1245 1261 99' }),
    });
    expect(bank.body.payload.redirect_url).toBe(`/cashier/paypending/${bank.body.payload.deposit.id}`);
    expect(bank.body.payload.deposit).toMatchObject({ status: 'pending', requisites: { bank: '1', iban: 'DE** **** 6199' } });
    expect(await depositStatusAfter(app(), player, id, ['created', 'pending'], 25_000)).toBe('success');
    expect(await depositStatusAfter(app(), player, bank.body.payload.deposit.id, ['created', 'pending'], 25_000)).toBe('success');
    expect((await balances(player.uid)).main).toBe(before + 3_000);
  }, 60_000);

  it('gethistory pages deposits newest first, filters by status, and lists no bonuses or cashbacks for this player', async () => {
    const calls = cashier(app(), player);
    const first = (await calls.get('gethistory', { type: 'deposit' })).body.payload;
    expect(first.items).toHaveLength(4);
    expect(first.total).toBeGreaterThan(6);
    expect(first.items[0].id).toBeGreaterThan(first.items[1].id);
    const failed = (await calls.get('gethistory', { type: 'deposit', statuses: 'failed', count: '10' })).body.payload;
    expect(failed.items.every((item: { status: string }) => item.status === 'failed')).toBe(true);
    expect(failed.total).toBe(2);
    expect((await calls.get('gethistory', { type: 'bonuses' })).body.payload).toEqual({ items: [], total: 0 });
    expect((await calls.get('gethistory', { type: 'cashbacks' })).body.payload).toEqual({ items: [], total: 0 });
    expect((await calls.get('gethistory', { type: 'other' })).body.error.type).toBe('InvalidParameterException');
  });

  it('a started deposit fixes the currency (setCurrency is refused after it)', async () => {
    const fresh = await registerPlayer(app());
    expect((await api(app(), 'POST', 'account/setCurrency', { body: { currency: 'USD' }, cookie: fresh.cookie })).body.payload).toBe(1);
    await cashier(app(), fresh).post('makedeposit', { method: 'demo-card', amount: 10 });
    const refused = await api(app(), 'POST', 'account/setCurrency', { body: { currency: 'EUR' }, cookie: fresh.cookie });
    expect(refused.body.error).toMatchObject({ type: 'InvalidRequestException', code: 'currency_locked' });
  });

  it('campaigns.getoffers shows the deposit offers; a first-deposit offer stops applying after one, and a deposit may take only an offer that applies', async () => {
    const fresh = await registerPlayer(app());
    const offers = (await api(app(), 'GET', 'campaigns/getoffers', { cookie: fresh.cookie })).body.payload;
    expect(offers.items.map((offer: { id: number; user_satisfies_params: boolean }) => [offer.id, offer.user_satisfies_params])).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(offers.items[0].params.exclude_methods).toEqual(['demo-ewallet']);
    const anonymous = (await api(app(), 'GET', 'campaigns/getoffers')).body.payload;
    expect(anonymous.total).toBe(2);
    const excluded = await cashier(app(), fresh).post('makedeposit', {
      method: 'demo-ewallet',
      amount: 50,
      campaign_offer_id: 1,
      requisites: JSON.stringify({ email: 'me@example.com' }),
    });
    expect(excluded.body.error.invalid_parameters).toEqual({ campaign_offer_id: ['validation.wrongField'] });
    const taken = await depositByCard(app(), fresh, 20);
    expect(taken.status).toBe('success');
    const after = (await api(app(), 'GET', 'campaigns/getoffers', { cookie: fresh.cookie })).body.payload;
    expect(after.items.map((offer: { user_satisfies_params: boolean }) => offer.user_satisfies_params)).toEqual([false, true]);
    // A refund, whole or in part, does not make the next deposit a first one again.
    for (const status of ['partially_refunded', 'refunded', 'refund_review'] as const) {
      await testApp.database.db.updateTable('deposits').set({ status }).where('id', '=', taken.id).execute();
      const refunded = (await api(app(), 'GET', 'campaigns/getoffers', { cookie: fresh.cookie })).body.payload;
      expect(refunded.items.map((offer: { user_satisfies_params: boolean }) => offer.user_satisfies_params)).toEqual([false, true]);
    }
    await testApp.database.db.updateTable('deposits').set({ status: 'success' }).where('id', '=', taken.id).execute();
    const withOffer = await cashier(app(), fresh).post('makedeposit', { method: 'demo-card', amount: 20, campaign_offer_id: 2 });
    expect(withOffer.body.payload.deposit.campaign_offer_id).toBe(2);
  });

  it('a deposit over the player’s deposit limit is refused with BillingDepositLimitExceeded and creates nothing', async () => {
    const limited = await registerPlayer(app());
    const limit = await api(app(), 'POST', 'account/setProtectionLimit', {
      body: { kind: 'deposit', amount: '60', period: '1d' },
      cookie: limited.cookie,
    });
    expect(limit.body.status).toBe('ok');
    expect((await depositByCard(app(), limited, 50)).status).toBe('success');
    const calls = cashier(app(), limited);
    const over = await calls.post('makedeposit', { method: 'demo-card', amount: 20 });
    expect(over.body.error.type).toBe('BillingDepositLimitExceededException');
    const history = await calls.get('gethistory', { type: 'deposit', offset: '0', count: '10' });
    expect(history.body.payload.total).toBe(1);
    expect(await balances(limited.uid)).toMatchObject({ main: 5000 });
    expect((await calls.post('makedeposit', { method: 'demo-card', amount: 10 })).body.status).toBe('ok');
  });

  it('getdepositinfo shows only the player’s own deposits', async () => {
    const other = await registerPlayer(app());
    const own = (
      await testApp.database.db.selectFrom('deposits').select('id').where('account_id', '=', player.uid).executeTakeFirstOrThrow()
    ).id;
    expect((await cashier(app(), other).get('getdepositinfo', { id: String(own) })).body.error.type).toBe('InvalidParameterException');
  });
});
