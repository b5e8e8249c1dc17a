import { api, registerPlayer } from '../helpers/api';
import { STAFF_ROLES, type StaffRole } from '@nfx/validation';
import { roleMay } from '../../src/staff/permissions';
import { post } from '../../src/wallet/transfers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/test-database';
import { cashier, depositByCard, freshKey, readyToWithdraw } from '../cashier/cashier-helpers';
import { setPlayerBalance } from '../wallet/fund-player';
import { signedInStaffMember, staffCall } from './staff-member';

const WEEK = { from: '2026-02-27', to: '2026-03-05' };
const ZERO = {
  deposit_count: 0,
  deposit_amount: '0.00',
  withdrawal_count: 0,
  withdrawal_amount: '0.00',
  bet_count: 0,
  stakes: '0.00',
  wins: '0.00',
  ggr: '0.00',
};

/** The daily report of the back office (issue 41): who may read it, what it counts, and its refusals. */
describe('staff daily report', () => {
  let testApp: TestApp;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const cookies: Partial<Record<StaffRole, string>> = {};
  const report = (range: Record<string, string>, role: StaffRole = 'payments') => staffCall(app(), 'dailyReport', cookies[role], range);

  beforeAll(async () => {
    testApp = await createTestApp();
    for (const role of STAFF_ROLES) cookies[role] = (await signedInStaffMember(testApp, role)).cookie;
  }, 240_000);
  afterAll(() => testApp.close());

  it('is refused without a staff session, with a player’s session and for roles without `reports`; writes no audit row', async () => {
    const player = await registerPlayer(app());
    const auditRows = async () =>
      Number((await db().selectFrom('staff_audit_log').select(db().fn.countAll().as('n')).executeTakeFirst())!.n);
    const before = await auditRows();
    expect((await staffCall(app(), 'dailyReport', '', WEEK)).statusCode).toBe(401);
    expect((await staffCall(app(), 'dailyReport', player.cookie, WEEK)).statusCode).toBe(401);
    for (const role of STAFF_ROLES) {
      const allowed = roleMay(role, 'reports');
      expect([role, allowed]).toEqual([role, ['admin', 'payments', 'compliance'].includes(role)]);
      const answer = await report(WEEK, role);
      expect([role, answer.statusCode]).toEqual([role, allowed ? 200 : 403]);
      if (!allowed) expect(answer.body.error).toMatchObject({ type: 'AccessDeniedException', code: 'staff_permission' });
    }
    // Reading is not an action: like the other lists, it leaves the audit log as it was.
    expect(await auditRows()).toBe(before);
  });

  it('puts each movement of the ledger on its UTC day and counts only real money', async () => {
    const { wallet } = app();
    const player = await registerPlayer(app());
    const id = player.uid;
    // A bonus balance and a free bet, which stake the operator's own money.
    await setPlayerBalance(wallet, db(), id, 'EUR', 500, 'bonus');
    await setPlayerBalance(wallet, db(), id, 'EUR', 500, 'betting_bonus');
    const account = (kind: 'main' | 'bonus' | 'betting_bonus' | 'pending_withdrawal') => wallet.accounts.player(db(), id, kind, 'EUR');
    const [main, bonus, bettingBonus, pending] = await Promise.all([
      account('main'),
      account('bonus'),
      account('betting_bonus'),
      account('pending_withdrawal'),
    ]);
    const house = await wallet.accounts.house(db(), 'EUR', id);
    const clearing = await wallet.accounts.clearing(db(), 'report-test', 'EUR');
    const at = (iso: string) => new Date(iso);
    const move = (
      key: string,
      kind: Parameters<typeof post>[1]['kind'],
      from: { id: number },
      to: { id: number },
      amount: number,
      when: string,
      extra = {},
    ) => post(db(), { key: `report:${id}:${key}`, kind, fromId: from.id, toId: to.id, amount, createdAt: at(when), ...extra });

    // The last millisecond of 1 March is still 1 March.
    await move('deposit', 'deposit', clearing, main, 100_00, '2026-03-01T23:59:59.999Z');
    // A round staked 10.00 from main and 5.00 from bonus; it won 25.00 to main and 3.00 to bonus.
    const round = { reference: { type: 'game_round', id: `r${id}` } };
    await move('round-bet', 'bet', main, house, 10_00, '2026-03-02T00:00:00.000Z', round);
    await move('round-bonus-bet', 'bet', bonus, house, 5_00, '2026-03-02T00:00:00.000Z', round);
    await move('round-win', 'win', house, main, 25_00, '2026-03-02T00:00:00.000Z', round);
    await move('round-bonus-win', 'win', house, bonus, 3_00, '2026-03-02T00:00:00.000Z', round);
    // A sports bet of 4.00 that turned void the same day: its stake came back.
    const sports = { reference: { type: 'bet', id: `s${id}` } };
    const stake = await move('sports-stake', 'bet', main, house, 4_00, '2026-03-02T10:00:00Z', sports);
    await move('sports-void', 'reversal', house, main, 4_00, '2026-03-02T18:00:00Z', { ...sports, reverses: stake.id });
    // A free bet of 5.00 (betting bonus) that won 7.50 of real money.
    const free = { reference: { type: 'bet', id: `f${id}` } };
    await move('free-stake', 'bet', bettingBonus, house, 5_00, '2026-03-02T12:00:00Z', free);
    await move('free-win', 'win', house, main, 7_50, '2026-03-02T20:00:00Z', free);
    // 20.00 held on the 2nd and paid out on the 3rd; the hold itself is not a payout.
    const hold = await move('hold', 'withdrawal_hold', main, pending, 20_00, '2026-03-02T21:00:00Z');
    await move('payout', 'withdrawal_payout', pending, clearing, 20_00, '2026-03-03T00:00:01Z', { settles: hold.id });

    const answer = await report(WEEK);
    expect(answer.statusCode).toBe(200);
    const mine = <T extends { currency: string }>(rows: T[]) => rows.filter((row) => row.currency === 'EUR');
    expect(mine(answer.body.payload.days)).toEqual([
      { ...ZERO, day: '2026-03-01', currency: 'EUR', deposit_count: 1, deposit_amount: '100.00' },
      { ...ZERO, day: '2026-03-02', currency: 'EUR', bet_count: 2, stakes: '10.00', wins: '32.50', ggr: '-22.50' },
      { ...ZERO, day: '2026-03-03', currency: 'EUR', withdrawal_count: 1, withdrawal_amount: '20.00' },
    ]);
    expect(mine(answer.body.payload.totals)).toEqual([
      {
        currency: 'EUR',
        deposit_count: 1,
        deposit_amount: '100.00',
        withdrawal_count: 1,
        withdrawal_amount: '20.00',
        bet_count: 2,
        stakes: '10.00',
        wins: '32.50',
        ggr: '-22.50',
      },
    ]);
    expect(answer.body.payload).toMatchObject({ from: WEEK.from, to: WEEK.to });

    // One day is that day only; a range around the movements has no rows.
    const oneDay = (await report({ from: '2026-03-02', to: '2026-03-02' })).body.payload;
    expect(mine<{ currency: string; day: string }>(oneDay.days).map((row) => row.day)).toEqual(['2026-03-02']);
    expect((await report({ from: '2026-02-01', to: '2026-02-28' })).body.payload).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
      days: [],
      totals: [],
    });
  });

  it('shows a card deposit, a slot round and a paid withdrawal made through the site in today’s figures', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const figures = async () => {
      const { days } = (await report({ from: today, to: today })).body.payload;
      return days.find((row: { currency: string }) => row.currency === 'EUR') ?? { ...ZERO, day: today, currency: 'EUR' };
    };
    const before = await figures();
    const cents = (amount: string) => Math.round(Number(amount) * 100);

    const player = await registerPlayer(app());
    expect((await depositByCard(app(), player, 80)).status).toBe('success');
    const [game] = (await api(app(), 'GET', 'games/get', { query: { options: JSON.stringify({ category: 'slots', count: 1 }) } })).body
      .payload.items;
    const spin = await api(app(), 'POST', 'slot/spin', {
      body: { sysname: game.sysname, mode: 'play', stake: '1.00' },
      cookie: player.cookie,
      headers: { 'idempotency-key': freshKey('report-spin') },
    });
    expect(spin.body.status).toBe('ok');
    const won = Math.round(spin.body.payload.win.amount * 100);

    await readyToWithdraw(app(), player.uid);
    await db().updateTable('accounts').set({ is_verified: true }).where('id', '=', player.uid).execute();
    app().players.forget(player.uid);
    const requisites = JSON.stringify({ card_holder: 'Demo Player', card_number: '4242 4242 4242 4242' });
    const made = await cashier(app(), player).post('makewithdrawal', { method: 'demo-card', amount: 30, requisites }, freshKey());
    const withdrawalId = made.body.payload.id as number;
    expect((await staffCall(app(), 'approveWithdrawal', cookies.payments, { id: String(withdrawalId) })).body.payload).toBe(1);
    await waitFor(
      async () => (await db().selectFrom('withdrawals').select('status').where('id', '=', withdrawalId).executeTakeFirstOrThrow()).status,
      (status) => status === 'paid',
      25_000,
    );

    const after = await figures();
    expect({
      deposits: [after.deposit_count - before.deposit_count, cents(after.deposit_amount) - cents(before.deposit_amount)],
      withdrawals: [after.withdrawal_count - before.withdrawal_count, cents(after.withdrawal_amount) - cents(before.withdrawal_amount)],
      bets: [after.bet_count - before.bet_count, cents(after.stakes) - cents(before.stakes)],
      wins: cents(after.wins) - cents(before.wins),
      ggr: cents(after.ggr) - cents(before.ggr),
    }).toEqual({ deposits: [1, 80_00], withdrawals: [1, 30_00], bets: [1, 1_00], wins: won, ggr: 1_00 - won });
  }, 90_000);

  it.each([
    ['`to` before `from`', { from: '2026-03-05', to: '2026-03-01' }, { to: ['validation.minDate?min=2026-03-05'] }],
    ['more than 92 days', { from: '2026-01-01', to: '2026-04-03' }, { to: ['validation.maxDate?max=2026-04-02'] }],
    ['no days', {}, { from: ['validation.required'], to: ['validation.required'] }],
    ['not a calendar day', { from: '2026-02-30', to: '2026-03-01' }, { from: ['validation.date'] }],
    ['another format', { from: '01.03.2026', to: '2026-03-07' }, { from: ['validation.date'] }],
    [
      'year 0000',
      { from: '0000-01-01', to: '0000-01-02' },
      { from: ['validation.minDate?min=2000-01-01'], to: ['validation.minDate?min=2000-01-01'] },
    ],
    // The API refuses NUL in any parameter before the rules see it.
    ['a NUL byte', { from: '2026-03-01\u0000', to: '2026-03-02' }, { from: ['validation.type'] }],
  ])('answers 400 with the field’s message for %s', async (_name, range, invalid) => {
    const answer = await report(range);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.error).toMatchObject({ type: 'InvalidParameterException', invalid_parameters: invalid });
  });

  it('accepts exactly 92 days', async () => {
    const answer = await report({ from: '2026-01-01', to: '2026-04-02' });
    expect(answer.statusCode).toBe(200);
  });
});
