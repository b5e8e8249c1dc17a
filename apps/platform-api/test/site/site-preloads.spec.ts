import fs from 'node:fs';
import path from 'node:path';
import { createSiteApp, type SiteApp, tags } from './site-fixture';

describe('page preloads and the server-drawn first paint', () => {
  let site: SiteApp;
  beforeAll(async () => {
    site = await createSiteApp();
  }, 120_000);
  afterAll(() => site.close());

  const page = async (url: string) => (await site.app.inject({ method: 'GET', url })).body;
  const links = (html: string, rel: string, as?: string) => tags(html, 'link').filter((link) => link['rel'] === rel && (as === undefined || link['as'] === as));
  const hrefs = (html: string, rel: string, as?: string) => links(html, rel, as).map((link) => link['href']);
  const firstBanner = async (locale: string) => {
    const body = (await site.app.inject({ method: 'GET', url: `/api/banners/get?offset=0&count=10&locale=${locale}` })).json() as { payload: { items: Array<{ description: { image_360_520: string; image_735_240: string } }> } };
    return body.payload.items[0]?.description;
  };

  it('links the shell start-up styles and preloads main.js first, then the chunks it would discover', async () => {
    const html = await page('/');
    expect(hrefs(html, 'stylesheet')).toEqual(['/css/977.444.css']);
    const scripts = hrefs(html, 'preload', 'script');
    expect(scripts.slice(0, 3)).toEqual(['/js/main.111.js', '/js/bootstrap.222.js', '/js/873.333.js']);
  });

  it('preloads the casino rows of the home page from the remote manifest, not its shared fallbacks', async () => {
    const html = await page('/');
    expect(hrefs(html, 'preload', 'script')).toEqual(expect.arrayContaining(['/remotes/casino/abc/remoteEntry.js', '/remotes/casino/abc/js/764.js', '/remotes/casino/abc/js/rows.js']));
    expect(hrefs(html, 'preload', 'script')).not.toContain('/remotes/casino/abc/js/420.shared.js');
    expect(hrefs(html, 'preload', 'script')).not.toContain('/remotes/casino/abc/js/routes.js');
    expect(hrefs(html, 'preload', 'style')).toEqual(['/remotes/casino/abc/css/HomeGameRows.css']);
    expect(hrefs(html, 'preload', 'fetch')).toContain('/remotes/casino/abc/mf-manifest.json');
  });

  it('preloads the game hall route tree on /gamehall and nothing of the home page', async () => {
    const html = await page('/de/gamehall?category=slots');
    expect(hrefs(html, 'preload', 'script')).toEqual(expect.arrayContaining(['/remotes/casino/abc/js/routes.js']));
    expect(hrefs(html, 'preload', 'script')).not.toContain('/remotes/casino/abc/js/rows.js');
    // A filtered hall starts with other games: only the unfiltered first row is known here.
    expect(links(html, 'preload', 'image')).toEqual([]);
    expect(hrefs(html, 'preload', 'fetch').some((href) => href?.startsWith('/api/banners/'))).toBe(false);
    expect(html).not.toContain('<div class="nfx-fp-banner">');
  });

  it('preloads the artwork of the unfiltered hall\'s first two games as the tiles name it', async () => {
    const html = await page('/gamehall');
    const options = encodeURIComponent(JSON.stringify({ offset: 0, count: 2, sort: 'popular' }));
    const first = (await site.app.inject({ method: 'GET', url: `/api/games/get?options=${options}` })).json() as { payload: { items: Array<{ image_url: string; image_url_2x: string }> } };
    expect(first.payload.items).toHaveLength(2);
    expect(links(html, 'preload', 'image')).toEqual(
      first.payload.items.map((game) => ({ rel: 'preload', as: 'image', href: game.image_url, imagesrcset: `${game.image_url} 1x, ${game.image_url_2x} 2x`, fetchpriority: 'high' })),
    );
  });

  it('preloads the calls every page makes with the exact URLs of the API client (locale and version last)', async () => {
    const html = await page('/de/');
    const fetches = hrefs(html, 'preload', 'fetch');
    expect(fetches).toEqual(
      expect.arrayContaining([
        '/nfx/cms-config/de',
        '/api/account/getInfo?locale=de&version=0.1.0',
        '/api/metadata/getgeneralinfo?locale=de&version=0.1.0',
        '/api/banners/get?offset=0&count=10&locale=de&version=0.1.0',
      ]),
    );
    for (const link of links(html, 'preload', 'fetch')) expect(link['crossorigin']).toBe('anonymous');
  });

  it('draws the first banner on the home page and preloads each image for its own screen size', async () => {
    const html = await page('/');
    const banner = await firstBanner('en');
    expect(banner).toBeDefined();
    expect(links(html, 'preload', 'image')).toEqual([
      { rel: 'preload', as: 'image', href: banner?.image_360_520, fetchpriority: 'high', media: '(max-width: 767.98px)' },
      { rel: 'preload', as: 'image', href: banner?.image_735_240, fetchpriority: 'high', media: '(min-width: 768px)' },
    ]);
    const root = /<div id=root>([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';
    expect(root).toContain('class="nfx-fp" aria-hidden="true"');
    expect(root).toContain(`srcset="${banner?.image_735_240.replace(/&/g, '&amp;')}"`);
    expect(html).toContain('<style>.nfx-fp{');
  });

  it('preloads nothing for system and not-found pages, but still draws the header bar', async () => {
    for (const url of ['/maintenance', '/no/such/page']) {
      const html = await page(url);
      expect(links(html, 'preload', 'script')).toEqual([]);
      expect(links(html, 'stylesheet')).toEqual([]);
      expect(html).toContain('nfx-fp-header');
    }
  });

  it('still serves the page when a remote manifest cannot be read', async () => {
    fs.writeFileSync(path.join(site.siteRoot, 'registry.json'), JSON.stringify({ casino: { manifest: '/remotes/casino/missing/mf-manifest.json', version: 'x' } }));
    const response = await site.app.inject({ method: 'GET', url: '/gamehall' });
    expect(response.statusCode).toBe(200);
    expect(hrefs(response.body, 'preload', 'script').some((href) => href?.startsWith('/remotes/'))).toBe(false);
  });
});
