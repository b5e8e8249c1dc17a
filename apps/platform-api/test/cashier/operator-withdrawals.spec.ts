import { registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cashier, readyToWithdraw } from './cashier-helpers';

const SECTION = '/demo/operator/withdrawals';

/** The demo operator's withdrawals section: pending withdrawals listed, approved or declined with the form token. */
describe('operator withdrawals section', () => {
  let testApp: TestApp;
  let player: Awaited<ReturnType<typeof registerPlayer>>;
  const app = () => testApp.app;

  async function operatorSession() {
    const page = await app().inject({ method: 'GET', url: SECTION });
    const cookie = page.cookies.find((entry) => entry.name === 'operator_csrf')!;
    return { html: page.body, cookie: `operator_csrf=${cookie.value}`, csrf: cookie.value };
  }
  const decide = (id: number, fields: Record<string, string>, cookie?: string) =>
    app().inject({
      method: 'POST',
      url: `${SECTION}/${id}/decision`,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:4200', ...(cookie ? { cookie } : {}) },
    });
  const request = async (amount: number) =>
    (
      await cashier(app(), player).post('makewithdrawal', {
        method: 'demo-card',
        amount,
        requisites: JSON.stringify({ card_holder: 'Demo Player', card_number: '4242424242424242' }),
      })
    ).body.payload.id as number;
  const status = async (id: number) =>
    (await testApp.database.db.selectFrom('withdrawals').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  beforeAll(async () => {
    testApp = await createTestApp({ jobWorkers: false });
    player = await registerPlayer(testApp.app);
    await readyToWithdraw(testApp.app, player.uid);
  }, 240_000);
  afterAll(() => testApp.close());

  it('lists pending withdrawals and approves or declines them; a stale or tokenless decision changes nothing', async () => {
    // No job worker here (payouts stay processing): a deposit's money and record are made directly.
    await app().wallet.transfer(testApp.database.db, {
      key: `operator-test:${player.uid}`,
      kind: 'deposit',
      from: await app().wallet.accounts.clearing(testApp.database.db, 'demo', 'EUR'),
      to: await app().wallet.accounts.player(testApp.database.db, player.uid, 'main', 'EUR'),
      amount: 50_000,
    });
    await testApp.database.db
      .insertInto('deposits')
      .values({
        account_id: player.uid,
        provider: 'demo',
        method: 'demo-card',
        method_type: 'card',
        amount: 50_000,
        currency: 'EUR',
        status: 'success',
        domain: 'localhost',
        // What a card deposit records: the last four digits the provider reported (payouts may go back to that card).
        requisites: JSON.stringify({ card_number: '**** 4242' }),
      })
      .execute();
    const first = await request(40);
    const second = await request(60);
    const { html, cookie, csrf } = await operatorSession();
    expect(html).toContain(`#${first} · ${player.email}`);
    expect(html).toContain('40.00 EUR');
    expect(html).toContain('card_number: 424242...4242');
    expect((await decide(first, { csrf, answer: 'approve' })).statusCode).toBe(400);
    expect(await status(first)).toBe('pending');
    const approved = await decide(first, { csrf, answer: 'approve' }, cookie);
    expect(approved.headers.location).toBe(`${SECTION}?done=approved`);
    expect(await status(first)).toBe('processing');
    const declined = await decide(second, { csrf, answer: 'decline', reason: 'suspected_fraud' }, cookie);
    expect(declined.headers.location).toBe(`${SECTION}?done=declined`);
    expect(await status(second)).toBe('declined');
    expect((await decide(second, { csrf, answer: 'approve' }, cookie)).headers.location).toBe(`${SECTION}?done=stale`);
    expect(await app().wallet.balances(testApp.database.db, player.uid, 'EUR')).toMatchObject({ main: 46_000, pendingWithdrawal: 4_000 });
    const after = await operatorSession();
    expect(after.html).toContain('Nothing is waiting.');
    expect(after.html).toContain('declined: suspected_fraud');
    expect((await app().inject({ method: 'GET', url: '/demo/operator' })).body).toContain(`<a href="${SECTION}">Withdrawals</a>`);
  });

  it('answers 404 to a browser that may not see demo pages', async () => {
    expect((await app().inject({ method: 'GET', url: SECTION, remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
    expect(
      (await app().inject({ method: 'GET', url: '/demo/payments/pay_000000000000000000000000', remoteAddress: '203.0.113.7' })).statusCode,
    ).toBe(404);
  });
});
