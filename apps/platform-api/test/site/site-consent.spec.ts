import fs from 'node:fs';
import path from 'node:path';
import { createSiteApp, type SiteApp } from './site-fixture';

interface ConsentTexts {
  title: string;
  text: string;
  allow: string;
  decline: string;
}

/** The shell's texts of the question, as the seed writes them (`layout.analyticsConsent.*`). */
const shellTexts = (locale: string): ConsentTexts =>
  (
    JSON.parse(fs.readFileSync(path.join(__dirname, '../../src/seed/content/messages', locale, 'layout.json'), 'utf8')) as {
      analyticsConsent: ConsentTexts;
    }
  ).analyticsConsent;

/**
 * The analytics question is drawn by the server for a visitor who has not answered it, so it paints
 * with the page instead of seconds later as the page's largest paint (issue 44 §3).
 */
describe('site first paint: the analytics question', () => {
  let site: SiteApp;
  beforeAll(async () => {
    site = await createSiteApp();
  });
  afterAll(() => site.close());
  const drawnRoot = (html: string) => /<div id=root>([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';
  const get = (url: string, cookie?: string) => site.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const question = (locale: string) => {
    const texts = shellTexts(locale);
    return `<div class="nfx-fp-consent"><h2>${texts.title}</h2><p>${texts.text}</p><div><span>${texts.allow}</span><span>${texts.decline}</span></div></div>`;
  };

  it('draws it in the page language for a visitor without an answer, and not for one with an answer, from the cache too', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect(drawnRoot((await get('/betting')).body)).toContain(question('en'));
      expect(drawnRoot((await get('/de/betting')).body)).toContain(question('de'));
      expect(drawnRoot((await get('/betting', 'nfx_analytics=denied')).body)).not.toContain('nfx-fp-consent');
      expect(drawnRoot((await get('/game/any', 'nfx_analytics=granted')).body)).not.toContain('nfx-fp-consent');
      // Only the two answers the app writes count as one.
      expect(drawnRoot((await get('/betting', 'nfx_analytics=maybe')).body)).toContain(question('en'));
    }
  });

  it('says that every page varies by cookie', async () => {
    expect((await get('/de/gamehall')).headers['vary']).toBe('accept-encoding, cookie');
    expect((await get('/de/gamehall', 'nfx_analytics=denied')).headers['vary']).toBe('accept-encoding, cookie');
  });
});
