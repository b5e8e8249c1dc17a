import { api, authenticatorCode, lastMessageTo, registerPlayer } from '../helpers/api';
import { DEFAULT_SCRYPT_PARAMS, lowerPasswordHashCostForTests } from '../../src/security/password-hash';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Bursts of up to 60 sign-ins at the real hash cost, beside another suite on a two-core machine.
jest.setTimeout(90_000);

/** The throttle of `src/auth/services/sign-in-throttle.ts` under concurrency and across addresses. */
describe('sign-in limits', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // The real hash cost: how many of a burst of attempts the bounded hash pool takes at once is
    // part of what these cases compare, and at the suites' lower cost a hash ends before the next
    // attempt arrives.
    lowerPasswordHashCostForTests(DEFAULT_SCRYPT_PARAMS);
    // Addresses are named in X-Forwarded-For, as behind a local reverse proxy.
    testApp = await createTestApp({ trustProxy: '127.0.0.1' });
  });
  afterAll(() => testApp.close());
  const app = () => testApp.app;
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const attempt = (login: string, password: string, ip: string, code?: string) =>
    api(app(), 'POST', 'auth/login', { body: { login, password, ...(code ? { code } : {}) }, headers: from(ip) });
  const statuses = (results: Array<{ statusCode: number }>) => results.map((result) => result.statusCode).sort();

  it('evaluates at most 5 of 50 concurrent wrong passwords for one account from one address', async () => {
    const player = await registerPlayer(app());
    const results = await Promise.all(Array.from({ length: 50 }, () => attempt(player.email, 'wrong-pass', '10.1.0.1')));
    const evaluated = results.filter((result) => result.statusCode === 401).length;
    expect(evaluated).toBeGreaterThanOrEqual(1);
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(results.filter((result) => result.statusCode === 429)).toHaveLength(50 - evaluated);
    // Attempts the busy hash pool refused were given back; the limit itself still holds exactly.
    let more = 0;
    for (let index = 0; index < 10; index += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if ((await attempt(player.email, 'wrong-pass', '10.1.0.1')).statusCode === 401) more += 1;
    }
    expect(evaluated + more).toBeLessThanOrEqual(5);
    expect((await attempt(player.email, player.password, '10.1.0.1')).statusCode).toBe(429);
  });

  it('caps one account at 10 evaluated attempts across 12 addresses, then mails its owner once', async () => {
    const player = await registerPlayer(app());
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, index) => attempt(player.email, 'wrong-pass', `10.2.0.${index % 12}`)),
    );
    expect(results.filter((result) => result.statusCode === 401).length).toBeLessThanOrEqual(10);
    expect(results.every((result) => result.statusCode === 401 || result.statusCode === 429)).toBe(true);
    const notice = await lastMessageTo(app(), player.email);
    expect(notice?.subject).toBe('Sign-in attempts on your account');
    const notices = (await app().inject({ method: 'GET', url: '/demo/outbox.json' }))
      .json()
      .messages.filter(
        (message: { recipient: string; subject: string }) => message.recipient === player.email && message.subject === notice!.subject,
      );
    expect(notices).toHaveLength(1);

    // Even the right password waits while the account is paused…
    expect((await attempt(player.email, player.password, '10.2.1.1')).statusCode).toBe(429);
    // …until the owner resets the password, which lifts the pause at once.
    await api(app(), 'POST', 'auth/restore', { body: { login: player.email } });
    const token = new URL((await lastMessageTo(app(), player.email))!.links[0]!).searchParams.get('token')!;
    expect(
      (await api(app(), 'POST', 'auth/resetPassword', { body: { token, password: 'brandnew1', password_repeat: 'brandnew1' } })).body
        .status,
    ).toBe('ok');
    expect((await attempt(player.email, 'brandnew1', '10.2.1.1')).body.status).toBe('ok');
  });

  it('slows an account progressively from its fifth failure', async () => {
    const player = await registerPlayer(app());
    for (let index = 0; index < 5; index += 1) expect((await attempt(player.email, 'wrong-pass', `10.3.0.${index}`)).statusCode).toBe(401);
    // Right after the fifth failure the account waits a second, whoever asks.
    expect((await attempt(player.email, player.password, '10.3.1.1')).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await attempt(player.email, player.password, '10.3.1.1')).body.status).toBe('ok');
  });

  it('counts the same account under its login, email and phone as one', async () => {
    const player = await registerPlayer(app(), { login: 'onecounter', phone: '+49 170 5550001' });
    const names = [player.email, 'onecounter', '+491705550001'];
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, index) => attempt(names[index % 3]!, 'wrong-pass', `10.4.0.${index}`)),
    );
    expect(results.filter((result) => result.statusCode === 401).length).toBeLessThanOrEqual(10);
    expect((await attempt(player.email, player.password, '10.4.1.1')).statusCode).toBe(429);
  });

  it('counts wrong two-factor codes as attempts', async () => {
    const player = await registerPlayer(app());
    const setup = await api(app(), 'POST', 'account/changeTwoFactorAuth', { cookie: player.cookie });
    const secret = setup.body.payload.secret as string;
    expect(
      (await api(app(), 'POST', 'account/confirmTwoFactorAuth', { cookie: player.cookie, body: { code: authenticatorCode(secret) } })).body
        .status,
    ).toBe('ok');
    const wrongCode = authenticatorCode(secret, 20) === '000000' ? '111111' : '000000';
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => attempt(player.email, player.password, `10.5.0.${index}`, wrongCode)),
    );
    const evaluated = results.filter((result) => result.statusCode === 401);
    expect(evaluated.length).toBeGreaterThanOrEqual(1);
    expect(evaluated.length).toBeLessThanOrEqual(10);
    expect(evaluated.every((result) => result.body.error.message === 'two_factor_auth: code is invalid')).toBe(true);
    expect(results.filter((result) => result.statusCode === 429)).toHaveLength(50 - evaluated.length);
  });

  it('does not use up an attempt on the two-factor step that asks for the code', async () => {
    const player = await registerPlayer(app());
    const setup = await api(app(), 'POST', 'account/changeTwoFactorAuth', { cookie: player.cookie });
    const secret = setup.body.payload.secret as string;
    await api(app(), 'POST', 'account/confirmTwoFactorAuth', { cookie: player.cookie, body: { code: authenticatorCode(secret) } });
    for (let index = 0; index < 8; index += 1) {
      expect((await attempt(player.email, player.password, '10.6.0.1')).body.error.message).toBe('two_factor_auth is enable');
    }
  });

  it('answers an unknown login exactly like a known one under the same limits', async () => {
    const unknown = await Promise.all(Array.from({ length: 8 }, () => attempt('ghost-limits@example.com', 'wrong-pass', '10.7.0.1')));
    const player = await registerPlayer(app());
    const known = await Promise.all(Array.from({ length: 8 }, () => attempt(player.email, 'wrong-pass', '10.7.0.2')));
    expect(statuses(unknown)).toEqual(statuses(known));
    expect(unknown.find((result) => result.statusCode === 401)!.body).toEqual(known.find((result) => result.statusCode === 401)!.body);
  });
});
