import { ConfigError, readConfig } from '../../src/config';

const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://casino.example.com', MAIL_URL: 'smtp://mail.example.com:587' };
const stripe = { STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
const sumsub = { SUMSUB_APP_TOKEN: 'prd:app', SUMSUB_SECRET_KEY: 'secret', SUMSUB_WEBHOOK_SECRET: 'hook' };
const twilio = { TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006' };
const google = { OIDC_GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com', OIDC_GOOGLE_CLIENT_SECRET: 'secret' };
const apple = {
  OIDC_APPLE_CLIENT_ID: 'com.example.casino',
  OIDC_APPLE_TEAM_ID: 'TEAM123456',
  OIDC_APPLE_KEY_ID: 'KEY1234567',
  OIDC_APPLE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nMIGTAgEA\\n-----END PRIVATE KEY-----',
};

const read = (env: Record<string, string | undefined>) => readConfig({ ...production, ...env } as NodeJS.ProcessEnv);

describe('provider settings', () => {
  it('switches no provider on when none is configured (the fresh clone, the demo)', () => {
    expect(readConfig({}).providers).toEqual({ oidc: {} });
    expect(read({}).providers).toEqual({ oidc: {} });
  });

  it('reads each provider when all its settings are there', () => {
    const { providers } = read({ ...stripe, ...sumsub, ...twilio, ...google, ...apple, SUMSUB_LEVEL_NAME: 'casino-kyc' });
    expect(providers.stripe).toEqual({ secretKey: 'sk_live_abc', webhookSecret: 'whsec_abc', apiUrl: undefined });
    expect(providers.sumsub).toMatchObject({ appToken: 'prd:app', levelName: 'casino-kyc' });
    expect(providers.twilio).toMatchObject({ from: '+15005550006' });
    expect(providers.oidc.google).toMatchObject({ issuer: 'https://accounts.google.com', clientSecret: 'secret' });
    expect(providers.oidc.apple).toMatchObject({ issuer: 'https://appleid.apple.com', clientId: 'com.example.casino' });
    // A PEM given on one line with literal \n comes back as the key Apple issued.
    expect(providers.oidc.apple?.apple?.privateKey).toContain('\nMIGTAgEA\n');
  });

  it.each([
    [
      'Stripe without its webhook secret',
      { STRIPE_SECRET_KEY: 'sk_live_abc' },
      /Stripe is half-configured: .*STRIPE_WEBHOOK_SECRET is missing/,
    ],
    ['Sumsub without its secret key', { ...sumsub, SUMSUB_SECRET_KEY: '' }, /Sumsub is half-configured: .*SUMSUB_SECRET_KEY is missing/],
    ['Twilio without a sender', { ...twilio, TWILIO_FROM: undefined }, /Twilio is half-configured: .*TWILIO_FROM is missing/],
    ['Google without its secret', { OIDC_GOOGLE_CLIENT_ID: 'x' }, /Google sign-in is half-configured: .*OIDC_GOOGLE_CLIENT_SECRET/],
    [
      'Apple without its key',
      { ...apple, OIDC_APPLE_PRIVATE_KEY: '', OIDC_APPLE_KEY_ID: ' ' },
      /OIDC_APPLE_KEY_ID, OIDC_APPLE_PRIVATE_KEY are missing/,
    ],
    ['a publishable key where the secret key goes', { ...stripe, STRIPE_SECRET_KEY: 'pk_live_abc' }, /STRIPE_SECRET_KEY must be/],
    ['a Twilio sender that is not a number', { ...twilio, TWILIO_FROM: 'Casino' }, /TWILIO_FROM must be/],
    [
      'a plain-http provider URL in production',
      { ...stripe, STRIPE_API_URL: 'http://stripe.example.com' },
      /STRIPE_API_URL must be an https URL/,
    ],
    ['a provider URL that is not a URL', { ...sumsub, SUMSUB_API_URL: 'api.sumsub' }, /SUMSUB_API_URL is not a URL/],
  ])('refuses to start: %s', (_name, env, message) => {
    expect(() => read(env)).toThrow(ConfigError);
    expect(() => read(env)).toThrow(message);
  });

  it('lets a provider URL point at a local fake (the tests)', () => {
    expect(read({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:4010/' }).providers.stripe?.apiUrl).toBe('http://127.0.0.1:4010');
  });

  it('names the missing setting without printing the secrets that are set', () => {
    expect(() => read({ STRIPE_SECRET_KEY: 'sk_live_do_not_print' })).toThrow(/^(?!.*sk_live_do_not_print).*$/s);
  });
});
