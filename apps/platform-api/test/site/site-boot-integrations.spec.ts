import { readSiteIntegrations } from '../../src/site-integrations';
import { createSiteApp, type SiteApp } from './site-fixture';

const bootData = (html: string) =>
  JSON.parse(/<script id="nfx-boot" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as { integrations?: unknown };

describe('the page’s boot data names the configured integrations, and only those', () => {
  let plain: SiteApp;
  let configured: SiteApp;
  beforeAll(async () => {
    plain = await createSiteApp();
    configured = await createSiteApp({
      integrations: readSiteIntegrations(
        {
          FRAUD_FINGERPRINT_SCRIPT_URL: 'https://cdn.fingerprint.example/agent.js',
          MARKETING_AUTOMATION_TARGET: 'https://api.marketing.example',
          MARKETING_AUTOMATION_TOKEN: 'public-token',
          MARKETING_AUTOMATION_SITEGROUP: 'casino',
        },
        false,
      ),
    });
  }, 120_000);
  afterAll(async () => {
    await plain.close();
    await configured.close();
  });

  it('carries nothing for a site without them, and the public settings for one with them', async () => {
    expect(bootData((await plain.app.inject({ method: 'GET', url: '/gamehall' })).body).integrations).toEqual({});
    expect(bootData((await configured.app.inject({ method: 'GET', url: '/gamehall' })).body).integrations).toEqual({
      fingerprintScriptUrl: 'https://cdn.fingerprint.example/agent.js',
      marketing: { target: 'https://api.marketing.example/', token: 'public-token', sitegroup: 'casino' },
    });
  });
});
