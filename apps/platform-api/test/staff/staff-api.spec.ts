import type { FastifyInstance } from 'fastify';
import { staffCalls, staffPlayersCalls } from '@nfx/api-contract';
import { STAFF_ROLES, type StaffRole } from '@nfx/validation';
import { roleMay, type StaffPermission } from '../../src/staff/permissions';
import { api, authenticatorCode, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cashier, depositByCard, freshKey, readyToWithdraw } from '../cashier/cashier-helpers';

const PASSWORD = 'Back-office#2026';
/** The calls of this suite: the staff area's own and the player card's. */
const staffApiCalls = { ...staffCalls, ...staffPlayersCalls };
const CALL_PERMISSIONS: Record<keyof typeof staffApiCalls, StaffPermission | 'public' | 'signed-in'> = {
  enrol: 'public',
  confirmEnrolment: 'public',
  signIn: 'public',
  signOut: 'public',
  me: 'signed-in',
  forgotPassword: 'public',
  resetPassword: 'public',
  changePassword: 'signed-in',
  listStaff: 'staff.manage',
  createStaff: 'staff.manage',
  disableStaff: 'staff.manage',
  withdrawals: 'withdrawals',
  approveWithdrawal: 'withdrawals',
  declineWithdrawal: 'withdrawals',
  confirmPayout: 'withdrawals',
  findPlayers: 'players.read',
  playerCard: 'players.read',
  playerLedger: 'players.read',
  playerNotes: 'players.read',
  addPlayerNote: 'players.notes',
  blockPlayer: 'blocks',
  unblockPlayer: 'blocks',
  signOutPlayer: 'blocks',
  resetPlayerTwoFactor: 'blocks',
  maintenance: 'settings',
  setMaintenance: 'settings',
  auditLog: 'audit.read',
};
/** A valid body for each guarded call, so a refusal is about the role, never the input. */
const BODIES: Partial<Record<keyof typeof staffApiCalls, Record<string, string>>> = {
  createStaff: { email: 'new.staff@example.com', role: 'support' },
  changePassword: { currentPassword: 'Not-the-password#1', password: 'Another-pass#77', passwordConfirmation: 'Another-pass#77' },
  disableStaff: { id: '999999', reason: 'left the company' },
  approveWithdrawal: { id: '999999' },
  declineWithdrawal: { id: '999999', reason: 'documents missing' },
  confirmPayout: { id: '999999', outcome: 'paid' },
  findPlayers: { query: 'demo' },
  playerCard: { id: '999999' },
  playerLedger: { id: '999999' },
  playerNotes: { id: '999999' },
  addPlayerNote: { id: '999999', text: 'Called about a late payout' },
  blockPlayer: { id: '999999', reason: 'fraud' },
  unblockPlayer: { id: '999999', reason: 'cleared' },
  signOutPlayer: { id: '999999', reason: 'hacked' },
  resetPlayerTwoFactor: { id: '999999', reason: 'lost phone' },
  setMaintenance: { enabled: '0', reason: 'nothing to do' },
};

interface Staff {
  id: number;
  email: string;
  secret: string;
  cookie: string;
}

/** The staff area's calls: enrolment, sign-in with TOTP, the role check on every call, the audit log. */
describe('staff API', () => {
  let testApp: TestApp;
  const app = (): FastifyInstance => testApp.app;
  const db = () => testApp.database.db;
  const staff: Partial<Record<StaffRole, Staff>> = {};
  let counter = 0;

  const call = (method: keyof typeof staffApiCalls, cookie = '', body: Record<string, string> = {}) =>
    api(app(), staffApiCalls[method].verb, `staff/${method}`, {
      cookie,
      body,
      query: staffApiCalls[method].verb === 'GET' ? body : {},
      // A create that takes an Idempotency-Key gets a fresh one, as the back office sends per submission.
      headers: staffApiCalls[method].idempotencyKey ? { 'idempotency-key': `staff-${Math.random()}` } : {},
    });

  /** Creates, enrols and signs in a staff member through the calls the back office makes. */
  async function enrolled(role: StaffRole): Promise<Staff> {
    counter += 1;
    const email = `${role}${counter}@staff.example.com`;
    const { account, enrolmentUrl } = await app().staff.enrolment.createAccount(db(), {
      email,
      role,
      createdBy: null,
      publicOrigin: testApp.config.publicOrigin,
    });
    const token = new URL(enrolmentUrl).searchParams.get('token')!;
    const step1 = await call('enrol', '', { token, password: PASSWORD });
    expect(step1.body.status).toBe('ok');
    const secret = step1.body.payload.totp_secret as string;
    expect((await call('confirmEnrolment', '', { token, code: authenticatorCode(secret) })).body.payload).toEqual({ email, role });
    const signIn = await call('signIn', '', { email, password: PASSWORD, code: authenticatorCode(secret) });
    expect(signIn.body.payload).toMatchObject({ email, role });
    const cookie = signIn.response.cookies.find((c) => c.name === 'nfx_staff');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    return { id: account.id, email, secret, cookie: `nfx_staff=${cookie!.value}` };
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    for (const role of STAFF_ROLES) staff[role] = await enrolled(role);
  }, 240_000);
  afterAll(() => testApp.close());

  it('refuses every guarded call without a staff session, with a player’s session, and for a role without the permission', async () => {
    const player = await registerPlayer(app());
    for (const [method, permission] of Object.entries(CALL_PERMISSIONS) as Array<[keyof typeof staffApiCalls, string]>) {
      if (permission === 'public') continue;
      const body = BODIES[method] ?? {};
      expect([method, (await call(method, '', body)).statusCode]).toEqual([method, 401]);
      expect([method, (await call(method, player.cookie, body)).body.error?.type]).toEqual([method, 'AuthorizationException']);
      for (const role of STAFF_ROLES) {
        const answer = await call(method, staff[role]!.cookie, body);
        const allowed = permission === 'signed-in' || roleMay(role, permission as StaffPermission);
        expect([method, role, answer.statusCode === 403]).toEqual([method, role, !allowed]);
        if (!allowed) expect(answer.body.error).toMatchObject({ type: 'AccessDeniedException', code: 'staff_permission' });
      }
    }
    // Refusals changed nothing: the one account made is the admin's.
    const created = await db().selectFrom('staff_accounts').select('created_by').where('email', '=', 'new.staff@example.com').execute();
    expect(created).toEqual([{ created_by: staff.admin!.id }]);
  });

  it('signs in only with the right password and a current code, one answer for every failure', async () => {
    const admin = staff.admin!;
    const wrongCode = authenticatorCode(admin.secret, 10);
    const answers = [
      await call('signIn', '', { email: admin.email, password: 'Wrong-password#1', code: authenticatorCode(admin.secret) }),
      await call('signIn', '', { email: admin.email, password: PASSWORD, code: wrongCode }),
      await call('signIn', '', { email: 'nobody@staff.example.com', password: PASSWORD, code: '123456' }),
    ];
    for (const answer of answers) expect(answer.body.error).toMatchObject({ type: 'AuthorizationException', code: 'wrong_credentials' });
    expect((await call('signIn', '', { email: admin.email, password: PASSWORD, code: '12' })).body.error.invalid_parameters).toEqual({
      code: ['validation.twoFactorCode'],
    });
  });

  it('accepts each authenticator code once: a replayed or older code is refused like a wrong one', async () => {
    const support = staff.support!;
    const next = authenticatorCode(support.secret, 1);
    expect((await call('signIn', '', { email: support.email, password: PASSWORD, code: next })).body.status).toBe('ok');
    for (const code of [next, authenticatorCode(support.secret)]) {
      const replay = await call('signIn', '', { email: support.email, password: PASSWORD, code });
      expect(replay.body.error).toMatchObject({ type: 'AuthorizationException', code: 'wrong_credentials' });
    }
  });

  it('lets an admin create staff with a one-time link and disable them, each written to the audit log', async () => {
    const admin = staff.admin!;
    const created = await call('createStaff', admin.cookie, { email: 'payments.new@staff.example.com', role: 'payments' });
    expect(created.body.payload).toMatchObject({ role: 'payments', enrolment_url: expect.stringMatching(/\/backoffice\/enrol\?token=/) });
    const again = await call('createStaff', admin.cookie, { email: 'PAYMENTS.new@staff.example.com', role: 'support' });
    expect(again.body.error.invalid_parameters).toEqual({ email: ['exists'] });
    const disabled = await call('disableStaff', admin.cookie, { id: String(staff.marketing!.id), reason: 'Left the company' });
    expect(disabled.body.payload).toBe(1);
    expect((await call('me', staff.marketing!.cookie)).statusCode).toBe(401);
    expect((await call('disableStaff', admin.cookie, { id: String(admin.id), reason: 'oops' })).body.error.code).toBe('staff_self');
    const log = (await call('auditLog', admin.cookie, { action: 'staff.' })).body.payload.items as Array<Record<string, unknown>>;
    expect(log.map((entry) => entry.action)).toEqual(expect.arrayContaining(['staff.created', 'staff.disabled', 'staff.signed_in']));
    expect(log.find((entry) => entry.action === 'staff.disabled')).toMatchObject({
      staff_email: admin.email,
      role: 'admin',
      target_id: String(staff.marketing!.id),
      reason: 'Left the company',
      before: { disabled: false },
      after: { disabled: true },
    });
  });

  it('lets the payments team approve a withdrawal, which the provider pays and the audit log shows', async () => {
    const player = await registerPlayer(app());
    expect((await depositByCard(app(), player, 200)).status).toBe('success');
    await readyToWithdraw(app(), player.uid);
    await db().updateTable('accounts').set({ is_verified: true }).where('id', '=', player.uid).execute();
    app().players.forget(player.uid);
    const requisites = JSON.stringify({ card_holder: 'Demo Player', card_number: '4242 4242 4242 4242' });
    const made = await cashier(app(), player).post('makewithdrawal', { method: 'demo-card', amount: 50, requisites }, freshKey());
    const id = made.body.payload.id as number;
    const payments = staff.payments!;
    const queue = (await call('withdrawals', payments.cookie, { view: 'pending' })).body.payload.items as Array<Record<string, unknown>>;
    expect(queue.find((row) => row.id === id)).toMatchObject({
      amount: '50.00',
      currency: 'EUR',
      login: expect.any(String),
      status: 'pending',
    });
    expect((await call('approveWithdrawal', payments.cookie, { id: String(id) })).body.payload).toBe(1);
    expect((await call('approveWithdrawal', payments.cookie, { id: String(id) })).body.error.code).toBe('withdrawal_decided');
    const log = (await call('auditLog', staff.compliance!.cookie, { target: `withdrawal:${id}` })).body.payload.items;
    expect(log[0]).toMatchObject({ action: 'withdrawal.approved', staff_email: payments.email, role: 'payments', ip: expect.any(String) });
  });

  it('finds a player, shows the card, and blocks, signs out and unblocks with reasons the audit log keeps', async () => {
    const player = await registerPlayer(app());
    const support = staff.support!;
    const found = (await call('findPlayers', support.cookie, { query: player.email.toUpperCase() })).body.payload.items;
    expect(found).toEqual([expect.objectContaining({ id: player.uid, email: player.email, is_banned: false })]);
    const card = (await call('playerCard', support.cookie, { id: String(player.uid) })).body.payload;
    expect(card).toMatchObject({ player: { id: player.uid }, balances: { main: '0.00' }, two_factor_enabled: false });
    expect(card.sessions.length).toBeGreaterThan(0);

    const compliance = staff.compliance!;
    expect((await call('blockPlayer', compliance.cookie, { id: String(player.uid), reason: 'Chargeback fraud' })).body.payload).toBe(1);
    expect((await api(app(), 'GET', 'account/getInfo', { cookie: player.cookie })).body.payload?.uid ?? 0).toBe(0);
    expect((await call('playerCard', support.cookie, { id: String(player.uid) })).body.payload).toMatchObject({
      player: { is_banned: true },
      sessions: [],
    });
    expect((await call('unblockPlayer', compliance.cookie, { id: String(player.uid), reason: 'Bank cleared it' })).body.payload).toBe(1);
    expect((await call('blockPlayer', compliance.cookie, { id: String(player.uid), reason: '' })).body.error.invalid_parameters).toEqual({
      reason: ['validation.required'],
    });
    const log = (await call('auditLog', compliance.cookie, { target: `player:${player.uid}` })).body.payload.items;
    expect(log.map((entry: { action: string }) => entry.action)).toEqual(['player.unblocked', 'player.blocked']);
    expect(log[1]).toMatchObject({
      reason: 'Chargeback fraud',
      before: { is_banned: false },
      after: { is_banned: true },
      staff_email: compliance.email,
    });
  });

  it('shows the card’s ledger, limits with their history and notes; compliance finds players too', async () => {
    const player = await registerPlayer(app());
    const id = String(player.uid);
    expect((await depositByCard(app(), player, 25)).status).toBe('success');
    const limit = await api(app(), 'POST', 'account/setProtectionLimit', {
      cookie: player.cookie,
      body: { kind: 'deposit', amount: '100', period: '7d' },
    });
    expect(limit.body.status).toBe('ok');

    const support = staff.support!;
    const ledger = (await call('playerLedger', support.cookie, { id })).body.payload;
    expect(ledger.has_more).toBe(false);
    expect(ledger.items).toEqual([
      expect.objectContaining({ kind: 'deposit', account: 'main', amount: '25.00', balance_after: '25.00', currency: player.currency }),
    ]);
    const card = (await call('playerCard', staff.compliance!.cookie, { id })).body.payload;
    expect(card.balances.main).toBe('25.00');
    expect(card.limits).toEqual([expect.objectContaining({ kind: 'deposit', amount: '100.00', period_days: 7, pending: null })]);
    expect(card.protection_history[0]).toMatchObject({ action: 'limit_set' });
    expect(card.exclusion).toBeNull();
    expect(card.bonuses).toEqual([]);

    // Sent twice under one Idempotency-Key (a retry of a lost answer): one note, the first answer twice.
    const addNote = () =>
      api(app(), 'POST', 'staff/addPlayerNote', {
        cookie: support.cookie,
        body: { id, text: 'Asked twice about the payout; wants email only' },
        headers: { 'idempotency-key': `note-${id}` },
      });
    const added = await addNote();
    expect(added.body.payload).toMatchObject({ staff_email: support.email, text: 'Asked twice about the payout; wants email only' });
    expect((await addNote()).body).toEqual(added.body);
    expect((await call('addPlayerNote', support.cookie, { id, text: '   ' })).body.error.invalid_parameters).toEqual({
      text: ['validation.required'],
    });
    expect((await call('addPlayerNote', support.cookie, { id: '999999', text: 'Nobody' })).statusCode).toBe(400);
    const notes = (await call('playerNotes', staff.compliance!.cookie, { id })).body.payload.items;
    expect(notes).toEqual([
      expect.objectContaining({ staff_email: support.email, text: 'Asked twice about the payout; wants email only' }),
    ]);
    const log = (await call('auditLog', staff.compliance!.cookie, { target: `player:${id}` })).body.payload.items;
    expect(log[0]).toMatchObject({ action: 'player.note_added', staff_email: support.email, after: { note_id: notes[0].id } });
    // A note is never rewritten, by the app or anything else.
    await expect(
      db().updateTable('staff_player_notes').set({ text: 'edited' }).where('account_id', '=', player.uid).execute(),
    ).rejects.toThrow(/append-only/);
  });

  it('puts the site under maintenance for players only, until an admin switches it off', async () => {
    const admin = staff.admin!;
    const player = await registerPlayer(app());
    const on = await call('setMaintenance', admin.cookie, { enabled: '1', retry_after_seconds: '900', reason: 'Database upgrade' });
    expect(on.body.payload).toEqual({ enabled: true, forced_by_setting: false, retry_after_seconds: 900 });
    const refused = await api(app(), 'GET', 'account/getInfo', { cookie: player.cookie });
    expect([refused.statusCode, refused.body.error?.type, refused.response.headers['retry-after']]).toEqual([
      503,
      'ApplicationUnavailableException',
      '900',
    ]);
    // Staff stay in, to switch it off.
    expect((await call('maintenance', admin.cookie)).body.payload.enabled).toBe(true);
    const off = await call('setMaintenance', admin.cookie, { enabled: '0', reason: 'Upgrade done' });
    expect(off.body.payload.enabled).toBe(false);
    expect((await api(app(), 'GET', 'account/getInfo', { cookie: player.cookie })).statusCode).toBe(200);
    const log = (await call('auditLog', admin.cookie, { action: 'maintenance.' })).body.payload.items;
    expect(log.slice(0, 2).map((entry: { action: string }) => entry.action)).toEqual(['maintenance.off', 'maintenance.on']);
  });

  it('cannot edit or delete the audit log, even through the database', async () => {
    await expect(db().deleteFrom('staff_audit_log').execute()).rejects.toThrow();
    await expect(db().updateTable('staff_audit_log').set({ reason: 'rewritten' }).execute()).rejects.toThrow();
  });
});
