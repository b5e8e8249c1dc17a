import { sha256Hex } from '../../src/security/tokens';
import { api, forgetCached, lastMessageTo, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

const newsletter = (locale: string) => ({ subject: `Offers (${locale})`, body: 'This week: 50 free spins.' });

describe('marketing consent: who receives it, and unsubscribe links that are honoured', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const contactsOf = async (player: Player) =>
    (await api(app(), 'GET', 'account/getprofileinfo', { cookie: player.cookie, query: { fields: 'contacts' } })).body.payload
      .contacts as Array<{
      type: string;
      is_subscribed: boolean;
    }>;
  /** Confirms every contact of the player with the link of its registration message. */
  async function confirmAll(player: Player, recipients: string[]) {
    for (const recipient of recipients) {
      const token = new URL((await lastMessageTo(app(), recipient))!.links[0]!).searchParams.get('token')!;
      expect((await api(app(), 'POST', 'account/confirmContactByLink', { body: { token } })).body.status).toBe('ok');
    }
  }
  const unsubscribeLinkOf = async (recipient: string) => {
    const message = await lastMessageTo(app(), recipient);
    return new URL(message!.links.find((link) => link.includes('/unsubscribe?'))!);
  };

  it('goes only to confirmed, subscribed contacts, each message with its own signed unsubscribe link', async () => {
    const player = await registerPlayer(app(), { phone: '37120000901', notify: '1', locale: 'es' });
    expect(await app().players.sendMarketing(player.uid, newsletter)).toBe(0);
    await confirmAll(player, [player.email, '+37120000901']);
    expect(await app().players.sendMarketing(player.uid, newsletter)).toBe(2);

    const mail = await lastMessageTo(app(), player.email);
    expect(mail).toMatchObject({ channel: 'mail', subject: 'Offers (es)' });
    expect(mail!.body).toContain('Recibes nuestras novedades y ofertas porque te suscribiste');
    const mailLink = await unsubscribeLinkOf(player.email);
    expect(mailLink.origin + mailLink.pathname).toBe('http://localhost:4200/es/unsubscribe');
    const smsLink = await unsubscribeLinkOf('+37120000901');
    expect(smsLink.searchParams.get('token')).not.toBe(mailLink.searchParams.get('token'));

    // The mail's link, opened without signing in, stops marketing to that address only.
    const result = await api(app(), 'POST', 'account/unsubscribe', { body: { token: mailLink.searchParams.get('token')! } });
    expect(result.body.payload).toEqual({ unsubscribed: [{ type: 'email', contact: expect.stringMatching(/^p•••.@example\.com$/) }] });
    expect((await contactsOf(player)).map((contact) => [contact.type, contact.is_subscribed])).toEqual([
      ['email', false],
      ['phone', true],
    ]);
    expect((await api(app(), 'GET', 'account/getInfo', { cookie: player.cookie })).body.payload.is_subscribed).toBe(true);
    const before = (await lastMessageTo(app(), player.email))!.id;
    expect(await app().players.sendMarketing(player.uid, newsletter)).toBe(1);
    expect((await lastMessageTo(app(), player.email))!.id).toBe(before);

    // Opening it again still answers (the page shows the same result), and changes nothing.
    expect((await api(app(), 'POST', 'account/unsubscribe', { body: { token: mailLink.searchParams.get('token')! } })).body.status).toBe(
      'ok',
    );
  });

  it('refuses tokens it did not sign', async () => {
    const player = await registerPlayer(app(), { notify: '1' });
    await confirmAll(player, [player.email]);
    await app().players.sendMarketing(player.uid, newsletter);
    const token = (await unsubscribeLinkOf(player.email)).searchParams.get('token')!;
    const [account, contact, mac] = token.split('-') as [string, string, string];
    const forged = [
      `${account}-${contact}-${mac.slice(0, -1)}${mac.endsWith('0') ? '1' : '0'}`,
      `${(parseInt(account, 36) + 1).toString(36)}-${contact}-${mac}`,
      `${account}-${(parseInt(contact, 36) + 1).toString(36)}-${mac}`,
    ];
    for (const bad of forged) {
      const refused = await api(app(), 'POST', 'account/unsubscribe', { body: { token: bad } });
      expect(refused.body.error).toMatchObject({
        type: 'InvalidParameterException',
        invalid_parameters: { token: ['validation.invalidToken'] },
      });
    }
    expect((await contactsOf(player))[0]!.is_subscribed).toBe(true);
  });

  it('still honours the links of messages sent before links were signed: every contact stops', async () => {
    const player = await registerPlayer(app(), { phone: '37120000902', notify: '1' });
    const oldToken = 'OldRandomUnsubscribeToken1';
    await db()
      .updateTable('accounts')
      .set({ unsubscribe_token_hash: sha256Hex(oldToken) })
      .where('id', '=', player.uid)
      .execute();
    forgetCached(app(), player.uid);
    const result = await api(app(), 'POST', 'account/unsubscribe', { body: { token: oldToken } });
    expect(result.body.payload.unsubscribed.map((contact: { type: string }) => contact.type)).toEqual(['email', 'phone']);
    expect((await contactsOf(player)).every((contact) => !contact.is_subscribed)).toBe(true);
  });

  it('stops marketing for a self-exclusion: no subscribing again until it ends', async () => {
    const player = await registerPlayer(app(), { notify: '1' });
    await confirmAll(player, [player.email]);
    await app().players.stopMarketing(player.uid, new Date(Date.now() + 7 * 24 * 60 * 60 * 1000));
    expect((await contactsOf(player))[0]!.is_subscribed).toBe(false);
    expect(await app().players.sendMarketing(player.uid, newsletter)).toBe(0);
    const refused = await api(app(), 'POST', 'account/changeSubscription', {
      cookie: player.cookie,
      body: { contact: player.email, subscription: '1' },
    });
    expect(refused.body.error).toMatchObject({ type: 'InvalidRequestException', code: 'marketing_blocked' });
    expect(
      (
        await api(app(), 'POST', 'account/changeSubscription', {
          cookie: player.cookie,
          body: { contact: player.email, subscription: '0' },
        })
      ).body.payload,
    ).toBe(1);

    // A shorter block afterwards does not cut the first one short.
    await app().players.stopMarketing(player.uid, new Date(Date.now() + 60_000));
    const blocked = await db()
      .selectFrom('accounts')
      .select('marketing_blocked_until')
      .where('id', '=', player.uid)
      .executeTakeFirstOrThrow();
    expect(blocked.marketing_blocked_until!.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);

    await db()
      .updateTable('accounts')
      .set({ marketing_blocked_until: new Date(Date.now() - 1000) })
      .where('id', '=', player.uid)
      .execute();
    forgetCached(app(), player.uid);
    expect(
      (
        await api(app(), 'POST', 'account/changeSubscription', {
          cookie: player.cookie,
          body: { contact: player.email, subscription: '1' },
        })
      ).body.payload,
    ).toBe(1);
    expect(await app().players.sendMarketing(player.uid, newsletter)).toBe(1);
  });

  it('stops marketing inside another area’s transaction, and not at all when it rolls back', async () => {
    const player = await registerPlayer(app(), { notify: '1' });
    await expect(
      app().players.transaction(async (writes) => {
        await writes.stopMarketing(player.uid, new Date(Date.now() + 60_000));
        throw new Error('the self-exclusion failed');
      }),
    ).rejects.toThrow('the self-exclusion failed');
    forgetCached(app(), player.uid);
    expect((await contactsOf(player))[0]!.is_subscribed).toBe(true);
    const row = await db().selectFrom('accounts').select('marketing_blocked_until').where('id', '=', player.uid).executeTakeFirstOrThrow();
    expect(row.marketing_blocked_until).toBeNull();

    await app().players.transaction((writes) => writes.stopMarketing(player.uid, null));
    expect((await contactsOf(player))[0]!.is_subscribed).toBe(false);
  });

  it('sends nothing to a banned player', async () => {
    const player = await registerPlayer(app(), { notify: '1' });
    await confirmAll(player, [player.email]);
    await db().updateTable('accounts').set({ is_banned: true }).where('id', '=', player.uid).execute();
    forgetCached(app(), player.uid);
    expect(await app().players.sendMarketing(player.uid, newsletter)).toBe(0);
  });
});
