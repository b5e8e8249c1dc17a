import { DEMO_BLOCKED_REQUISITES } from '../../src/seed/cashier';
import { api, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/test-database';
import { cashier, depositByCard, freshKey, type Player, readyToWithdraw } from './cashier-helpers';

const CARD = { card_holder: 'Demo Player', card_number: '4242 4242 4242 4242' };

/** Withdrawals: every refusal, the hold on the ledger, cancellation, and the operator's approval paid by the provider. */
describe('cashier withdrawals', () => {
  let testApp: TestApp;
  let player: Player;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const balances = (id: number) => app().wallet.balances(db(), id, 'EUR');
  const withdraw = (
    who: Player,
    amount: number | string,
    requisites: Record<string, string> = CARD,
    method = 'demo-card',
    key: string | null = freshKey(),
  ) => cashier(app(), who).post('makewithdrawal', { method, amount, requisites: JSON.stringify(requisites) }, key);

  beforeAll(async () => {
    testApp = await createTestApp();
    player = await registerPlayer(testApp.app);
    expect((await depositByCard(testApp.app, player, 3_000)).status).toBe('success');
  }, 240_000);
  afterAll(() => testApp.close());

  it('refuses in the catalogue’s terms until the player may withdraw, holding nothing', async () => {
    expect((await withdraw(player, 50)).body.error.type).toBe('UserNeedConfirmContactException');
    await db().updateTable('contacts').set({ is_confirmed: true }).where('account_id', '=', player.uid).execute();
    const profile = (await withdraw(player, 50)).body.error;
    expect(profile.type).toBe('UserNeedProfileDataException');
    expect(profile.error_data.fields).toEqual(expect.arrayContaining(['first_name', 'last_name', 'birth_date']));
    await readyToWithdraw(app(), player.uid);
    await db().updateTable('accounts').set({ is_kyc_block_enabled: true }).where('id', '=', player.uid).execute();
    app().players.forget(player.uid);
    expect((await withdraw(player, 50)).body.error.type).toBe('KycWithdrawalException');
    const settings = (await cashier(app(), player).get('getwithdrawsettings')).body.payload;
    expect(settings.requirements).toEqual({ verify_identity: true, confirm_contact: false, fill_profile: false });
    await db().updateTable('accounts').set({ is_verified: true }).where('id', '=', player.uid).execute();
    app().players.forget(player.uid);
    expect((await balances(player.uid)).pendingWithdrawal).toBe(0);
  });

  it('refuses bad amounts, limits, requisites and methods never used for a deposit', async () => {
    expect((await withdraw(player, 5)).body.error.invalid_parameters).toEqual({ amount: ['validation.sum?min=20&max=5000'] });
    expect(
      (await withdraw(player, 50, { card_holder: 'Demo Player', card_number: '4242 4242 4242 4241' })).body.error.invalid_parameters,
    ).toEqual({
      card_number: ['validation.cardNumber'],
    });
    expect((await withdraw(player, 50, { card_holder: 'D3mo', card_number: '4242424242424242' })).body.error.invalid_parameters).toEqual({
      card_holder: ['validation.cardHolder'],
    });
    expect(
      (await withdraw(player, 50, { card_holder: 'Demo Player', card_number: DEMO_BLOCKED_REQUISITES.card_number })).body.error.type,
    ).toBe('RequisitesFraudulentException');
    expect((await withdraw(player, 50, { email: 'me@example.com' }, 'demo-ewallet')).body.error.type).toBe(
      'RequisitesValidationRequiredException',
    );
    expect((await withdraw(player, 4_000)).body.error.type).toBe('UserNeedDepositException');
    expect((await withdraw(player, 6_000)).body.error.invalid_parameters.amount).toEqual(['validation.sum?min=20&max=5000']);
    expect((await withdraw(player, 50, CARD, 'demo-card', null)).body.error.invalid_parameters).toEqual({
      'Idempotency-Key': ['validation.required'],
    });
    expect((await balances(player.uid)).pendingWithdrawal).toBe(0);
  });

  it('refuses one withdrawal over the per-withdrawal limit, and nothing moves', async () => {
    // A bank transfer may carry up to 20,000, so the limit of one withdrawal (5,000) is what
    // refuses, for a player rich enough that the balance could have paid it.
    const rich = await registerPlayer(app());
    await readyToWithdraw(app(), rich.uid);
    await app().wallet.transfer(db(), {
      key: freshKey('test-funds'),
      kind: 'deposit',
      from: await app().wallet.accounts.clearing(db(), 'test', 'EUR'),
      to: await app().wallet.accounts.player(db(), rich.uid, 'main', 'EUR'),
      amount: 1_000_000,
    });
    const before = await balances(rich.uid);
    const [bank] = (await cashier(app(), rich).get('getbanks')).body.payload.items;
    const transfer = { account_holder: 'Demo Player', bank: String(bank.id), iban: 'DE89370400440532013000' };
    // One unit over (amounts are whole units), and further over written with a thousands comma.
    const refused = (await withdraw(rich, 5_001, transfer, 'demo-bank-transfer')).body.error;
    expect(refused).toMatchObject({ type: 'WithdrawalLimitsExceededException', error_data: { limit: { amount: 5000, currency: 'EUR' } } });
    expect((await withdraw(rich, '6,000', transfer, 'demo-bank-transfer')).body.error.type).toBe('WithdrawalLimitsExceededException');
    expect(await balances(rich.uid)).toEqual(before);
    expect(before).toMatchObject({ main: 1_000_000, pendingWithdrawal: 0 });
    expect(await db().selectFrom('withdrawals').select('id').where('account_id', '=', rich.uid).execute()).toEqual([]);
    expect((await cashier(app(), rich).get('getwithdrawsettings')).body.payload.limits.period_left).toEqual({
      amount: 10000,
      currency: 'EUR',
    });
  });

  it('holds the amount, records withdrawal.requested, and lets the player cancel while pending', async () => {
    const key = freshKey();
    const requested = await withdraw(player, 100, CARD, 'demo-card', key);
    expect(requested.body.payload).toMatchObject({
      status: 'pending',
      can_cancel: true,
      amount: { amount: 100, currency: 'EUR' },
      requisites: { card_number: '424242...4242' },
    });
    expect((await withdraw(player, 100, CARD, 'demo-card', key)).body).toEqual(requested.body);
    expect(await balances(player.uid)).toMatchObject({ main: 290_000, pendingWithdrawal: 10_000 });
    const id = requested.body.payload.id;
    expect(
      await db()
        .selectFrom('domain_events')
        .select('id')
        .where('type', '=', 'withdrawal.requested')
        .where('key', '=', String(id))
        .execute(),
    ).toHaveLength(1);
    const history = (await cashier(app(), player).get('gethistory', { type: 'withdrawal' })).body.payload;
    expect(history.items[0]).toMatchObject({ id, type: 'withdrawal', status: 'pending', can_cancel: true });
    const cancelled = await cashier(app(), player).post('cancelwithdrawal', { id });
    expect(cancelled.body.payload).toMatchObject({ id, status: 'cancelled', can_cancel: false });
    expect(await balances(player.uid)).toMatchObject({ main: 300_000, pendingWithdrawal: 0 });
    expect((await cashier(app(), player).post('cancelwithdrawal', { id })).body.error).toMatchObject({
      type: 'WithdrawalDeclinedException',
      code: 'withdrawal_not_pending',
    });
    const other = await registerPlayer(app());
    expect((await cashier(app(), other).post('cancelwithdrawal', { id })).body.error.type).toBe('InvalidParameterException');
  });

  it('getwithdrawalinfo shows one of the player’s own withdrawals as it now is, requisites masked', async () => {
    const id = (await withdraw(player, 40)).body.payload.id;
    const info = () => cashier(app(), player).get('getwithdrawalinfo', { id: String(id) });
    expect((await info()).body.payload).toMatchObject({
      id,
      method: 'demo-card',
      type: 'card',
      status: 'pending',
      can_cancel: true,
      amount: { amount: 40, currency: 'EUR' },
      requisites: { card_holder: 'Demo Player', card_number: '424242...4242' },
      decline_reason: null,
    });
    expect(JSON.stringify((await info()).body.payload)).not.toContain('4242424242424242');
    expect(await app().cashier.declineWithdrawal(id, 'other')).toBe(true);
    const declined = (await info()).body.payload;
    expect(declined).toMatchObject({ status: 'declined', can_cancel: false, decline_reason: 'other' });
    expect(Date.parse(declined.updated_at)).toBeGreaterThanOrEqual(Date.parse(declined.created_at));
    const other = await registerPlayer(app());
    expect((await cashier(app(), other).get('getwithdrawalinfo', { id: String(id) })).body.error).toMatchObject({
      type: 'InvalidParameterException',
      invalid_parameters: { id: ['validation.wrongField'] },
    });
    expect((await cashier(app(), player).get('getwithdrawalinfo', { id: '2147483647' })).body.error.type).toBe('InvalidParameterException');
    expect((await api(app(), 'GET', 'cashier/getwithdrawalinfo', { query: { id: String(id) } })).body.error.type).toBe(
      'AuthorizationException',
    );
  });

  it('limits the total of a period', async () => {
    expect((await withdraw(player, 5_000)).body.error.type).toBe('UserNeedDepositException');
    const settings = (await cashier(app(), player).get('getwithdrawsettings')).body.payload;
    expect(settings.limits).toMatchObject({
      per_withdrawal: { amount: 5000 },
      per_period: { amount: 10000 },
      period_days: 7,
      period_left: { amount: 10000 },
    });
    expect(settings.available).toEqual({ amount: 3000, currency: 'EUR' });
    // Rich enough for the period limit to be what refuses.
    await app().wallet.transfer(db(), {
      key: freshKey('test-funds'),
      kind: 'deposit',
      from: await app().wallet.accounts.clearing(db(), 'test', 'EUR'),
      to: await app().wallet.accounts.player(db(), player.uid, 'main', 'EUR'),
      amount: 2_000_000,
    });
    expect((await withdraw(player, 5_000)).body.payload.status).toBe('pending');
    expect((await withdraw(player, 5_000)).body.payload.status).toBe('pending');
    expect((await withdraw(player, 20)).body.error.type).toBe('WithdrawalLimitsPeriodExceededException');
    // Declined by the operator: the hold comes back and the period has room again.
    const pending = await db()
      .selectFrom('withdrawals')
      .select('id')
      .where('account_id', '=', player.uid)
      .where('status', '=', 'pending')
      .execute();
    for (const row of pending) expect(await app().cashier.declineWithdrawal(Number(row.id), 'other')).toBe(true);
    expect((await balances(player.uid)).pendingWithdrawal).toBe(0);
  });

  it('an approved withdrawal is paid out when the provider confirms it; a late cancel or decline changes nothing', async () => {
    const before = await balances(player.uid);
    const id = (await withdraw(player, 200)).body.payload.id;
    expect(await app().cashier.approveWithdrawal(id)).toBe(true);
    expect(await app().cashier.approveWithdrawal(id)).toBe(false);
    expect((await cashier(app(), player).post('cancelwithdrawal', { id })).body.error.type).toBe('WithdrawalDeclinedException');
    expect(await app().cashier.declineWithdrawal(id, 'other')).toBe(false);
    const paid = await waitFor(
      async () => (await db().selectFrom('withdrawals').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
      (status) => status === 'paid',
      25_000,
    );
    expect(paid).toBe('paid');
    expect(await balances(player.uid)).toMatchObject({ main: before.main - 20_000, pendingWithdrawal: 0 });
    expect(await app().wallet.audit(db())).toEqual({ unbalancedCurrencies: [], cacheMismatches: [], negativeAccounts: [] });
    const balance = (await api(app(), 'GET', 'account/getBalance', { cookie: player.cookie })).body.payload.balance_main;
    expect(balance).toEqual({ amount: (before.main - 20_000) / 100, currency: 'EUR' });
  }, 60_000);
});
