import { ConfigError, readConfig } from '../../src/config';

const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://casino.example.com', MAIL_URL: 'smtp://mail.example.com:587' };

describe('configuration defaults are safe on the internet', () => {
  it('leaves demo mode off when nothing is set', () => {
    expect(readConfig({}).demoMode).toBe(false);
    expect(readConfig(production).demoMode).toBe(false);
  });

  it.each([
    ['production without PUBLIC_ORIGIN', { ...production, PUBLIC_ORIGIN: undefined }, /PUBLIC_ORIGIN is required/],
    ['production on a public http origin', { ...production, PUBLIC_ORIGIN: 'http://casino.example.com' }, /must be https/],
    ['production without a mail transport', { ...production, MAIL_URL: undefined }, /MAIL_URL/],
    ['demo mode in production without the demo switch', { ...production, DEMO_MODE: '1' }, /DEMO_IN_PRODUCTION/],
    ['a mail URL that is not SMTP', { ...production, MAIL_URL: 'http://mail.example.com' }, /smtp/],
  ])('refuses to start: %s', (_name, env, message) => {
    expect(() => readConfig(env as NodeJS.ProcessEnv)).toThrow(ConfigError);
    expect(() => readConfig(env as NodeJS.ProcessEnv)).toThrow(message);
  });

  it('starts a demo in production only with both switches, answering this machine by default', () => {
    const config = readConfig({ ...production, MAIL_URL: undefined, DEMO_MODE: '1', DEMO_IN_PRODUCTION: '1' });
    expect(config).toMatchObject({ demoMode: true, demoAllowedFrom: 'loopback' });
    expect(readConfig({ DEMO_MODE: '1', DEMO_ALLOWED_FROM: '10.0.0.0/8, 192.168.1.5' }).demoAllowedFrom).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
    ]);
  });

  it('keeps trustProxy off unless it names the proxies', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it('allows a plain-http origin on this machine in production (the local demo)', () => {
    expect(readConfig({ ...production, PUBLIC_ORIGIN: 'http://localhost:4200' }).publicOrigin).toBe('http://localhost:4200');
  });
});
