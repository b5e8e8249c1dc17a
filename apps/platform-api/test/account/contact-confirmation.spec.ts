import { ApiError } from '@nfx/errors';
import { api, lastMessageTo, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

describe('contact confirmation (link and code)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  // Each player is its own browser, so the per-address limits of the calls do not add up across tests.
  const as = (player: Player, path: string, body?: Record<string, string>) =>
    api(app(), 'POST', path, { cookie: player.cookie, body, remoteAddress: `127.0.1.${player.uid % 250}` });
  const contactsOf = async (player: Player) =>
    (await api(app(), 'GET', 'account/getprofileinfo', { cookie: player.cookie, query: { fields: 'contacts' } })).body.payload
      .contacts as Array<{
      contact: string;
      is_confirmed: boolean;
      confirmation_sent_at: string | null;
      resend_time: number;
    }>;
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  /** The cool-down of the last message has passed. */
  const allowResend = (value: string) =>
    db()
      .updateTable('contacts')
      .set({ code_sent_at: new Date(Date.now() - 61_000) })
      .where('value', '=', value)
      .execute();
  const confirmedEvents = async (accountId: number) =>
    (await db().selectFrom('domain_events').selectAll().where('type', '=', 'contact.confirmed').execute()).filter(
      (event) => (typeof event.payload === 'string' ? JSON.parse(event.payload) : event.payload).accountId === accountId,
    );

  it('sends the registration message in the player’s locale: a one-time link and a 6-digit code', async () => {
    const english = await registerPlayer(app());
    const mail = await lastMessageTo(app(), english.email);
    expect(mail).toMatchObject({ channel: 'mail', subject: 'Welcome! Please confirm your email address' });
    expect(mail!.body).toContain('Thank you for registering');
    expect(mail!.codes).toEqual([expect.stringMatching(/^\d{6}$/)]);
    expect(mail!.links).toEqual([expect.stringMatching(/^http:\/\/localhost:4200\/confirmation\?token=[0-9a-f]{32}$/)]);

    const german = await registerPlayer(app(), { locale: 'de' });
    const deMail = await lastMessageTo(app(), german.email);
    expect(deMail?.subject).toBe('Willkommen! Bitte bestätige deine E-Mail-Adresse');
    expect(deMail!.links[0]).toMatch(/^http:\/\/localhost:4200\/de\/confirmation\?token=/);

    const phone = await registerPlayer(app(), { email: '', phone: '37120000777', locale: 'ru' });
    const sms = await lastMessageTo(app(), '+37120000777');
    expect(sms).toMatchObject({ channel: 'sms', subject: null });
    expect(sms!.body).toMatch(/^\d{6} — ваш код подтверждения/);
    expect(sms!.links[0]).toMatch(/\/ru\/confirmation\?token=/);
    expect((await contactsOf(phone))[0]).toMatchObject({ is_confirmed: false, confirmation_sent_at: expect.any(String) });
  });

  it('confirms by link without signing in, once; the link said so when opened again', async () => {
    const player = await registerPlayer(app());
    const token = tokenOf((await lastMessageTo(app(), player.email))!.links[0]!);
    const first = await api(app(), 'POST', 'account/confirmContactByLink', { body: { token } });
    expect(first.body.payload).toEqual({ type: 'email', contact: expect.stringMatching(/^p•••.@example\.com$/), already_confirmed: false });
    expect((await contactsOf(player))[0]).toMatchObject({ is_confirmed: true, resend_time: 0 });
    const again = await api(app(), 'POST', 'account/confirmContactByLink', { body: { token } });
    expect(again.body.payload.already_confirmed).toBe(true);
    expect(await confirmedEvents(player.uid)).toHaveLength(1);
    const resend = await as(player, 'account/sendconfirmationtocontact', { contact: player.email });
    expect(resend.body.error).toMatchObject({ type: 'InvalidRequestException', code: 'already_confirmed' });
  });

  it('refuses unknown, expired and replaced links', async () => {
    const unknown = await api(app(), 'POST', 'account/confirmContactByLink', { body: { token: 'f'.repeat(32) } });
    expect(unknown.body.error).toMatchObject({ code: 'invalid_link', invalid_parameters: { token: ['validation.invalidToken'] } });
    expect((await api(app(), 'POST', 'account/confirmContactByLink', { body: { token: 'short' } })).body.error.invalid_parameters).toEqual({
      token: ['validation.regex'],
    });

    const player = await registerPlayer(app());
    const firstToken = tokenOf((await lastMessageTo(app(), player.email))!.links[0]!);
    await allowResend(player.email);
    expect((await as(player, 'account/sendconfirmationtocontact', { contact: player.email })).body.payload).toBe(1);
    const resent = await lastMessageTo(app(), player.email);
    expect(resent?.subject).toBe('Confirm your email address');
    expect((await api(app(), 'POST', 'account/confirmContactByLink', { body: { token: firstToken } })).body.error.code).toBe(
      'invalid_link',
    );

    await db()
      .updateTable('contacts')
      .set({ link_expires_at: new Date(Date.now() - 1000) })
      .where('value', '=', player.email)
      .execute();
    const expired = await api(app(), 'POST', 'account/confirmContactByLink', { body: { token: tokenOf(resent!.links[0]!) } });
    expect(expired.body.error.code).toBe('invalid_link');
    expect((await contactsOf(player))[0]!.is_confirmed).toBe(false);
  });

  it('counts wrong codes down (§8 wrong-code message), then asks for a new code', async () => {
    const player = await registerPlayer(app());
    const code = (await lastMessageTo(app(), player.email))!.codes[0]!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      answers.push((await as(player, 'account/confirmContact', { contact: player.email, code: wrongCode })).body.error);
    expect(answers[0]).toMatchObject({
      type: 'InvalidParameterException',
      code: 'wrong_code',
      invalid_parameters: { code: ['validation.wrongCode'] },
      error_data: { attempts_left: 4 },
    });
    expect(answers.map((answer) => answer.error_data.attempts_left)).toEqual([4, 3, 2, 1, 0]);
    const spent = await as(player, 'account/confirmContact', { contact: player.email, code });
    expect(spent.body.error).toMatchObject({ code: 'code_expired', invalid_parameters: { code: ['validation.codeExpired'] } });

    await allowResend(player.email);
    await as(player, 'account/sendconfirmationtocontact', { contact: player.email });
    const fresh = (await lastMessageTo(app(), player.email))!.codes[0]!;
    expect((await as(player, 'account/confirmContact', { contact: player.email, code: fresh })).body).toEqual({ status: 'ok', payload: 1 });
    expect(await confirmedEvents(player.uid)).toHaveLength(1);
    expect((await as(player, 'account/confirmContact', { contact: player.email, code: '123456' })).body.payload).toBe(1);
  });

  it('lets at most 5 of 12 simultaneous guesses be compared', async () => {
    const player = await registerPlayer(app());
    const code = (await lastMessageTo(app(), player.email))!.codes[0]!;
    const guesses = Array.from({ length: 12 }, (_, index) => String((Number(code) + index + 1) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => as(player, 'account/confirmContact', { contact: player.email, code: guess })));
    expect(answers.filter((answer) => answer.body.error?.code === 'wrong_code')).toHaveLength(5);
    expect(answers.filter((answer) => answer.body.error?.code === 'code_expired')).toHaveLength(7);
  });

  it('refuses an expired code', async () => {
    const player = await registerPlayer(app());
    const code = (await lastMessageTo(app(), player.email))!.codes[0]!;
    await db()
      .updateTable('contacts')
      .set({ code_expires_at: new Date(Date.now() - 1000) })
      .where('value', '=', player.email)
      .execute();
    expect((await as(player, 'account/confirmContact', { contact: player.email, code })).body.error.code).toBe('code_expired');
  });

  it('resends after a minute, at most 5 times an hour, and tells how long to wait', async () => {
    const player = await registerPlayer(app());
    const soon = await as(player, 'account/sendconfirmationtocontact', { contact: player.email });
    expect(soon.statusCode).toBe(429);
    expect(soon.body.error).toMatchObject({ type: 'TooManyRequestsException', code: 'resend_too_soon' });
    expect(soon.body.error.resend_time).toBeGreaterThan(55);
    expect((await contactsOf(player))[0]!.resend_time).toBeGreaterThan(55);
    for (let send = 2; send <= 5; send += 1) {
      await allowResend(player.email);
      expect((await as(player, 'account/sendconfirmationtocontact', { contact: player.email })).body.payload).toBe(1);
    }
    await allowResend(player.email);
    const capped = await as(player, 'account/sendconfirmationtocontact', { contact: player.email });
    expect(capped.statusCode).toBe(429);
    expect(capped.body.error.resend_time).toBeGreaterThan(3000);
    expect((await contactsOf(player))[0]!.resend_time).toBeGreaterThan(3000);
    await db()
      .updateTable('contacts')
      .set({ send_window_started_at: new Date(Date.now() - 61 * 60 * 1000) })
      .where('value', '=', player.email)
      .execute();
    expect((await as(player, 'account/sendconfirmationtocontact', { contact: player.email })).body.payload).toBe(1);
  });

  it('withdraws a message the transport refused, so the player may ask again at once', async () => {
    const sender = app().messageSender;
    const deliver = sender.deliver;
    sender.deliver = async () => {
      throw new ApiError('InvalidRequest', 'Mail cannot be sent at the moment');
    };
    let player: Player;
    try {
      player = await registerPlayer(app());
      expect((await contactsOf(player))[0]).toMatchObject({ confirmation_sent_at: null, resend_time: 0 });
      const failed = await as(player, 'account/sendconfirmationtocontact', { contact: player.email });
      expect(failed.body.error).toMatchObject({ type: 'InvalidRequestException', message: 'Mail cannot be sent at the moment' });
    } finally {
      sender.deliver = deliver;
    }
    expect((await contactsOf(player))[0]!.confirmation_sent_at).toBeNull();
    expect((await as(player, 'account/sendconfirmationtocontact', { contact: player.email })).body.payload).toBe(1);
    expect((await lastMessageTo(app(), player.email))?.subject).toBe('Confirm your email address');
  });
});
