import { registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cashier, depositByCard, depositStatusAfter, type Player, readyToWithdraw, submitHostedForm } from './cashier-helpers';

const SECTION = '/demo/operator/requisites';
const IBAN = 'DE75 5121 0800 1245 1261 99';
const OTHER_IBAN = 'GB82 WEST 1234 5698 7654 32';

/**
 * `RequisitesOnVerification`: a payout goes without a check only to requisites a deposit of the
 * player came from (a card by the last four digits the provider reported, an IBAN or an e-wallet
 * address by digest); new ones wait for the operator, who verifies or rejects them.
 */
describe('cashier payout requisites on verification', () => {
  let testApp: TestApp;
  let player: Player;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const withdraw = (method: string, requisites: Record<string, string>, amount = 20) =>
    cashier(app(), player).post('makewithdrawal', { method, amount, requisites: JSON.stringify(requisites) });
  const bank = (iban: string) => ({ account_holder: 'Demo Player', bank: '1', iban });

  async function operatorSession() {
    const page = await app().inject({ method: 'GET', url: SECTION });
    const cookie = page.cookies.find((entry) => entry.name === 'operator_csrf')!;
    return { html: page.body, cookie: `operator_csrf=${cookie.value}`, csrf: cookie.value };
  }
  async function decide(answer: 'verify' | 'reject', digest: string, session: { cookie: string; csrf: string }) {
    return app().inject({
      method: 'POST',
      url: `${SECTION}/decision`,
      payload: new URLSearchParams({ csrf: session.csrf, answer, account: String(player.uid), digest }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:4200', cookie: session.cookie },
    });
  }
  const waiting = () =>
    db()
      .selectFrom('cashier_payout_requisites')
      .select(['digest', 'method', 'requisites', 'status'])
      .where('account_id', '=', player.uid)
      .orderBy('created_at')
      .execute();

  beforeAll(async () => {
    testApp = await createTestApp();
    player = await registerPlayer(testApp.app);
    await readyToWithdraw(testApp.app, player.uid);
    expect((await depositByCard(testApp.app, player, 500)).status).toBe('success');
    const transfer = await cashier(testApp.app, player).post('makedeposit', {
      method: 'demo-bank-transfer',
      amount: 100,
      requisites: JSON.stringify({ bank: '1', iban: IBAN }),
    });
    expect(await depositStatusAfter(testApp.app, player, transfer.body.payload.deposit.id, ['created', 'pending'], 25_000)).toBe('success');
    const ewallet = await cashier(testApp.app, player).post('makedeposit', {
      method: 'demo-ewallet',
      amount: 50,
      requisites: JSON.stringify({ email: 'Payer@Example.com' }),
    });
    await submitHostedForm(testApp.app, `${ewallet.body.payload.redirect_url}/ewallet`, { action: 'approve' });
    expect(await depositStatusAfter(testApp.app, player, ewallet.body.payload.deposit.id, ['created'])).toBe('success');
  }, 240_000);
  afterAll(() => testApp.close());

  it('pays out without a check to the card, IBAN and e-wallet the player deposited from', async () => {
    expect((await withdraw('demo-card', { card_holder: 'Demo Player', card_number: '4242 4242 4242 4242' })).body.payload.status).toBe(
      'pending',
    );
    expect((await withdraw('demo-bank-transfer', bank(IBAN))).body.payload.status).toBe('pending');
    expect((await withdraw('demo-ewallet', { email: 'payer@example.com' })).body.payload.status).toBe('pending');
    expect(await waiting()).toEqual([]);
  });

  it('puts new requisites on verification and refuses payouts to them, holding nothing, until the operator verifies them', async () => {
    const before = await app().wallet.balances(db(), player.uid, 'EUR');
    const card = { card_holder: 'Demo Player', card_number: '5555 5555 5555 4444' };
    const first = await withdraw('demo-card', card);
    expect(first.body.error).toMatchObject({ type: 'RequisitesOnVerificationException', error_data: { method: 'demo-card' } });
    expect((await withdraw('demo-card', card)).body.error.type).toBe('RequisitesOnVerificationException');
    expect((await withdraw('demo-bank-transfer', bank(OTHER_IBAN))).body.error.type).toBe('RequisitesOnVerificationException');
    expect((await withdraw('demo-ewallet', { email: 'someone-else@example.com' })).body.error.type).toBe(
      'RequisitesOnVerificationException',
    );
    expect(await app().wallet.balances(db(), player.uid, 'EUR')).toEqual(before);

    const rows = await waiting();
    expect(rows.map((row) => [row.method, row.status])).toEqual([
      ['demo-card', 'verifying'],
      ['demo-bank-transfer', 'verifying'],
      ['demo-ewallet', 'verifying'],
    ]);
    // The operator sees them masked, never in full.
    const { html } = await operatorSession();
    expect(html).toContain('On verification (3)');
    expect(html).toContain('card_number: 555555...4444');
    expect(html).toContain('iban: GB** **** 5432');
    expect(html).not.toContain('5555555555554444');

    const [cardRow, ibanRow] = rows;
    const session = await operatorSession();
    expect((await decide('verify', cardRow!.digest, session)).headers.location).toBe(`${SECTION}?done=verified`);
    expect((await decide('reject', ibanRow!.digest, session)).headers.location).toBe(`${SECTION}?done=rejected`);
    expect((await decide('verify', ibanRow!.digest, session)).headers.location).toBe(`${SECTION}?done=stale`);

    expect((await withdraw('demo-card', card)).body.payload.status).toBe('pending');
    expect((await withdraw('demo-bank-transfer', bank(OTHER_IBAN))).body.error.type).toBe('RequisitesFraudulentException');
    expect((await withdraw('demo-ewallet', { email: 'someone-else@example.com' })).body.error.type).toBe(
      'RequisitesOnVerificationException',
    );
  });

  it('another player’s verified requisites are new for this one', async () => {
    const other = await registerPlayer(app());
    await readyToWithdraw(app(), other.uid);
    expect((await depositByCard(app(), other, 100)).status).toBe('success');
    const refused = await cashier(app(), other).post('makewithdrawal', {
      method: 'demo-card',
      amount: 20,
      requisites: JSON.stringify({ card_holder: 'Other Player', card_number: '5555 5555 5555 4444' }),
    });
    expect(refused.body.error.type).toBe('RequisitesOnVerificationException');
  });

  it('the requisites page answers 404 to a browser that may not see demo pages, and refuses a form without its token', async () => {
    expect((await app().inject({ method: 'GET', url: SECTION, remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
    const refused = await app().inject({
      method: 'POST',
      url: `${SECTION}/decision`,
      payload: new URLSearchParams({ csrf: 'forged', answer: 'verify', account: String(player.uid), digest: 'a'.repeat(64) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:4200' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await app().inject({ method: 'GET', url: '/demo/operator' })).body).toContain(`<a href="${SECTION}">Payout requisites</a>`);
  });
});
