import type { staffRefundsCalls, staffRequisitesCalls } from '@nfx/api-contract';
import type { StaffRole } from '@nfx/validation';
import { registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { depositByCard, depositStatusAfter } from '../cashier/cashier-helpers';
import { expectOnlyHoldersServed, guardedStaffCalls, signedInStaffOfEveryRole, staffCall } from './staff-member';

/** A valid input for each call, so a refusal is about the role, never the input. */
const CALLS: Record<keyof typeof staffRefundsCalls | keyof typeof staffRequisitesCalls, Record<string, string>> = {
  refunds: { view: 'refundable' },
  refundDeposit: { id: '999999', amount: '1.00', reason: 'Player asked' },
  retryRefund: { id: '999999' },
  payoutRequisites: {},
  verifyRequisites: { player_id: '999999', digest: 'a'.repeat(64) },
  rejectRequisites: { player_id: '999999', digest: 'a'.repeat(64), reason: 'Not the holder' },
};
const PERMISSION = { refunds: 'refunds', refundDeposit: 'refunds', retryRefund: 'refunds' } as const;

/** The payments team's refunds and payout requisites in the back office (issue 41). */
describe('staff refunds and payout requisites', () => {
  let testApp: TestApp;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  let cookies: Partial<Record<StaffRole, string>> = {};
  let paymentsEmail = '';

  beforeAll(async () => {
    testApp = await createTestApp();
    const staff = await signedInStaffOfEveryRole(testApp);
    cookies = staff.cookies;
    paymentsEmail = staff.emails.payments;
  }, 240_000);
  afterAll(() => testApp.close());

  it('refuses every call without a staff session, with a player’s session, and for every role without the permission', async () => {
    const player = await registerPlayer(app());
    const auditRows = async () =>
      Number((await db().selectFrom('staff_audit_log').select(db().fn.countAll().as('n')).executeTakeFirst())!.n);
    const before = await auditRows();
    await expectOnlyHoldersServed(
      guardedStaffCalls(app(), CALLS, (method) => (method in PERMISSION ? 'refunds' : 'requisites')),
      { cookies, playerCookie: player.cookie, holders: () => ['payments'], askHolders: true },
    );
    expect(await auditRows()).toBe(before);
  });

  it('finds refundable deposits by id, login or email, refunds a part with a reason, and the audit log shows who and why', async () => {
    const player = await registerPlayer(app());
    const { id } = await depositByCard(app(), player, 30);
    const payments = cookies.payments!;
    const find = async (query: string, view = 'refundable') =>
      (await staffCall(app(), 'refunds', payments, { view, query })).body.payload.items.map((row: { id: number }) => row.id);
    expect(await find(String(id))).toEqual([id]);
    expect(await find(`#${id}`)).toEqual([id]);
    expect(await find(player.email.toUpperCase())).toEqual([id]);
    expect(await find('%')).not.toContain(id);
    expect(await find(String(id), 'refunded')).toEqual([]);

    // Bad input answers 4xx with the field named, and asks nothing of the provider.
    const missing = await staffCall(app(), 'refundDeposit', payments, { id: String(id), amount: '5.00', reason: ' ' });
    expect(missing.body.error.invalid_parameters).toEqual({ reason: ['validation.required'] });
    const unknown = await staffCall(app(), 'refundDeposit', payments, { id: '2147483647', amount: '5.00', reason: 'Player asked' });
    expect(unknown.body.error).toMatchObject({ type: 'InvalidRequestException', code: 'refund_not_refundable' });

    const asked = await staffCall(app(), 'refundDeposit', payments, {
      id: String(id),
      amount: '12.50',
      reason: 'Player asked for a part back',
    });
    expect(asked.body.payload).toEqual({ outcome: 'requested' });
    expect(await depositStatusAfter(app(), player, id, ['success'])).toBe('partially_refunded');
    const [row] = (await staffCall(app(), 'refunds', payments, { query: `#${id}` })).body.payload.items;
    expect(row).toMatchObject({ id, amount: '30.00', refunded: '12.50', left: '17.50', status: 'partially_refunded', login: player.email });

    const log = (await staffCall(app(), 'auditLog', cookies.compliance!, { target: `deposit:${id}` })).body.payload.items;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: 'deposit.refund_requested',
      staff_email: paymentsEmail,
      role: 'payments',
      reason: 'Player asked for a part back',
      before: { status: 'success', refunded: '0.00' },
      after: { requested: '12.50', currency: 'EUR' },
    });
    // Nothing in review: a retry is refused and logs nothing.
    expect((await staffCall(app(), 'retryRefund', payments, { id: String(id) })).body.error.code).toBe('refund_not_in_review');
  });

  it('refuses an unknown or malformed requisites decision and logs nothing', async () => {
    const payments = cookies.payments!;
    const stale = await staffCall(app(), 'rejectRequisites', payments, CALLS.rejectRequisites);
    expect(stale.body.error).toMatchObject({ type: 'InvalidRequestException', code: 'requisites_decided' });
    const malformed = await staffCall(app(), 'rejectRequisites', payments, { player_id: 'x', digest: 'zz', reason: '' });
    expect(Object.keys(malformed.body.error.invalid_parameters).sort()).toEqual(['digest', 'player_id', 'reason']);
    const listed = await staffCall(app(), 'payoutRequisites', payments);
    expect(listed.body.payload).toEqual({ waiting: expect.any(Array), decided: expect.any(Array) });
    const log = (await staffCall(app(), 'auditLog', cookies.compliance!, { action: 'requisites.' })).body.payload.items;
    expect(log).toEqual([]);
  });
});
