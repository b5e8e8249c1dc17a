import { readSiteIntegrations } from '../../src/site-integrations';
import { createSiteApp, type SiteApp } from './site-fixture';

const bootData = (html: string) =>
  JSON.parse(/<script id="nfx-boot" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as {
    integrations?: unknown;
    loader?: unknown;
  };

describe('the page’s boot data: the configured integrations and only those, and the CMS’s loader settings', () => {
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

  it('carries the CMS’s loader settings, the same the CMS config serves, for the loaders before that config arrives', async () => {
    for (const locale of ['en', 'de']) {
      const config = (await plain.app.inject({ method: 'GET', url: `/nfx/cms-config/${locale}` })).json() as {
        settings: { loader: unknown };
      };
      const page = (await plain.app.inject({ method: 'GET', url: locale === 'en' ? '/gamehall' : `/${locale}/gamehall` })).body;
      expect(config.settings.loader).toEqual({ type: 'spinner', delayMs: 200, minimumVisibleMs: 400 });
      expect(bootData(page).loader).toEqual(config.settings.loader);
    }
  });
});
