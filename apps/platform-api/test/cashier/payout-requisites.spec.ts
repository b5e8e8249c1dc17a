import { registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedInStaffMember, staffCall } from '../staff/staff-member';
import { cashier, depositByCard, depositStatusAfter, type Player, readyToWithdraw, submitHostedForm } from './cashier-helpers';

const IBAN = 'DE75 5121 0800 1245 1261 99';
const OTHER_IBAN = 'GB82 WEST 1234 5698 7654 32';

/**
 * `RequisitesOnVerification`: a payout goes without a check only to requisites a deposit of the
 * player came from (a card by the last four digits the provider reported, an IBAN or an e-wallet
 * address by digest); new ones wait for the payments team, who verify or reject them in the back office.
 */
describe('cashier payout requisites on verification', () => {
  let testApp: TestApp;
  let player: Player;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const withdraw = (method: string, requisites: Record<string, string>, amount = 20) =>
    cashier(app(), player).post('makewithdrawal', { method, amount, requisites: JSON.stringify(requisites) });
  const bank = (iban: string) => ({ account_holder: 'Demo Player', bank: '1', iban });

  let payments: string;
  const queue = async () => (await staffCall(app(), 'payoutRequisites', payments)).body.payload;
  async function decide(answer: 'verify' | 'reject', digest: string) {
    const method = answer === 'verify' ? 'verifyRequisites' : 'rejectRequisites';
    const reason = answer === 'verify' ? 'Matches the ID document' : 'Holder is someone else';
    const result = await staffCall(app(), method, payments, { player_id: String(player.uid), digest, reason });
    return result.body.status === 'ok' ? 'done' : (result.body.error.code as string);
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
    payments = (await signedInStaffMember(testApp, 'payments')).cookie;
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

  it('puts new requisites on verification and refuses payouts to them, holding nothing, until the payments team verifies them', async () => {
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
    // The payments team sees them masked, never in full.
    const listed = await queue();
    const mine = listed.waiting.filter((item: { player_id: number }) => item.player_id === player.uid);
    expect(mine.map((item: { method: string }) => item.method)).toEqual(['demo-card', 'demo-bank-transfer', 'demo-ewallet']);
    expect(mine[0].requisites).toMatchObject({ card_number: '555555...4444' });
    expect(mine[1].requisites).toMatchObject({ iban: 'GB** **** 5432' });
    expect(JSON.stringify(listed)).not.toContain('5555555555554444');

    const [cardRow, ibanRow] = rows;
    expect(await decide('verify', cardRow!.digest)).toBe('done');
    expect(await decide('reject', ibanRow!.digest)).toBe('done');
    expect(await decide('verify', ibanRow!.digest)).toBe('requisites_decided');
    const decided = (await queue()).decided.filter((item: { player_id: number }) => item.player_id === player.uid);
    expect(decided.map((item: { method: string; status: string }) => [item.method, item.status]).sort()).toEqual([
      ['demo-bank-transfer', 'rejected'],
      ['demo-card', 'verified'],
    ]);
    const audit = await db()
      .selectFrom('staff_audit_log')
      .select(['action', 'target_id', 'reason'])
      .where('action', 'like', 'requisites.%')
      .where('target_id', '=', String(player.uid))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'requisites.verified', target_id: String(player.uid), reason: 'Matches the ID document' },
      { action: 'requisites.rejected', target_id: String(player.uid), reason: 'Holder is someone else' },
    ]);

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
});
