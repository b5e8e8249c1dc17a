import { localeRedirectTarget } from '../../src/site/locale-choice';
import { createSiteApp, type SiteApp } from './site-fixture';

const CODES = ['en', 'de', 'es', 'pt-BR', 'ru', 'lv'];
const target = (url: string, cookieLocale?: string, acceptLanguage?: string) =>
  localeRedirectTarget({ url, codes: CODES, defaultLocale: 'en', cookieLocale, acceptLanguage });

describe('locale choice (spec §4): URL, then cookie (the account’s after sign-in), then the browser, then the default', () => {
  it('keeps a URL that names a locale, whatever the cookie and the browser say', () => {
    expect(target('/de/gamehall', 'ru', 'es')).toBeNull();
    expect(target('/pt-br', 'ru', 'es')).toBeNull();
  });

  it('sends an address without a locale to the cookie’s locale, before the browser’s languages', () => {
    expect(target('/gamehall?category=slots', 'de', 'es')).toBe('/de/gamehall?category=slots');
    expect(target('/', 'LV', undefined)).toBe('/lv');
    expect(target('/promotions', 'en', 'de-DE,de;q=0.9')).toBeNull();
  });

  it('else to the best browser match (exact first, then the language), else draws the default', () => {
    expect(target('/', undefined, 'pt-BR,pt;q=0.9,en;q=0.5')).toBe('/pt-BR');
    expect(target('/cashier/deposit', undefined, 'de-AT,en;q=0.8')).toBe('/de/cashier/deposit');
    expect(target('/', 'xx', 'fr-FR,en-US;q=0.7')).toBeNull();
    expect(target('/', undefined, undefined)).toBeNull();
  });
});

describe('site pages follow the visitor’s locale choice', () => {
  let site: SiteApp;
  beforeAll(async () => {
    site = await createSiteApp();
  }, 120_000);
  afterAll(() => site.close());

  const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ method: 'GET', url, headers });

  it('redirects an address without a locale to the browser’s language, uncached, and the cookie wins over the browser', async () => {
    const byBrowser = await get('/gamehall', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(byBrowser.statusCode).toBe(302);
    expect(byBrowser.headers.location).toBe('/de/gamehall');
    expect(byBrowser.headers['cache-control']).toBe('no-cache');
    const byCookie = await get('/gamehall', { 'accept-language': 'de-DE', cookie: 'locale=es' });
    expect(byCookie.headers.location).toBe('/es/gamehall');
    const chosenDefault = await get('/gamehall', { 'accept-language': 'de-DE', cookie: 'locale=en' });
    expect(chosenDefault.statusCode).toBe(200);
    expect(chosenDefault.headers['content-language']).toBe('en');
    expect(chosenDefault.headers.vary).toContain('accept-language');
  });

  it('draws a locale’s address in that locale whatever the browser says, the head agreeing', async () => {
    const page = await get('/de/gamehall', { 'accept-language': 'ru', cookie: 'locale=es' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-language']).toBe('de');
    expect(page.body).toContain('<html lang="de"');
  });
});
