import { DEMO_PLAYER } from '../../src/seed/account';
import { createTestApp, form, type TestApp } from '../helpers/test-app';

describe('HTTP security', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('sends the security headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/account/getInfo' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  describe('same-origin check of POST calls', () => {
    const body = form({ login: DEMO_PLAYER.login, password: 'wrong-pass' });
    it.each([
      ['a foreign Origin', { origin: 'https://evil.example' }],
      ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }],
      ['a same-site (sibling subdomain) fetch', { 'sec-fetch-site': 'same-site' }],
    ])('rejects %s with InvalidRequestException', async (_name, headers) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: body.payload,
        headers: { 'content-type': body.headers['content-type']!, ...headers },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 'error',
        error: { type: 'InvalidRequestException', message: 'Cross-site request rejected' },
      });
    });

    it.each([
      ['the public origin', { origin: 'http://localhost:4200' }],
      ['the origin the request was sent to', { origin: 'http://localhost:80', host: 'localhost:80' }],
      ['a same-origin fetch without Origin', { 'sec-fetch-site': 'same-origin' }],
      ['neither header (a non-browser client)', {}],
    ])('lets %s through', async (_name, headers) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/restore',
        payload: form({ login: 'nobody' }).payload,
        headers: { 'content-type': body.headers['content-type']!, ...headers },
      });
      expect(response.json()).toEqual({ status: 'ok', payload: 1 });
    });
  });

  it('accepts multipart form data', async () => {
    const boundary = 'nfxboundary';
    const payload = [`--${boundary}`, 'Content-Disposition: form-data; name="login"', '', 'nobody', `--${boundary}--`, ''].join('\r\n');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/restore?locale=en&version=1',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: 'http://localhost:4200' },
    });
    expect(response.json()).toEqual({ status: 'ok', payload: 1 });
  });

  it('answers malformed bodies with a catalogue error', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"login":',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:4200' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.type).toMatch(/^Invalid(Request|Parameter)Exception$/);
  });

  it('lists the account and auth calls on the OpenAPI page', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(document.paths);
    for (const path of [
      '/api/auth/login',
      '/api/auth/register',
      '/api/auth/restore',
      '/api/auth/resetPassword',
      '/api/auth/logout',
      '/api/account/getInfo',
      '/api/account/changeTwoFactorAuth',
      '/api/account/getPersonalDataFields',
    ]) {
      expect(paths).toContain(path);
    }
    expect(
      document.paths['/api/auth/login'].post.requestBody.content['application/x-www-form-urlencoded'].schema.properties,
    ).toHaveProperty('login');
  });
});

describe('client address', () => {
  it.each([
    [false, '127.0.0.1'],
    ['127.0.0.1', '203.0.113.9'],
  ] as const)('with trustProxy %s the client is %s, so throttles cannot be dodged by a header', async (trustProxy, expected) => {
    const { createTestApp: create } = await import('../helpers/test-app');
    const { buildApp } = await import('../../src/app');
    const base = await create();
    const app = await buildApp({ config: { ...base.config, trustProxy }, database: base.database });
    app.get('/__client-ip', { schema: { hide: true } }, async (request) => ({ ip: request.ip }));
    try {
      const response = await app.inject({ method: 'GET', url: '/__client-ip', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(response.json()).toEqual({ ip: expected });
    } finally {
      await app.close();
      await base.close();
    }
  });
});
