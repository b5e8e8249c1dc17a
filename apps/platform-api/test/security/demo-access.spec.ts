import { form } from '../helpers/test-app';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Demo helpers answer only in demo mode and, by default, only to a browser on this machine. */
describe('demo access', () => {
  let demo: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    [demo, production] = await Promise.all([
      createTestApp(),
      createTestApp({ demoMode: false, production: true, mailUrl: 'smtp://127.0.0.1:1' }),
    ]);
  });
  afterAll(() => Promise.all([demo.close(), production.close()]));

  const demoPaths = ['/demo/outbox', '/demo/outbox.json', '/oauth/demo/authorize?state=AAAAAAAAAAAAAAAAAAAAAAAA'];

  it.each(demoPaths)('serves no demo route without demo mode: %s', async (url) => {
    const response = await production.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['another Host', { host: 'casino.example.com' }],
    ['a proxied request', { 'x-forwarded-for': '203.0.113.9' }],
    ['a Forwarded header', { forwarded: 'for=203.0.113.9' }],
  ])('hides demo pages from %s even in demo mode', async (_name, headers) => {
    for (const url of ['/demo/outbox', '/demo/outbox.json']) {
      expect((await demo.app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
    }
  });

  it('serves demo pages to a browser on this machine in demo mode', async () => {
    expect((await demo.app.inject({ method: 'GET', url: '/demo/outbox.json' })).statusCode).toBe(200);
  });

  it('does not start the demo sign-in without demo mode, and lists no demo provider', async () => {
    const init = await production.app.inject({ method: 'GET', url: '/oauth/init?service=demo&type_auth=login' });
    expect(init.statusCode).toBe(400);
    const cms = (await production.app.inject({ method: 'GET', url: '/nfx/cms-config/en', headers: { host: 'localhost:4200' } })).json();
    const social = (cms.auth.authTypes as Array<{ component: string }>).filter((type) => type.component === 'social');
    expect(social).toEqual([]);
    const demoCms = (await demo.app.inject({ method: 'GET', url: '/nfx/cms-config/en' })).json();
    expect(demoCms.auth.authTypes).toContainEqual(expect.objectContaining({ component: 'social', services: ['demo'] }));
  });

  it('refuses SMS outside demo mode instead of pretending it left', async () => {
    await expect(production.app.messageSender.deliver({ channel: 'sms', recipient: '+4917000000', body: 'x' })).rejects.toMatchObject({
      type: 'InvalidRequest',
    });
  });

  it('refuses state changes for another Host or Origin in production', async () => {
    const body = form({ login: 'someone', password: 'secret12' });
    const foreignHost = await production.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: body.payload,
      headers: { ...body.headers, host: 'evil.example.com' },
    });
    expect(foreignHost.statusCode).toBe(400);
    expect(foreignHost.json().error.message).toBe('Cross-site request rejected');
    const foreignOrigin = await production.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: body.payload,
      headers: { ...body.headers, host: 'localhost:4200', origin: 'http://localhost:4200.evil.example' },
    });
    expect(foreignOrigin.json().error.message).toBe('Cross-site request rejected');
    const own = await production.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: body.payload,
      headers: { ...body.headers, host: 'localhost:4200' },
    });
    expect(own.json().error.message).toBe('Wrong login or password');
  });

  it('sends a Permissions-Policy and no source maps in production', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/nfx/i18n/locales', headers: { host: 'localhost:4200' } });
    expect(response.headers['permissions-policy']).toContain('geolocation=()');
    expect((await production.app.inject({ method: 'GET', url: '/remotes/casino/main.js.map' })).statusCode).toBe(404);
  });
});
