import { ConfigError } from '../../src/config';
import { integrationCspSources, publicIntegrations, readSiteIntegrations } from '../../src/site-integrations';
import { createTestApp, type TestApp } from '../helpers/test-app';

const FINGERPRINT = 'https://cdn.fingerprint.example/js/v6/agent.umd.js';

describe('site integrations (fraud fingerprint, monitoring, marketing automation)', () => {
  it('are each off unless set, and refuse plain http in production and half a marketing group', () => {
    expect(readSiteIntegrations({}, true)).toEqual({});
    const all = readSiteIntegrations(
      {
        FRAUD_FINGERPRINT_SCRIPT_URL: FINGERPRINT,
        FRAUD_FINGERPRINT_CONNECT_SRC: 'https://*.seon.example https://api.seon.example',
        RUM_URL: 'https://rum.example/collect',
        MARKETING_AUTOMATION_TARGET: 'https://api.marketing.example',
        MARKETING_AUTOMATION_TOKEN: 'public-token',
        MARKETING_AUTOMATION_SITEGROUP: 'casino',
      },
      true,
    );
    expect(integrationCspSources(all)).toEqual({
      scriptSrc: ['https://cdn.fingerprint.example'],
      connectSrc: [
        'https://cdn.fingerprint.example',
        'https://*.seon.example',
        'https://api.seon.example',
        'https://rum.example',
        'https://api.marketing.example',
      ],
    });
    expect(publicIntegrations(all)).toEqual({
      fingerprintScriptUrl: FINGERPRINT,
      rumUrl: 'https://rum.example/collect',
      marketing: { target: 'https://api.marketing.example/', token: 'public-token', sitegroup: 'casino' },
    });
    expect(() => readSiteIntegrations({ RUM_URL: 'http://rum.example/collect' }, true)).toThrow(ConfigError);
    expect(() => readSiteIntegrations({ MARKETING_AUTOMATION_TOKEN: 'public-token' }, true)).toThrow(/half-configured/);
    expect(() => readSiteIntegrations({ FRAUD_FINGERPRINT_CONNECT_SRC: 'https://a.example' }, true)).toThrow(ConfigError);
    expect(() =>
      readSiteIntegrations({ FRAUD_FINGERPRINT_SCRIPT_URL: FINGERPRINT, FRAUD_FINGERPRINT_CONNECT_SRC: "'unsafe-inline'" }, true),
    ).toThrow(ConfigError);
  });

  describe('on a server', () => {
    let plain: TestApp;
    let configured: TestApp;
    beforeAll(async () => {
      plain = await createTestApp();
      configured = await createTestApp({
        integrations: readSiteIntegrations({ FRAUD_FINGERPRINT_SCRIPT_URL: FINGERPRINT, RUM_URL: 'https://rum.example/collect' }, false),
      });
    }, 120_000);
    afterAll(async () => {
      await plain.close();
      await configured.close();
    });

    const csp = async (app: TestApp) =>
      String((await app.app.inject({ method: 'GET', url: '/api/account/getInfo' })).headers['content-security-policy']);
    const generalInfo = async (app: TestApp) =>
      (await app.app.inject({ method: 'GET', url: '/api/metadata/getgeneralinfo?locale=en&version=1' })).json().payload;

    it('lets the configured hosts into the CSP, and none otherwise', async () => {
      expect(await csp(plain)).not.toMatch(/fingerprint\.example|rum\.example/);
      const policy = await csp(configured);
      expect(policy).toMatch(/script-src 'self' https:\/\/cdn\.fingerprint\.example/);
      expect(policy).toMatch(/connect-src 'self' https:\/\/cdn\.fingerprint\.example https:\/\/rum\.example/);
    });

    it('turns the fraud check on in general info only where the agent is configured', async () => {
      expect((await generalInfo(plain)).is_seon_enabled).toBe(false);
      expect((await generalInfo(configured)).is_seon_enabled).toBe(true);
    });
  });
});
