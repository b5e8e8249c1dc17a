import fc from 'fast-check';
import { createSiteApp, type SiteApp, title } from './site-fixture';

describe('site pages', () => {
  let site: SiteApp;
  beforeAll(async () => {
    site = await createSiteApp();
  }, 120_000);
  afterAll(() => site.close());

  const metadataTitle = async (pagePath: string, locale: string) => {
    const response = await site.app.inject({
      method: 'GET',
      url: `/api/metadata/get?path=${encodeURIComponent(pagePath)}&locale=${locale}`,
    });
    return (response.json() as { payload: { title: string } }).payload.title;
  };

  it('renders a page in its locale with the CMS title, theme from the cookie and the inline registry', async () => {
    const response = await site.app.inject({ method: 'GET', url: '/de/gamehall', cookies: { theme: 'light' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="de" data-theme="light">');
    expect(title(response.body)).toBe(await metadataTitle('/gamehall', 'de'));
    expect(response.body).toContain('id="nfx-remote-registry"');
    expect(response.body).toContain('/remotes/casino/abc/mf-manifest.json');
  });

  it('answers an unknown deep route with 404 and noindex', async () => {
    const response = await site.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('leaves server paths to the server', async () => {
    for (const url of ['/api/nothing/here', '/platform/nothing/here', '/nfx/unknown', '/oauth/unknown', '/de/missing.js']) {
      const response = await site.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('nfx-remote-registry');
    }
  });

  it.each([
    '/%00',
    `/${'x'.repeat(5000)}`,
    `/de/${'x/'.repeat(2000)}`,
    '/<script>alert(1)</script>',
    '/de/%F0%9F%8E%B0',
    '/%E0%A4%A',
    '//evil.com',
    '/\\evil.com',
    '/profile/%0d%0aSet-Cookie:x=1',
    '/gamehall/%0d%0aX:1',
    '/gamehall/%ED%A0%80',
    '/casino/%0d%0a',
  ])('never fails on a hostile path %#', async (url) => {
    const response = await site.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.headers['set-cookie']).toBeUndefined();
    if (response.headers.location) expect(String(response.headers.location)).toMatch(/^\/(?![/\\])/);
  });

  it('never answers 5xx or redirects off-site, whatever the path', async () => {
    const segment = fc.oneof(
      fc.string({ maxLength: 12 }).map(encodeURIComponent),
      fc.constantFrom('profile', 'bets', 'cashier', 'deposit', 'billing', 'gamehall', 'casino', 'de', '..', '%2F', '%00', '%E0'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 0, maxLength: 5 }),
        fc.string({ maxLength: 20 }).map(encodeURIComponent),
        async (segments, query) => {
          const response = await site.app.inject({ method: 'GET', url: `/${segments.join('/')}?q=${query}` });
          expect(response.statusCode).toBeLessThan(500);
          if (response.headers.location) expect(String(response.headers.location)).toMatch(/^\/(?![/\\])/);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('serves the registry uncached', async () => {
    const response = await site.app.inject({ method: 'GET', url: '/remotes/registry.json' });
    expect(response.headers['cache-control']).toBe('no-store');
    const registry = response.json();
    expect(Object.keys(registry).sort()).toEqual(['auth', 'betting', 'cashier', 'casino', 'loyalty', 'profile']);
    // What the shell needs: where each remote is, the sections it renders, what it mounts, its menu links.
    expect(registry.casino).toEqual({
      manifest: '/remotes/casino/abc/mf-manifest.json',
      version: '0.1.0+abc',
      sections: expect.arrayContaining([{ path: 'gamehall', expose: './routes' }]),
      mounts: { home: './HomeGameRows', 'games-search': './GamesSearchPopup' },
      menu: expect.arrayContaining([expect.objectContaining({ path: '/gamehall', labels: expect.objectContaining({ de: 'Casino' }) })]),
    });
    expect(registry.auth.sections).toContainEqual({ path: 'forms', expose: './routes', frame: 'bare' });
  });
});
