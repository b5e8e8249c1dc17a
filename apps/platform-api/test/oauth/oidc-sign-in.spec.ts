import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { type FakeOidc, generateAppleKey, startFakeOidc } from '@nfx/provider-fakes/oidc';
import { createAppleClientSecret } from '../../src/auth/services/oidc-client';
import { offeredSocialServices } from '../../src/auth/services/social-services';
import type { AppConfig } from '../../src/config';
import { api, ORIGIN, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

const GOOGLE = { clientId: 'google-client.apps.example', clientSecret: 'google-secret-1' };
const APPLE = { clientId: 'com.example.casino.web', teamId: 'TEAM123456', keyId: 'KEY1234567' };

function sidOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  return cookie?.value ? `sid=${cookie.value}` : undefined;
}

function dataAttribute(html: string, name: string): string | undefined {
  return new RegExp(`data-${name}="([^"]*)"`).exec(html)?.[1];
}

/** The path and query of an absolute URL on the site, for `inject`. */
const onSite = (url: string) => {
  const parsed = new URL(url, ORIGIN);
  expect(parsed.origin).toBe(ORIGIN);
  return `${parsed.pathname}${parsed.search}`;
};

describe('social sign-in with OpenID Connect (Google, Apple)', () => {
  let testApp: TestApp;
  let google: FakeOidc;
  let apple: FakeOidc;
  let subjects = 0;
  const app = () => testApp.app;
  const nextSubject = () => `sub-${Date.now().toString(36)}-${(subjects += 1)}`;

  beforeAll(async () => {
    const appleKey = await generateAppleKey();
    google = await startFakeOidc(GOOGLE);
    apple = await startFakeOidc({
      clientId: APPLE.clientId,
      appleStyle: { teamId: APPLE.teamId, keyId: APPLE.keyId, publicKey: appleKey.publicKey },
    });
    testApp = await createTestApp({
      providers: {
        oidc: {
          google: { issuer: google.issuer, ...GOOGLE },
          apple: {
            issuer: apple.issuer,
            clientId: APPLE.clientId,
            apple: { teamId: APPLE.teamId, keyId: APPLE.keyId, privateKey: appleKey.privateKey },
          },
        },
      },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await Promise.all([google?.close(), apple?.close()]);
  });

  interface Started {
    authorizeUrl: URL;
    /** The cookie /oauth/init gave this browser for the callback. */
    browserCookie: string;
  }

  async function init(service: 'google' | 'apple', cookie?: string): Promise<Started> {
    const response = await app().inject({
      method: 'GET',
      url: `/oauth/init?service=${service}&type_auth=login&redirect_url=${encodeURIComponent(`${ORIGIN}/casino`)}`,
      ...(cookie ? { headers: { cookie } } : {}),
    });
    expect(response.statusCode).toBe(302);
    const browser = response.cookies.find((c) => c.name === 'nfx_oidc')!;
    expect(browser).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/oauth/callback' });
    return { authorizeUrl: new URL(response.headers.location as string), browserCookie: `nfx_oidc=${browser.value}` };
  }

  /** The provider's answer to the browser: a redirect back (Google) or an auto-posting form (Apple). */
  async function atProvider(started: Started): Promise<{ get: string } | { post: string; fields: Record<string, string> }> {
    const response = await fetch(started.authorizeUrl, { redirect: 'manual' });
    if (response.status === 302) return { get: response.headers.get('location')! };
    const html = await response.text();
    expect(response.status).toBe(200);
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
    const fields = Object.fromEntries([...html.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
    return { post: action, fields };
  }

  async function callback(started: Started, answer: Awaited<ReturnType<typeof atProvider>>, cookie = started.browserCookie) {
    let url: string;
    if ('get' in answer) url = onSite(answer.get);
    else {
      // Apple's page posts from its own origin; the site turns the post into a GET on its origin.
      const posted = await app().inject({
        method: 'POST',
        url: onSite(answer.post),
        payload: new URLSearchParams(answer.fields).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://appleid.apple.com',
          'sec-fetch-site': 'cross-site',
        },
      });
      expect(posted.statusCode).toBe(303);
      url = posted.headers.location as string;
    }
    return app().inject({ method: 'GET', url, headers: { cookie } });
  }

  async function signIn(service: 'google' | 'apple', cookie?: string) {
    const started = await init(service, cookie);
    return callback(started, await atProvider(started), cookie ? `${started.browserCookie}; ${cookie}` : started.browserCookie);
  }

  const accountRow = (uid: number) =>
    testApp.database.db.selectFrom('accounts').selectAll().where('id', '=', uid).executeTakeFirstOrThrow();

  async function uidOf(response: LightMyRequestResponse): Promise<number> {
    expect(dataAttribute(response.body, 'status')).toBe('ok');
    const info = await api(app(), 'GET', 'account/getInfo', { cookie: sidOf(response) });
    return info.body.payload.uid;
  }

  it('sends the browser to the provider with PKCE (S256), state and nonce kept server-side', async () => {
    const started = await init('google');
    expect(`${started.authorizeUrl.origin}${started.authorizeUrl.pathname}`).toBe(`${google.issuer}/authorize`);
    const query = started.authorizeUrl.searchParams;
    expect(query.get('client_id')).toBe(GOOGLE.clientId);
    expect(query.get('response_type')).toBe('code');
    expect(query.get('redirect_uri')).toBe(`${ORIGIN}/oauth/callback`);
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.get('scope')).toBe('openid email profile');
    const state = query.get('state')!;
    const row = await testApp.database.db.selectFrom('oauth_states').selectAll().where('state', '=', state).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ service: 'google', nonce: query.get('nonce'), link_account_id: null });
    expect(row.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row.code_verifier).not.toBe(query.get('code_challenge'));
  });

  it('registers a new player on the first sign-in and signs the same subject in the next time', async () => {
    const sub = nextSubject();
    google.setUser({ sub, email: `${sub}@gmail.example`, email_verified: true, name: 'Grace Hopper' });
    const first = await signIn('google');
    expect(first.statusCode).toBe(200);
    expect(dataAttribute(first.body, 'registration-completed')).toBe('0');
    expect(first.cookies.find((c) => c.name === 'nfx_oidc')?.value).toBe('');
    const uid = await uidOf(first);
    expect(await accountRow(uid)).toMatchObject({ email: `${sub}@gmail.example`, first_name: 'Grace', is_registration_completed: false });

    // The provider's email changed: the subject, not the email, is the key.
    google.setUser({ sub, email: `${sub}-new@gmail.example`, email_verified: true });
    expect(await uidOf(await signIn('google'))).toBe(uid);
    expect(google.refusedRequests).toBe(0);
  });

  it('refuses a tampered state, a replayed callback and a callback in another browser', async () => {
    google.setUser({ sub: nextSubject(), email_verified: false });
    const started = await init('google');
    const answer = (await atProvider(started)) as { get: string };
    const tampered = new URL(answer.get);
    tampered.searchParams.set('state', `${tampered.searchParams.get('state')!.slice(0, -2)}xx`);
    const refused = await app().inject({ method: 'GET', url: onSite(tampered.toString()), headers: { cookie: started.browserCookie } });
    expect(refused.statusCode).toBe(400);
    expect(dataAttribute(refused.body, 'status')).toBe('error');
    expect(sidOf(refused)).toBeUndefined();

    const other = await init('google');
    const otherAnswer = await atProvider(other);
    const elsewhere = await callback(other, otherAnswer, started.browserCookie);
    expect(elsewhere.statusCode).toBe(400);
    expect(sidOf(elsewhere)).toBeUndefined();
    // The state was spent by that attempt: the right browser cannot use it afterwards either.
    const replay = await callback(other, otherAnswer);
    expect(replay.statusCode).toBe(400);
  });

  it.each([
    ['another nonce', { claims: { nonce: 'not-the-nonce-we-sent' } }],
    ['another audience', { claims: { aud: 'someone-else' } }],
    ['a signature by a key the provider does not list', { foreignKey: true }],
  ])('refuses an ID token with %s', async (_name, tamper) => {
    google.setUser({ sub: nextSubject(), email: 'x@gmail.example', email_verified: true });
    const started = await init('google');
    const answer = await atProvider(started);
    google.tamperNextIdToken(tamper);
    const response = await callback(started, answer);
    expect(response.statusCode).toBe(400);
    expect(dataAttribute(response.body, 'status')).toBe('error');
    expect(sidOf(response)).toBeUndefined();
  });

  it('links a new subject to the player whose email the provider verified', async () => {
    const player = await registerPlayer(app());
    google.setUser({ sub: nextSubject(), email: player.email.toUpperCase(), email_verified: true });
    const response = await signIn('google');
    expect(await uidOf(response)).toBe(player.uid);
  });

  it('does not link by an email the provider has not verified: a new account without that email', async () => {
    const player = await registerPlayer(app());
    google.setUser({ sub: nextSubject(), email: player.email, email_verified: false });
    const response = await signIn('google');
    const uid = await uidOf(response);
    expect(uid).not.toBe(player.uid);
    expect(await accountRow(uid)).toMatchObject({ email: null, is_registration_completed: false });
  });

  it('links the identity to the signed-in player who started the round trip, whatever its email', async () => {
    const player = await registerPlayer(app());
    const sub = nextSubject();
    google.setUser({ sub, email: `${sub}@elsewhere.example`, email_verified: false });
    const linked = await signIn('google', player.cookie);
    expect(dataAttribute(linked.body, 'status')).toBe('ok');
    expect(sidOf(linked)).toBeUndefined();
    // Signed out, the same Google account now signs in to that player.
    expect(await uidOf(await signIn('google'))).toBe(player.uid);

    // Another player cannot take that identity over by linking it too.
    const other = await registerPlayer(app());
    const refused = await signIn('google', other.cookie);
    expect(refused.statusCode).toBe(409);
    expect(dataAttribute(refused.body, 'status')).toBe('error');
  });

  it('signs in with Apple: form_post callback, ES256 client secret, email_verified as a string', async () => {
    const player = await registerPlayer(app());
    apple.setUser({ sub: `001234.${nextSubject()}.0042`, email: player.email, email_verified: true });
    const started = await init('apple');
    expect(started.authorizeUrl.searchParams.get('response_mode')).toBe('form_post');
    expect(started.authorizeUrl.searchParams.get('scope')).toBe('openid email name');
    const answer = await atProvider(started);
    expect('post' in answer).toBe(true);
    const response = await callback(started, answer);
    expect(response.statusCode).toBe(200);
    expect(await uidOf(response)).toBe(player.uid);
    expect(apple.refusedRequests).toBe(0);
  });

  it('reports a cancel at the provider to the opener', async () => {
    const started = await init('google');
    const state = started.authorizeUrl.searchParams.get('state')!;
    const response = await app().inject({
      method: 'GET',
      url: `/oauth/callback?state=${state}&error=access_denied`,
      headers: { cookie: started.browserCookie },
    });
    expect(dataAttribute(response.body, 'status')).toBe('cancel');
    expect(sidOf(response)).toBeUndefined();
  });

  it('makes Apple client secrets the way Apple checks them', async () => {
    const key = await generateAppleKey();
    const secrets = createAppleClientSecret(APPLE.clientId, { teamId: APPLE.teamId, keyId: APPLE.keyId, privateKey: key.privateKey });
    const now = 1_800_000_000;
    const secret = await secrets.fresh(now);
    expect(decodeProtectedHeader(secret)).toEqual({ alg: 'ES256', kid: APPLE.keyId });
    const claims = decodeJwt(secret);
    expect(claims).toEqual({ iss: APPLE.teamId, sub: APPLE.clientId, aud: 'https://appleid.apple.com', iat: now, exp: now + 3600 });
    expect(await secrets.fresh(now + 60)).toBe(secret);
    expect(await secrets.fresh(now + 3000)).not.toBe(secret);
  });
});

describe('which social services are offered', () => {
  const oidc = { issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' };
  it.each<[string, Pick<AppConfig, 'demoMode' | 'providers'>, string[]]>([
    ['nothing configured, demo mode off', { demoMode: false, providers: { oidc: {} } }, []],
    ['demo mode only', { demoMode: true, providers: { oidc: {} } }, ['demo']],
    ['Google configured', { demoMode: false, providers: { oidc: { google: oidc } } }, ['google']],
    [
      'Google and Apple configured, demo mode on',
      { demoMode: true, providers: { oidc: { google: oidc, apple: oidc } } },
      ['google', 'apple', 'demo'],
    ],
  ])('%s', (_name, config, offered) => {
    expect(offeredSocialServices(config)).toEqual(offered);
  });

  describe('with demo mode off and no provider configured', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp({ demoMode: false });
    });
    afterAll(() => testApp?.close());

    it.each(['google', 'apple', 'demo'])('refuses /oauth/init for %s and lists no social button', async (service) => {
      const response = await testApp.app.inject({ method: 'GET', url: `/oauth/init?service=${service}&type_auth=login` });
      expect(response.statusCode).toBe(400);
      expect(dataAttribute(response.body, 'status')).toBe('error');
      expect(testApp.app.auth.offeredSocialServices()).toEqual([]);
    });
  });
});

describe('a wrong client secret', () => {
  let testApp: TestApp;
  let google: FakeOidc;
  beforeAll(async () => {
    google = await startFakeOidc(GOOGLE);
    testApp = await createTestApp({
      providers: { oidc: { google: { issuer: google.issuer, clientId: GOOGLE.clientId, clientSecret: 'wrong' } } },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await google?.close();
  });

  it('is refused by the provider, and the sign-in fails', async () => {
    const init = await testApp.app.inject({ method: 'GET', url: '/oauth/init?service=google&type_auth=login' });
    const browser = init.cookies.find((c) => c.name === 'nfx_oidc')!;
    const back = await fetch(init.headers.location as string, { redirect: 'manual' });
    const response = await testApp.app.inject({
      method: 'GET',
      url: onSite(back.headers.get('location')!),
      headers: { cookie: `nfx_oidc=${browser.value}` },
    });
    expect(response.statusCode).toBe(400);
    expect(google.refusedRequests).toBe(1);
  });
});
