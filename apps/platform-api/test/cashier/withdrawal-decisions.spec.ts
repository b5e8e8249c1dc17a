import { registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedInStaffMember, staffCall } from '../staff/staff-member';
import { cashier, readyToWithdraw } from './cashier-helpers';

/** The payments team's withdrawals queue in the back office: pending withdrawals listed masked, approved or declined with a reason. */
describe('withdrawal decisions in the back office', () => {
  let testApp: TestApp;
  let player: Awaited<ReturnType<typeof registerPlayer>>;
  let payments: string;
  const app = () => testApp.app;

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
  const decided = async (method: 'approveWithdrawal' | 'declineWithdrawal', id: number, reason?: string) => {
    const result = await staffCall(app(), method, payments, { id: String(id), ...(reason ? { reason } : {}) });
    return result.body.status === 'ok' ? 'done' : (result.body.error.code as string);
  };

  beforeAll(async () => {
    testApp = await createTestApp({ jobWorkers: false });
    payments = (await signedInStaffMember(testApp, 'payments')).cookie;
    player = await registerPlayer(testApp.app);
    await readyToWithdraw(testApp.app, player.uid);
  }, 240_000);
  afterAll(() => testApp.close());

  it('lists pending withdrawals masked and approves or declines them; a stale decision changes nothing', async () => {
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
    const pending = (await staffCall(app(), 'withdrawals', payments, { view: 'pending' })).body.payload.items;
    expect(pending.find((item: { id: number }) => item.id === first)).toMatchObject({
      login: player.email,
      amount: '40.00',
      currency: 'EUR',
      requisites: { card_number: '424242...4242' },
    });
    expect(await decided('approveWithdrawal', first)).toBe('done');
    expect(await status(first)).toBe('processing');
    expect(await decided('declineWithdrawal', second, 'Suspected fraud')).toBe('done');
    expect(await status(second)).toBe('declined');
    expect(await decided('approveWithdrawal', second)).toBe('withdrawal_decided');
    expect(await app().wallet.balances(testApp.database.db, player.uid, 'EUR')).toMatchObject({ main: 46_000, pendingWithdrawal: 4_000 });
    const after = (await staffCall(app(), 'withdrawals', payments, { view: 'decided' })).body.payload.items;
    expect(after.find((item: { id: number }) => item.id === second)).toMatchObject({
      status: 'declined',
      decline_reason: 'Suspected fraud',
    });
  });

  it('the demo provider’s hosted pages answer 404 to a browser that may not see demo pages', async () => {
    const url = '/demo/payments/pay_000000000000000000000000';
    expect((await app().inject({ method: 'GET', url, remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
  });
});
