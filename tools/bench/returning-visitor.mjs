/* global localStorage -- the init script runs in the page */
// The benches that drive a page (search, betting, the hall) measure a visitor who has already seen
// the campaign popups live now: a first visitor's welcome popup is modal, makes the page behind it
// inert, and is measured where it belongs, in Lighthouse's first load of `/`. Same key and value as
// the shell's seen list (libs/shell/feature-layout campaign-popups) and the e2e suite's visitor state.
const SEEN_CAMPAIGN_POPUPS_KEY = 'already_seen_campaign_popups';

/** Marks every campaign popup live now, in every locale, as seen by this page's visitor. Call before `goto`. */
export async function asReturningVisitor(page, baseUrl) {
  const { locales } = await (await fetch(`${baseUrl}/nfx/i18n/locales`)).json();
  const ids = new Set();
  for (const { code } of locales) {
    const response = await fetch(`${baseUrl}/api/popups/get?locale=${encodeURIComponent(code)}&version=bench`);
    for (const popup of (await response.json()).payload?.items ?? []) ids.add(popup.id);
  }
  await page.addInitScript(
    ([key, value]) => {
      localStorage.setItem(key, value);
    },
    [SEEN_CAMPAIGN_POPUPS_KEY, [...ids].join(',')],
  );
}
