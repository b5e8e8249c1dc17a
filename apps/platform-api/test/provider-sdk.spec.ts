import type { TestApp } from './helpers/test-app';

/**
 * Provider SDKs are loaded at start by the provider that is configured, and by nothing else: a demo
 * or test app never calls Stripe, Twilio, SMTP or an OpenID provider, and their packages were about
 * a quarter of the modules every start and every API suite loaded. Each SDK below is replaced by a
 * spy that notes its name when it is required and then hands over the real package.
 */
const mockLoaded = new Set<string>();
jest.mock('stripe', () => (mockLoaded.add('stripe'), jest.requireActual('stripe')));
jest.mock('twilio', () => (mockLoaded.add('twilio'), jest.requireActual('twilio')));
jest.mock('nodemailer', () => (mockLoaded.add('nodemailer'), jest.requireActual('nodemailer')));
jest.mock('openid-client', () => (mockLoaded.add('openid-client'), jest.requireActual('openid-client')));
jest.mock('jose', () => (mockLoaded.add('jose'), jest.requireActual('jose')));

// Imported after the spies exist (a static import would load the app before `mockLoaded` is set).
const helpers = () => import('./helpers/test-app');

describe('provider SDKs', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
    // Each test starts from an empty module registry, so what it sees loaded is what its app loaded.
    jest.resetModules();
    mockLoaded.clear();
  });

  it('are not loaded by a demo app whose providers are not configured', async () => {
    const { createTestApp } = await helpers();
    testApp = await createTestApp();
    const info = await testApp.app.inject({ method: 'GET', url: '/api/account/getInfo' });
    expect(info.statusCode).toBe(200);
    expect([...mockLoaded]).toEqual([]);
  }, 120_000);

  it('are loaded while the app starts when their providers are configured, before any request', async () => {
    const { createTestApp } = await helpers();
    // Nothing here is called: clients reach their provider on first use, never at start.
    testApp = await createTestApp({
      mailUrl: 'smtp://127.0.0.1:1',
      providers: {
        stripe: { secretKey: 'sk_test_unused', webhookSecret: 'whsec_unused', apiUrl: 'http://127.0.0.1:1' },
        twilio: {
          accountSid: 'AC0123456789abcdef0123456789abcdef',
          authToken: 'unused',
          from: '+15005550006',
          apiUrl: 'http://127.0.0.1:1',
        },
        oidc: {
          apple: {
            issuer: 'http://127.0.0.1:1',
            clientId: 'unused',
            apple: { teamId: 'TEAM', keyId: 'KEY', privateKey: 'unused' },
          },
        },
      },
    });
    expect([...mockLoaded].sort()).toEqual(['jose', 'nodemailer', 'openid-client', 'stripe', 'twilio']);
  }, 120_000);

  it('stop the start with a config error naming the provider when its package cannot be loaded', async () => {
    const { ConfigError } = await import('../src/config-error');
    const { loadProviderSdk } = await import('../src/provider-sdk');
    const missing = () => Promise.reject(new Error("Cannot find module 'stripe'"));
    const failure = loadProviderSdk('Stripe (STRIPE_SECRET_KEY)', missing);
    await expect(failure).rejects.toThrow(ConfigError);
    await expect(failure).rejects.toThrow(
      "Stripe (STRIPE_SECRET_KEY) is configured but its SDK cannot be loaded: Cannot find module 'stripe'",
    );
  });
});
