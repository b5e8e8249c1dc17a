import type { LightMyRequestResponse } from 'fastify';
import { signInitData } from '../../src/auth/services/messenger-init-data';
import { api } from '../helpers/api';
import { createTestApp, form, type TestApp } from '../helpers/test-app';

const ORIGIN = 'http://localhost:4200';

function sidOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  return cookie?.value ? `sid=${cookie.value}` : undefined;
}

function dataAttribute(html: string, name: string): string | undefined {
  return new RegExp(`data-${name}="([^"]*)"`).exec(html)?.[1];
}

describe('social sign-in with the demo provider', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());
  const app = () => testApp.app;

  /** A browser's cookie for the demo provider (its "signed in to the provider" secret). */
  interface Flow {
    state: string;
    providerCookie: string;
  }

  async function startFlow(typeAuth = 'registration', providerCookie?: string): Promise<Flow> {
    const init = await app().inject({
      method: 'GET',
      url: `/oauth/init?service=demo&redirect_url=${encodeURIComponent(`${ORIGIN}/casino`)}&type_auth=${typeAuth}`,
    });
    expect(init.statusCode).toBe(302);
    const consentUrl = init.headers.location as string;
    const state = new URL(consentUrl, ORIGIN).searchParams.get('state')!;
    const consent = await app().inject({
      method: 'GET',
      url: consentUrl,
      ...(providerCookie ? { headers: { cookie: providerCookie } } : {}),
    });
    expect(consent.statusCode).toBe(200);
    expect(consent.body).toContain('name="decision" value="approve"');
    const issued = consent.cookies.find((c) => c.name === 'nfx_demo_idp');
    return { state, providerCookie: providerCookie ?? `nfx_demo_idp=${issued!.value}` };
  }

  async function decide(flow: Flow, fields: Record<string, string>) {
    const body = form({ state: flow.state, ...fields });
    const decision = await app().inject({
      method: 'POST',
      url: '/oauth/demo/authorize',
      payload: body.payload,
      headers: { ...body.headers, cookie: flow.providerCookie },
    });
    return decision;
  }

  it('registers a new player with an incomplete registration, then signs the same identity in', async () => {
    const state = await startFlow();
    const decision = await decide(state, { decision: 'approve', name: 'Ola Nordmann', email: 'ola@demo.example.com' });
    expect(decision.statusCode).toBe(303);
    const callback = await app().inject({ method: 'GET', url: decision.headers.location as string });
    expect(callback.statusCode).toBe(200);
    expect(dataAttribute(callback.body, 'status')).toBe('ok');
    expect(dataAttribute(callback.body, 'origin')).toBe(ORIGIN);
    expect(dataAttribute(callback.body, 'registration-completed')).toBe('0');
    expect(callback.body).toContain('<script src="/oauth/complete.js"></script>');
    const session = sidOf(callback)!;
    const info = await api(app(), 'GET', 'account/getInfo', { cookie: session });
    expect(info.body.payload).toMatchObject({ is_registration_completed: false, uid: expect.any(Number) });

    // The player fills the missing fields; the registration is then complete.
    const completed = await api(app(), 'POST', 'auth/register', {
      cookie: session,
      body: { login: 'olanordmann', password: 'secret12', currency: 'EUR' },
    });
    expect(completed.body.payload).toMatchObject({
      login: 'olanordmann',
      is_registration_completed: true,
      balance_main: { currency: 'EUR' },
    });

    // The state is spent: replaying the callback fails.
    const replay = await app().inject({ method: 'GET', url: decision.headers.location as string });
    expect(dataAttribute(replay.body, 'status')).toBe('error');

    const again = await startFlow('login', state.providerCookie);
    const secondDecision = await decide(again, { decision: 'approve', name: 'Ola Nordmann', email: 'ola@demo.example.com' });
    const secondCallback = await app().inject({ method: 'GET', url: secondDecision.headers.location as string });
    const secondInfo = await api(app(), 'GET', 'account/getInfo', { cookie: sidOf(secondCallback) });
    expect(secondInfo.body.payload).toMatchObject({ uid: info.body.payload.uid, login: 'olanordmann' });
  });

  it('never signs a visitor in as another player by typing their email', async () => {
    const victim = await startFlow();
    const victimSession = sidOf(
      await app().inject({
        method: 'GET',
        url: (await decide(victim, { decision: 'approve', name: 'Victim', email: 'victim@demo.example.com' })).headers.location as string,
      }),
    );
    const victimUid = (await api(app(), 'GET', 'account/getInfo', { cookie: victimSession })).body.payload.uid;

    const attacker = await startFlow('login');
    expect(attacker.providerCookie).not.toBe(victim.providerCookie);
    const attackerSession = sidOf(
      await app().inject({
        method: 'GET',
        url: (await decide(attacker, { decision: 'approve', name: 'Victim', email: 'victim@demo.example.com' })).headers.location as string,
      }),
    );
    const attackerInfo = (await api(app(), 'GET', 'account/getInfo', { cookie: attackerSession })).body.payload;
    expect(attackerInfo.uid).toBeGreaterThan(0);
    expect(attackerInfo.uid).not.toBe(victimUid);
  });

  it('refuses an approval from a browser without the provider cookie', async () => {
    const flow = await startFlow();
    const decision = await decide(
      { ...flow, providerCookie: '' },
      { decision: 'approve', name: 'Nobody', email: 'nobody@demo.example.com' },
    );
    expect(decision.statusCode).toBe(400);
  });

  it('completes a social registration through saveProfileInfo once required fields are filled', async () => {
    const state = await startFlow();
    const decision = await decide(state, { decision: 'approve', name: 'Kari', email: 'kari@demo.example.com' });
    const session = sidOf(await app().inject({ method: 'GET', url: decision.headers.location as string }))!;
    await api(app(), 'POST', 'account/saveProfileInfo', { cookie: session, body: { first_name: 'Kari' } });
    expect((await api(app(), 'GET', 'account/getInfo', { cookie: session })).body.payload.is_registration_completed).toBe(false);
    await api(app(), 'POST', 'account/saveProfileInfo', {
      cookie: session,
      body: { first_name: 'Kari', last_name: 'Nordmann', birth_date: '01.01.1990', country_code: 'PL' },
    });
    expect((await api(app(), 'GET', 'account/getInfo', { cookie: session })).body.payload.is_registration_completed).toBe(true);
  });

  it('reports a cancel to the opener', async () => {
    const state = await startFlow();
    const decision = await decide(state, { decision: 'cancel' });
    const callback = await app().inject({ method: 'GET', url: decision.headers.location as string });
    expect(dataAttribute(callback.body, 'status')).toBe('cancel');
    expect(sidOf(callback)).toBeUndefined();
  });

  it.each([
    ['an unknown service', '/oauth/init?service=evil&type_auth=login'],
    ['an unknown state', '/oauth/callback?state=AAAAAAAAAAAAAAAAAAAAAAAA&code=AAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a consent page without state', '/oauth/demo/authorize'],
  ])('answers %s with an error page', async (_name, url) => {
    const response = await app().inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(dataAttribute(response.body, 'status')).toBe('error');
  });

  it('drops a redirect_url of another origin and re-asks on invalid consent input', async () => {
    const init = await app().inject({
      method: 'GET',
      url: `/oauth/init?service=demo&redirect_url=${encodeURIComponent('https://evil.example/x')}&type_auth=login`,
    });
    const state = new URL(init.headers.location as string, ORIGIN).searchParams.get('state')!;
    const row = await testApp.database.db.selectFrom('oauth_states').selectAll().where('state', '=', state).executeTakeFirstOrThrow();
    expect(row.redirect_url).toBeNull();
    const invalid = await decide({ state, providerCookie: '' }, { decision: 'approve', name: '<b>x</b>', email: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('role="alert"');
    expect(invalid.body).not.toContain('<b>x</b>');
  });

  it('serves the completion script', async () => {
    const response = await app().inject({ method: 'GET', url: '/oauth/complete.js' });
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.body).toContain("type: 'nfx:oauth'");
    expect(response.body).toContain('postMessage(message, data.origin)');
  });
});

describe('messenger mini-app registration', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ messengerBotToken: 'test-bot-token' });
  });
  afterAll(() => testApp.close());

  const signed = (fields: Record<string, string>, token = 'test-bot-token') => ({ ...fields, hash: signInitData(fields, token) });

  it('registers the messenger user on the first call and signs them in on the next', async () => {
    const fields = { is_tg: '1', id: '777000', username: 'tgplayer', language_code: 'de', payload: 'TGPROMO' };
    const first = await api(testApp.app, 'POST', 'auth/register', { body: signed(fields) });
    expect(first.body.payload).toMatchObject({ login: 'tg_777000', fakename: 'tgplayer', locale: 'de', is_registration_completed: true });
    expect(first.setSession).toMatch(/^sid=/);
    const second = await api(testApp.app, 'POST', 'auth/register', { body: signed(fields) });
    expect(second.body.payload.uid).toBe(first.body.payload.uid);
  });

  it.each([
    ['a hash made with another bot token', signed({ is_tg: '1', id: '1' }, 'other-token')],
    ['a field changed after signing', { ...signed({ is_tg: '1', id: '2', username: 'alice' }), username: 'mallory' }],
  ])('refuses %s', async (_name, body) => {
    const result = await api(testApp.app, 'POST', 'auth/register', { body });
    expect(result.statusCode).toBe(401);
    expect(result.body.error).toMatchObject({ type: 'AuthorizationException', code: 'messenger_hash_invalid' });
  });

  it('refuses stale signed data', async () => {
    const result = await api(testApp.app, 'POST', 'auth/register', { body: signed({ is_tg: '1', id: '3', auth_date: '1000' }) });
    expect(result.body.error.code).toBe('messenger_data_expired');
  });
});

describe('demo outbox', () => {
  it('lists messages newest first as HTML with links, and 404s outside demo mode', async () => {
    const demo = await createTestApp();
    try {
      await demo.app.messageSender.deliver({
        channel: 'mail',
        recipient: 'a@example.com',
        subject: 'First <b>',
        body: 'Code 123456 and https://x.example/path?token=abc',
      });
      await demo.app.messageSender.deliver({ channel: 'sms', recipient: '+4915100000000', body: 'Second' });
      const page = await demo.app.inject({ method: 'GET', url: '/demo/outbox' });
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body.indexOf('+4915100000000')).toBeLessThan(page.body.indexOf('a@example.com'));
      expect(page.body).toContain('First &lt;b&gt;');
      expect(page.body).toContain('<a href="https://x.example/path?token=abc">');
      expect(page.body).toContain('<strong class="code">123456</strong>');
      const json = (await demo.app.inject({ method: 'GET', url: '/demo/outbox.json' })).json();
      expect(json.messages[1]).toMatchObject({ channel: 'mail', codes: ['123456'], links: ['https://x.example/path?token=abc'] });
    } finally {
      await demo.close();
    }
    const production = await createTestApp({ demoMode: false });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/demo/outbox' })).statusCode).toBe(404);
      expect((await production.app.inject({ method: 'GET', url: '/demo/outbox.json' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  }, 120_000);
});
