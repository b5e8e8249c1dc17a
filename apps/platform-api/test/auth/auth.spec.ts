import { DEMO_PLAYER } from '../../src/seed/account';
import { api, forgetCached, lastMessageTo, newPlayer, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('auth calls', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // As behind a local reverse proxy: the per-IP throttle tests name client addresses in X-Forwarded-For.
    testApp = await createTestApp({ trustProxy: '127.0.0.1' });
  });
  afterAll(() => testApp.close());
  const app = () => testApp.app;

  describe('register', () => {
    it('creates the account, signs in, stores the promo code and answers the account info', async () => {
      const player = newPlayer({ promo_code: '  WELCOME ', notify: '1', first_name: 'Anna', country_code: 'de' });
      const result = await api(app(), 'POST', 'auth/register', { body: player });
      expect(result.statusCode).toBe(200);
      expect(result.body.payload).toMatchObject({
        login: player.email,
        is_subscribed: true,
        country_code: 'DE',
        is_registration_completed: true,
        balance_main: { amount: 0, currency: 'EUR' },
      });
      expect(result.setSession).toMatch(/^sid=/);
      const cookie = result.response.cookies.find((c) => c.name === 'sid')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

      const row = await testApp.database.db.selectFrom('accounts').selectAll().where('login', '=', player.email).executeTakeFirstOrThrow();
      expect(row.promo_code).toBe('WELCOME');
      expect(row.password_hash).toMatch(/^scrypt\$ln=\d+,r=\d+,p=\d+\$/);
      const sessions = await testApp.database.db.selectFrom('sessions').select('token_hash').where('account_id', '=', row.id).execute();
      expect(sessions[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(sessions[0]?.token_hash).not.toContain(result.setSession!.slice(4));
    });

    it.each([
      ['phone when there is no login or email', { phone: '+49 170 1112233', password: 'secret12' }, '491701112233'],
      ['an explicit login', { login: 'luckyjack', email: 'jack@example.com', password: 'secret12' }, 'luckyjack'],
    ])('uses %s as the login', async (_name, body, login) => {
      const result = await api(app(), 'POST', 'auth/register', { body });
      expect(result.body.payload.login).toBe(login);
    });

    it('refuses a taken email with invalid_parameters', async () => {
      const result = await api(app(), 'POST', 'auth/register', { body: { email: DEMO_PLAYER.login.toUpperCase(), password: 'secret12' } });
      expect(result.statusCode).toBe(400);
      expect(result.body.error).toMatchObject({ type: 'InvalidParameterException', invalid_parameters: { email: ['validation.taken'] } });
    });

    it('refuses an unknown currency', async () => {
      const result = await api(app(), 'POST', 'auth/register', { body: newPlayer({ currency: 'XXX' }) });
      expect(result.body.error).toMatchObject({
        type: 'InvalidParameterException',
        invalid_parameters: { currency: ['validation.currency'] },
      });
    });

    it('reports every invalid field', async () => {
      const result = await api(app(), 'POST', 'auth/register', { body: { email: 'nope', password: 'a b' } });
      expect(result.statusCode).toBe(400);
      expect(result.body.error.invalid_parameters).toEqual({
        email: ['validation.email'],
        password: ['validation.minLength?min=6', 'validation.passwordSymbols?symbols=+'],
      });
    });

    it('welcomes the player with the confirmation message: a link and a 6-digit code', async () => {
      const player = await registerPlayer(app(), { notify: '1' });
      const mail = await lastMessageTo(app(), player.email);
      expect(mail).toMatchObject({ channel: 'mail', subject: 'Welcome! Please confirm your email address' });
      expect(mail!.codes).toHaveLength(1);
      expect(new URL(mail!.links[0]!).pathname).toBe('/confirmation');
    });
  });

  describe('login', () => {
    it('signs in by login with a new session and answers the account info', async () => {
      const result = await api(app(), 'POST', 'auth/login', { body: { login: DEMO_PLAYER.login, password: DEMO_PLAYER.password } });
      expect(result.statusCode).toBe(200);
      expect(result.body.payload).toMatchObject({ login: DEMO_PLAYER.login, balance_main: { amount: 1000, currency: 'USD' } });
      const info = await api(app(), 'GET', 'account/getInfo', { cookie: result.setSession });
      expect(info.body.payload.uid).toBe(result.body.payload.uid);
    });

    it('signs in by phone with a leading plus', async () => {
      await api(app(), 'POST', 'auth/register', { body: { phone: '37120000001', password: 'secret12' } });
      const result = await api(app(), 'POST', 'auth/login', { body: { login: '+37120000001', password: 'secret12' } });
      expect(result.body.status).toBe('ok');
    });

    it('rotates the session: the cookie from before sign-in stops working', async () => {
      const first = await api(app(), 'POST', 'auth/login', { body: { login: DEMO_PLAYER.login, password: DEMO_PLAYER.password } });
      const second = await api(app(), 'POST', 'auth/login', {
        body: { login: DEMO_PLAYER.login, password: DEMO_PLAYER.password },
        cookie: first.setSession,
      });
      expect(second.setSession).not.toBe(first.setSession);
      expect((await api(app(), 'GET', 'account/getInfo', { cookie: first.setSession })).body.payload.uid).toBe(0);
      expect((await api(app(), 'GET', 'account/getInfo', { cookie: second.setSession })).body.payload.uid).toBeGreaterThan(0);
    });

    it('answers the same for an unknown login and a wrong password', async () => {
      const unknown = await api(app(), 'POST', 'auth/login', {
        body: { login: 'nobody@example.com', password: 'secret12' },
        headers: { 'x-forwarded-for': '10.0.0.1' },
      });
      const wrong = await api(app(), 'POST', 'auth/login', {
        body: { login: DEMO_PLAYER.login, password: 'wrong-pass' },
        headers: { 'x-forwarded-for': '10.0.0.1' },
      });
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.body.error).toEqual({ type: 'AuthorizationException', message: 'Wrong login or password', code: 'wrong_credentials' });
    });

    it('throttles 5 failures per account and IP; the player gets in from another address after a short pause', async () => {
      const player = await registerPlayer(app());
      const attacker = { 'x-forwarded-for': '10.0.0.2' };
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect(
          (await api(app(), 'POST', 'auth/login', { body: { login: player.email, password: 'wrong-pass' }, headers: attacker })).statusCode,
        ).toBe(401);
      }
      const blocked = await api(app(), 'POST', 'auth/login', {
        body: { login: player.email, password: player.password },
        headers: attacker,
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.body.error.type).toBe('TooManyRequestsException');
      // The account's own pause after five failures is a second; the owner elsewhere then gets in.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const owner = await api(app(), 'POST', 'auth/login', {
        body: { login: player.email, password: player.password },
        headers: { 'x-forwarded-for': '10.0.0.3' },
      });
      expect(owner.body.status).toBe('ok');
    });

    it('throttles 20 failures per IP across accounts', async () => {
      const headers = { 'x-forwarded-for': '10.0.0.4' };
      const now = new Date();
      await testApp.database.db
        .insertInto('sign_in_counters')
        .values({ key: 'ip:10.0.0.4', attempts: 20, window_started_at: now })
        .execute();
      const result = await api(app(), 'POST', 'auth/login', {
        body: { login: DEMO_PLAYER.login, password: DEMO_PLAYER.password },
        headers,
      });
      expect(result.statusCode).toBe(429);
    });

    it('answers UserBannedException for a banned player', async () => {
      const player = await registerPlayer(app());
      await testApp.database.db.updateTable('accounts').set({ is_banned: true }).where('id', '=', player.uid).execute();
      forgetCached(app(), player.uid);
      const login = await api(app(), 'POST', 'auth/login', { body: { login: player.email, password: player.password } });
      expect(login.statusCode).toBe(403);
      expect(login.body.error.type).toBe('UserBannedException');
      // The block data (spec §2: an error with a data type shows as the user-block page).
      expect(login.body.error.error_data).toEqual({ type: 'banned' });
      const info = await api(app(), 'GET', 'account/getInfo', { cookie: player.cookie });
      expect(info.statusCode).toBe(403);
      expect(info.body.error.type).toBe('UserBannedException');
      expect(info.body.error.error_data).toEqual({ type: 'banned' });
    });

    it('validates the payload', async () => {
      const result = await api(app(), 'POST', 'auth/login', { body: { login: '', password: 'x' } });
      expect(result.statusCode).toBe(400);
      expect(result.body.error.invalid_parameters).toEqual({ login: ['validation.required'], password: ['validation.minLength?min=6'] });
    });
  });

  describe('logout', () => {
    it('ends the session and clears the cookie', async () => {
      const player = await registerPlayer(app());
      const result = await api(app(), 'GET', 'auth/logout', { cookie: player.cookie });
      expect(result.body).toEqual({ status: 'ok', payload: 1 });
      expect(result.setSession).toBe('');
      expect((await api(app(), 'GET', 'account/getInfo', { cookie: player.cookie })).body.payload.uid).toBe(0);
    });

    it('answers 1 to anonymous callers and refuses a cross-site trigger', async () => {
      expect((await api(app(), 'GET', 'auth/logout')).body).toEqual({ status: 'ok', payload: 1 });
      const crossSite = await api(app(), 'GET', 'auth/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
      expect(crossSite.body.error.type).toBe('InvalidRequestException');
    });
  });

  describe('restore and resetPassword', () => {
    it('mails a one-time link that sets a new password and ends old sessions', async () => {
      const player = await registerPlayer(app());
      expect((await api(app(), 'POST', 'auth/restore', { body: { login: player.email } })).body).toEqual({ status: 'ok', payload: 1 });
      const mail = await lastMessageTo(app(), player.email);
      expect(mail?.subject).toBe('Password reset');
      const link = new URL(mail!.links[0]!);
      expect(link.pathname).toBe('/reset-password');
      const token = link.searchParams.get('token')!;

      const reset = await api(app(), 'POST', 'auth/resetPassword', {
        body: { token, password: 'newpass12', password_repeat: 'newpass12' },
      });
      expect(reset.body).toEqual({ status: 'ok', payload: 1 });
      expect((await api(app(), 'GET', 'account/getInfo', { cookie: player.cookie })).body.payload.uid).toBe(0);
      expect((await api(app(), 'POST', 'auth/login', { body: { login: player.email, password: 'newpass12' } })).body.status).toBe('ok');

      const again = await api(app(), 'POST', 'auth/resetPassword', { body: { token, password: 'other123' } });
      expect(again.body.error).toMatchObject({
        type: 'InvalidParameterException',
        invalid_parameters: { token: ['validation.invalidToken'] },
      });
    });

    it('answers 1 for an unknown account and sends nothing', async () => {
      const result = await api(app(), 'POST', 'auth/restore', { body: { email: 'ghost@example.com' } });
      expect(result.body).toEqual({ status: 'ok', payload: 1 });
      expect(await lastMessageTo(app(), 'ghost@example.com')).toBeUndefined();
    });

    it('refuses an expired token', async () => {
      const player = await registerPlayer(app());
      await api(app(), 'POST', 'auth/restore', { body: { login: player.email } });
      const token = new URL((await lastMessageTo(app(), player.email))!.links[0]!).searchParams.get('token')!;
      await testApp.database.db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('account_id', '=', player.uid)
        .execute();
      const result = await api(app(), 'POST', 'auth/resetPassword', { body: { token, password: 'newpass12' } });
      expect(result.statusCode).toBe(400);
    });

    it('validates the payloads', async () => {
      expect((await api(app(), 'POST', 'auth/restore', { body: {} })).body.error.invalid_parameters).toEqual({
        login: ['validation.required'],
      });
      expect(
        (await api(app(), 'POST', 'auth/resetPassword', { body: { token: 'x', password: 'newpass12', password_repeat: 'nope' } })).body
          .error.invalid_parameters,
      ).toEqual({
        token: ['validation.regex'],
        password_repeat: ['validation.sameAs?field=password'],
      });
    });
  });
});
