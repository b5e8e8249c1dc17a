import fs from 'node:fs';
import path from 'node:path';

/** The shell's localStorage key of the campaign popups a visitor has seen (libs/shell/feature-layout campaign-popups). */
const SEEN_CAMPAIGN_POPUPS_KEY = 'already_seen_campaign_popups';

/** The cookie of the visitor's answer to the analytics question (libs/shared/feature-app-runtime site-events). */
const ANALYTICS_CONSENT_COOKIE = 'nfx_analytics';

/**
 * A browser state in which the visitor has already seen every campaign popup live now (the seed's
 * welcome popup, in each locale) and answered the analytics question (no). A test that is not
 * about them starts from it, so a popup shown once per visitor or the question's box does not
 * cover the page it drives; the campaign-popup and analytics tests opt out.
 * Written by the global setup; each worker's path reaches its tests through support/test.ts.
 */
export async function writeVisitorState(baseUrl: string, directory: string): Promise<string> {
  const { locales } = (await (await fetch(`${baseUrl}/nfx/i18n/locales`)).json()) as { locales: Array<{ code: string }> };
  const ids = new Set<number>();
  for (const { code } of locales) {
    const response = await fetch(`${baseUrl}/api/popups/get?locale=${encodeURIComponent(code)}&version=e2e`);
    const body = (await response.json()) as { payload?: { items?: Array<{ id: number }> } };
    for (const popup of body.payload?.items ?? []) ids.add(popup.id);
  }
  const state = {
    cookies: [
      {
        name: ANALYTICS_CONSENT_COOKIE,
        value: 'denied',
        domain: new URL(baseUrl).hostname,
        path: '/',
        expires: Math.floor(Date.now() / 1000) + 24 * 60 * 60,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [{ origin: baseUrl, localStorage: [{ name: SEEN_CAMPAIGN_POPUPS_KEY, value: [...ids].join(',') }] }],
  };
  const file = path.join(directory, 'visitor-state.json');
  fs.writeFileSync(file, JSON.stringify(state));
  return file;
}
