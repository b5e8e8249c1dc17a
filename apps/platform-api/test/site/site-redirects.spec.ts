import { createSiteApp, type SiteApp } from './site-fixture';

describe('site redirects (answered before any JavaScript runs)', () => {
  let site: SiteApp;
  beforeAll(async () => {
    site = await createSiteApp();
  }, 120_000);
  afterAll(() => site.close());

  const get = (url: string) => site.app.inject({ method: 'GET', url });

  it.each([
    ['/profile', '/profile/settings'],
    ['/profile/', '/profile/settings'],
    ['/de/profile?tab=1', '/de/profile/settings?tab=1'],
    ['/profile/bets', '/profile/bets/history'],
    ['/es/profile/bets', '/es/profile/bets/history'],
    ['/cashier/billing', '/cashier/deposit'],
    ['/pt-BR/cashier/billing?amount=50', '/pt-BR/cashier/deposit?amount=50'],
    ['/cashier/deposit/a/b', '/cashier/deposit'],
    ['/de/cashier/deposit/a/b?x=1', '/de/cashier/deposit?x=1'],
    ['/gamehall/slots', '/gamehall?category=slots'],
    ['/ru/gamehall/live?providers=a,b', '/ru/gamehall?category=live&providers=a,b'],
  ])('%s → 302 %s', async (from, to) => {
    const response = await get(from);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(to);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/cashier/deposit', '/cashier/deposit/visa', '/profile/settings', '/gamehall'])('renders %s without a redirect', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
  });

  it.each([
    ['/casino/book-of-dead?utm_source=mail', '/gamehall?utm_source=mail'],
    ['/de/slots', '/de/gamehall'],
    ['/promo', '/promotions'],
  ])('follows the CMS rule for %s → 301 %s', async (from, to) => {
    const response = await get(from);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  it('follows an external CMS target on the allow-list, keeping the query', async () => {
    const response = await get('/partners?ref=42');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('https://partners.example.com/?ref=42');
  });

  describe('with edited rules', () => {
    beforeAll(async () => {
      const rules = [
        { from_url: '/news/*', to_url: '/promotions/*' },
        { from_url: '/evil', to_url: 'https://evil.example.net/' },
        { from_url: '/sneaky', to_url: '//evil.example.net/' },
        { from_url: '/script', to_url: 'javascript:alert(1)' },
        { from_url: '/loop-a', to_url: '/loop-b' },
        { from_url: '/loop-b', to_url: '/loop-a' },
        { from_url: '/my-account', to_url: '/profile' },
      ];
      await site.database.db
        .updateTable('cms_sections')
        .set({ data: JSON.stringify({ rules, allowedRedirectHosts: ['partners.example.com'] }) })
        .where('section', '=', 'redirects')
        .execute();
    });

    it('puts what the wildcard matched into the target', async () => {
      const response = await get('/de/news/summer-cup');
      expect(response.headers.location).toBe('/de/promotions/summer-cup');
    });

    it('follows a CMS rule onto a built-in redirect in one answer', async () => {
      const response = await get('/my-account?x=1');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/profile/settings?x=1');
    });

    it.each(['/evil', '/sneaky', '/script', '/loop-a'])('never follows %s: the path renders as a page instead', async (url) => {
      const response = await get(url);
      expect(response.headers.location).toBeUndefined();
      expect(response.statusCode).toBe(404);
    });
  });

  it('does not redirect API, platform or asset paths', async () => {
    for (const url of ['/api/profile', '/platform/game/x/play', '/nfx/profile']) {
      const response = await get(url);
      expect(response.headers.location).toBeUndefined();
    }
  });
});
