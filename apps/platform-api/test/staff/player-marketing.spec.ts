import type { staffPlayerMarketingCalls } from '@nfx/api-contract';
import type { StaffRole } from '@nfx/validation';
import { createCashbacks } from '../../src/bonus/services/cashbacks';
import { api, lastMessageTo, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/test-database';
import { expectOnlyHoldersServed, signedInStaffOfEveryRole, staffCall } from './staff-member';

const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const yesterday = () => new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);

/** A valid input for each call, so a refusal is about the role, never the input. */
const CALLS: Record<keyof typeof staffPlayerMarketingCalls, { permission: 'campaigns' | 'newsletters'; body: Record<string, string> }> = {
  runCashback: { permission: 'campaigns', body: { period: 'current' } },
  playerPlayDays: { permission: 'campaigns', body: { player: '#1' } },
  sendNewsletter: { permission: 'newsletters', body: { player: '#1', subject: 'Refused', text: 'Refused' } },
};

/** The marketing team's cashback runs and one-player newsletters in the back office (issue 41). */
describe('staff cashback runs and newsletters', () => {
  let testApp: TestApp;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  let cookies: Partial<Record<StaffRole, string>> = {};
  let marketingId = 0;
  const auditRows = (action: string) => db().selectFrom('staff_audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
  const cashbackRows = (accountId: number) =>
    db().selectFrom('cashbacks').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
  const run = (body: Record<string, string>) => staffCall(app(), 'runCashback', cookies.marketing!, body);
  let keys = 0;
  const send = (body: Record<string, string>, key = `newsletter-${(keys += 1)}`, cookie = cookies.marketing!) =>
    api(app(), 'POST', 'staff/sendNewsletter', { cookie, body, headers: { 'idempotency-key': key } });

  /** A settled round as the slot records it (`round.played`), today, once the consumer has counted the day's stakes to `staked`. */
  async function playedToday(accountId: number, stake: number, win: number, staked = stake): Promise<void> {
    await db()
      .transaction()
      .execute((trx) =>
        app().events.record(trx, {
          type: 'round.played',
          payload: { accountId, roundId: 900_000 + accountId * 10 + staked / 1_000, gameId: 1, currency: 'EUR', stake, win },
        }),
      );
    await waitFor(
      () => db().selectFrom('bonus_play_days').select('staked').where('account_id', '=', accountId).executeTakeFirst(),
      (row) => Number(row?.staked) === staked,
      20_000,
    );
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    const staff = await signedInStaffOfEveryRole(testApp);
    cookies = staff.cookies;
    marketingId = staff.ids.marketing;
  }, 240_000);
  afterAll(() => testApp.close());

  it('refuses every call without a staff session, with a player’s session, and for every role without the permission, writing nothing', async () => {
    const player = await registerPlayer(app());
    await playedToday(player.uid, 1_000, 0);
    const before = await db().selectFrom('staff_audit_log').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow();
    const calls = (Object.entries(CALLS) as Array<[keyof typeof CALLS, (typeof CALLS)[keyof typeof CALLS]]>).map(
      ([method, { permission, body }]) => ({
        method,
        permission,
        ask: (cookie: string) =>
          method === 'sendNewsletter' ? send(body, `refused-${(keys += 1)}`, cookie) : staffCall(app(), method, cookie, body),
      }),
    );
    await expectOnlyHoldersServed(calls, { cookies, playerCookie: player.cookie, holders: () => ['marketing'] });
    const after = await db().selectFrom('staff_audit_log').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await cashbackRows(player.uid)).toEqual([]);
  });

  it('shows a player’s play and runs today’s cashback for them alone, once, audited; then for everyone', async () => {
    const player = await registerPlayer(app());
    const bystander = await registerPlayer(app());
    await playedToday(player.uid, 3_000, 500);
    await playedToday(bystander.uid, 2_000, 0);

    const play = await staffCall(app(), 'playerPlayDays', cookies.marketing!, { player: player.email });
    expect(play.body.payload).toEqual({
      player: { id: player.uid, login: expect.any(String) },
      since: new Date(Date.now() - 6 * DAY_MS).toISOString().slice(0, 10),
      days: [{ day: today(), currency: 'EUR', staked: '30.00', won: '5.00', net_loss: '25.00' }],
    });
    expect((await staffCall(app(), 'playerPlayDays', cookies.marketing!, { player: `#${player.uid}` })).body.payload.player.id).toBe(
      player.uid,
    );
    const unknown = await staffCall(app(), 'playerPlayDays', cookies.marketing!, { player: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.error.invalid_parameters).toEqual({ player: ['unknown_player'] });

    // Bad input changes nothing and is never a 5xx.
    expect((await run({ period: 'someday', player: player.email })).statusCode).toBe(400);
    expect((await run({ period: 'current', player: 'nobody@example.com' })).body.error.invalid_parameters).toEqual({
      player: ['unknown_player'],
    });
    expect(await cashbackRows(player.uid)).toEqual([]);
    expect(await auditRows('cashback.run')).toEqual([]);

    const done = await run({ period: 'current', player: player.email });
    expect(done.body.payload).toEqual({ period: 'current', player: { id: player.uid, login: expect.any(String) }, created: 1 });
    expect(await cashbackRows(player.uid)).toEqual([
      expect.objectContaining({ status: 'active', percent: 10, net_loss: 2_500, amount: 250, currency: 'EUR' }),
    ]);
    // Only the chosen player: the other's loss waits for its own run or the job.
    expect(await cashbackRows(bystander.uid)).toEqual([]);
    expect(await auditRows('cashback.run')).toEqual([
      expect.objectContaining({ staff_id: marketingId, role: 'marketing', target_type: 'player', target_id: String(player.uid) }),
    ]);
    const [audit] = await auditRows('cashback.run');
    const recorded = typeof audit!.after === 'string' ? JSON.parse(audit!.after) : audit!.after;
    expect(recorded).toEqual({ period: 'current', player: player.uid, created: 1 });

    // Idempotent as the job: the same period again creates nothing, not even for a later loss that day.
    await playedToday(player.uid, 1_000, 0, 4_000);
    expect((await run({ period: 'current', player: player.email })).body.payload.created).toBe(0);
    expect(await cashbackRows(player.uid)).toHaveLength(1);

    const everyone = await run({ period: 'current', player: '' });
    expect(everyone.body.payload).toMatchObject({ player: null });
    expect(everyone.body.payload.created).toBeGreaterThanOrEqual(1);
    expect(await cashbackRows(bystander.uid)).toEqual([expect.objectContaining({ amount: 200 })]);
    expect(await auditRows('cashback.run')).toHaveLength(3);
    // Tonight's job, whose last complete period is then this day, finds every loss of it paid back already.
    const job = createCashbacks({ wallet: app().wallet, isExcluded: app().playerProtection.isExcluded });
    expect(await job.computeDue(db(), new Date(Date.now() + DAY_MS))).toBe(0);
  });

  it('runs the last complete period as the nightly job does', async () => {
    const player = await registerPlayer(app());
    await playedToday(player.uid, 1_000, 0);
    await db().updateTable('bonus_play_days').set({ day: yesterday() }).where('account_id', '=', player.uid).execute();
    expect((await run({ period: 'previous', player: String(player.uid) })).body.payload.created).toBe(1);
    expect(await cashbackRows(player.uid)).toEqual([expect.objectContaining({ amount: 100, end_date: expect.anything() })]);
  });

  it('sends a newsletter only to confirmed, subscribed contacts, once per key, audited; the unsubscribe link stops it', async () => {
    const player = await registerPlayer(app(), { notify: '1' });
    const newsletter = (subject: string, key?: string) => send({ player: player.email, subject, text: 'Free spins\non Friday' }, key);

    // Subscribed but not confirmed yet: double opt-in keeps the newsletter away.
    expect((await newsletter('Before confirming')).body.payload).toEqual({
      player: { id: player.uid, login: expect.any(String) },
      sent: 0,
    });

    const confirmation = await lastMessageTo(app(), player.email);
    const token = new URL(confirmation!.links.find((link) => link.includes('/confirmation'))!).searchParams.get('token')!;
    expect((await api(app(), 'POST', 'account/confirmContactByLink', { body: { token } })).body.status).toBe('ok');

    expect((await newsletter('Offers', 'double-click')).body.payload.sent).toBe(1);
    const message = await waitFor(
      () => lastMessageTo(app(), player.email),
      (entry) => entry?.subject === 'Offers',
    );
    expect(message!.body).toContain('Free spins\non Friday');
    // The second click of a double click replays the answer and sends nothing more.
    expect((await newsletter('Offers', 'double-click')).body.payload.sent).toBe(1);
    const outbox = (await app().inject({ method: 'GET', url: '/demo/outbox.json' })).json().messages as Array<{
      subject?: string;
      recipient: string;
    }>;
    expect(outbox.filter((entry) => entry.recipient === player.email && entry.subject === 'Offers')).toHaveLength(1);
    // The same key for another newsletter is refused.
    expect((await newsletter('Other offers', 'double-click')).body.error).toMatchObject({ code: 'idempotency_key_reused' });
    // No key: refused before anything is sent.
    const keyless = await api(app(), 'POST', 'staff/sendNewsletter', {
      cookie: cookies.marketing!,
      body: { player: player.email, subject: 'No key', text: 'x' },
    });
    expect(keyless.statusCode).toBe(400);

    const audited = await auditRows('newsletter.sent');
    expect(audited.filter((row) => row.target_id === String(player.uid))).toEqual([
      expect.objectContaining({ staff_id: marketingId, role: 'marketing', target_type: 'player' }),
      expect.objectContaining({ staff_id: marketingId, role: 'marketing', target_type: 'player' }),
    ]);

    const unsubscribeLink = new URL(message!.links.find((link) => link.includes('/unsubscribe'))!);
    const unsubscribed = await api(app(), 'POST', 'account/unsubscribe', { body: { token: unsubscribeLink.searchParams.get('token')! } });
    expect(unsubscribed.body.payload.unsubscribed).toHaveLength(1);
    expect((await newsletter('After unsubscribing')).body.payload.sent).toBe(0);
  });

  it('refuses bad newsletters field by field and sends nothing', async () => {
    const player = await registerPlayer(app());
    const before = (await auditRows('newsletter.sent')).length;
    const refused = await send({ player: player.email, subject: 'x'.repeat(201), text: '' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.body.error.invalid_parameters).sort()).toEqual(['subject', 'text']);
    expect((await send({ player: 'nobody@example.com', subject: 'Hi', text: 'There' })).body.error.invalid_parameters).toEqual({
      player: ['unknown_player'],
    });
    expect((await send({ player: player.email, subject: 'Hi', text: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect(await auditRows('newsletter.sent')).toHaveLength(before);
  });
});
