import { api, authenticatorCode, lastMessageTo } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The whole journey of a new player, through HTTP calls only. */
describe('a new player registers, signs in, enables two-factor and signs in with a code', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('works end to end', async () => {
    const app = testApp.app;
    const credentials = { login: 'journey@example.com', password: 'Journey#2024' };

    const registered = await api(app, 'POST', 'auth/register', {
      body: {
        email: credentials.login,
        password: credentials.password,
        password_repeat: credentials.password,
        currency: 'USD',
        notify: '1',
        terms: '1',
      },
    });
    expect(registered.body.status).toBe('ok');
    expect((await lastMessageTo(app, credentials.login))?.subject).toBe('Welcome! Please confirm your email address');
    await api(app, 'GET', 'auth/logout', { cookie: registered.setSession });

    const signedIn = await api(app, 'POST', 'auth/login', { body: credentials });
    expect(signedIn.body.payload.two_factor_auth).toBe(false);
    const session = signedIn.setSession!;

    const setup = await api(app, 'POST', 'account/changeTwoFactorAuth', { cookie: session });
    const secret = setup.body.payload.secret as string;
    const enabled = await api(app, 'POST', 'account/confirmTwoFactorAuth', { cookie: session, body: { code: authenticatorCode(secret) } });
    expect(enabled.body.payload).toEqual({ two_factor_auth: true });
    await api(app, 'GET', 'auth/logout', { cookie: session });

    // Without a code: the two-factor step, with the resend time.
    const challenge = await api(app, 'POST', 'auth/login', { body: credentials });
    expect(challenge.statusCode).toBe(401);
    expect(challenge.body.error).toMatchObject({ type: 'AuthorizationException', message: 'two_factor_auth is enable', resend_time: 30 });
    expect(challenge.setSession).toBeUndefined();
    // Asking again before the resend time keeps counting down instead of restarting.
    const early = await api(app, 'POST', 'auth/login', { body: credentials });
    expect(early.body.error.resend_time).toBeLessThanOrEqual(30);

    // The code that enabled 2FA is spent; the next period's code signs in, once.
    const code = authenticatorCode(secret, 1);
    const withCode = await api(app, 'POST', 'auth/login', { body: { ...credentials, code, resend_time: '30' } });
    expect(withCode.body.status).toBe('ok');
    expect(withCode.body.payload.two_factor_auth).toBe(true);
    const replay = await api(app, 'POST', 'auth/login', { body: { ...credentials, code } });
    expect(replay.body.error).toMatchObject({ type: 'AuthorizationException', message: 'two_factor_auth: code is invalid' });

    const info = await api(app, 'GET', 'account/getInfo', { cookie: withCode.setSession });
    expect(info.body.payload).toMatchObject({ login: credentials.login, two_factor_auth: true });
  });
});
