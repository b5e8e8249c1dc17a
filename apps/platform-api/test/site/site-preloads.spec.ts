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
  const links = (html: string, rel: string, as?: string) =>
    tags(html, 'link').filter((link) => link['rel'] === rel && (as === undefined || link['as'] === as));
  const hrefs = (html: string, rel: string, as?: string) => links(html, rel, as).map((link) => link['href']);
  const firstBanner = async (locale: string) => {
    const body = (await site.app.inject({ method: 'GET', url: `/api/banners/get?offset=0&count=10&locale=${locale}` })).json() as {
      payload: { items: Array<{ description: { image_360_520: string; image_735_240: string } }> };
    };
    return body.payload.items[0]?.description;
  };

  it('links the shell start-up styles and preloads main.js first, then the chunks it would discover', async () => {
    const html = await page('/');
    expect(hrefs(html, 'stylesheet')).toEqual(['/css/977.444.css']);
    const scripts = hrefs(html, 'preload', 'script');
    expect(scripts.slice(0, 3)).toEqual(['/js/main.111.js', '/js/bootstrap.222.js', '/js/873.333.js']);
  });

  it('preloads the manifest and the texts of the remote that renders the page, and none of its scripts', async () => {
    // A preloaded remote script that failed would answer the retry button's request with the same
    // failure; the manifest is always the runtime's first request, so it is the one worth starting.
    for (const [url, locale] of [
      ['/', 'en'],
      ['/de/gamehall?category=slots', 'de'],
    ] as const) {
      const html = await page(url);
      expect(hrefs(html, 'preload', 'fetch')).toEqual(
        expect.arrayContaining(['/remotes/casino/abc/mf-manifest.json', `/remotes/casino/abc/i18n/${locale}.json`]),
      );
      expect(hrefs(html, 'preload', 'script').filter((href) => href?.startsWith('/remotes/'))).toEqual([]);
      expect(hrefs(html, 'preload', 'style')).toEqual([]);
    }
    const filtered = await page('/de/gamehall?category=slots');
    // A filtered hall starts with other games: only the unfiltered first row is known here.
    expect(links(filtered, 'preload', 'image')).toEqual([]);
    expect(hrefs(filtered, 'preload', 'fetch').some((href) => href?.startsWith('/api/banners/'))).toBe(false);
    expect(filtered).not.toContain('<div class="nfx-fp-banner">');
  });

  const firstGames = async (count: number) => {
    const options = encodeURIComponent(JSON.stringify({ offset: 0, count, sort: 'popular' }));
    const body = (await site.app.inject({ method: 'GET', url: `/api/games/get?options=${options}` })).json() as {
      payload: { items: Array<{ name: string; image_url: string; image_url_2x: string; description: { name?: string } | null }> };
    };
    return body.payload.items;
  };

  it("preloads the artwork of the unfiltered hall's first two games as the tiles name it", async () => {
    const html = await page('/gamehall');
    const first = await firstGames(2);
    expect(first).toHaveLength(2);
    expect(links(html, 'preload', 'image')).toEqual(
      first.map((game) => ({
        rel: 'preload',
        as: 'image',
        href: game.image_url,
        imagesrcset: `${game.image_url} 1x, ${game.image_url_2x} 2x`,
        fetchpriority: 'high',
      })),
    );
  });

  it("draws the unfiltered hall's title and first games, the first row at high priority and the rest lazily", async () => {
    const html = await page('/gamehall');
    const root = /<div id=root>([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';
    expect(root).toContain('class="nfx-fp" aria-hidden="true"');
    expect(root).toContain('<h1>Game hall</h1>');
    const games = await firstGames(12);
    const images = tags(root, 'img');
    expect(images.map((image) => image['srcset'])).toEqual(games.map((game) => `${game.image_url} 1x, ${game.image_url_2x} 2x`));
    expect(images.map((image) => image['fetchpriority'] ?? image['loading'])).toEqual(['high', 'high', ...Array<string>(10).fill('lazy')]);
    // The description's name wins, as on the tiles (the seed describes some games).
    const names = games.map((game) => game.description?.name?.trim() || game.name);
    expect(names).not.toEqual(games.map((game) => game.name));
    for (const name of names) expect(root).toContain(`<span>${name.replace(/&/g, '&amp;')}</span>`);
    // Translated like the page it stands for, from the deployed casino's own texts.
    expect(await page('/de/gamehall')).toContain('<h1>Spielhalle</h1>');
    // A filtered hall starts with other games: it gets the header bar only.
    expect(await page('/gamehall?category=slots')).not.toContain('<div class="nfx-fp-tile">');
  });

  it("draws the betting board's title and lead from the betting build's texts, in the page's locale", async () => {
    const root = (html: string) => /<div id=root>([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';
    const texts = (locale: string) =>
      JSON.parse(fs.readFileSync(path.join(site.siteRoot, 'remotes/betting/abc/i18n', `${locale}.json`), 'utf8')) as {
        betting: { home: { title: string; description: string } };
      };
    for (const [prefix, locale] of [
      ['', 'en'],
      ['/de', 'de'],
    ] as const) {
      const { title, description } = texts(locale).betting.home;
      const drawn = root(await page(`${prefix}/betting?sport=tennis`));
      expect(drawn).toContain(`<div class="nfx-fp-intro"><h1>${title}</h1><p>${description}</p></div>`);
    }
    expect(texts('de').betting.home.title).not.toBe(texts('en').betting.home.title);
    // Another betting page has only the header bar.
    expect(root(await page('/betting/bets'))).not.toContain('nfx-fp-intro');
  });

  const drawnRoot = (html: string) => /<div id=root>([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';
  const remoteTexts = <T>(remote: string, locale: string) =>
    JSON.parse(fs.readFileSync(path.join(site.siteRoot, `remotes/${remote}/abc/i18n`, `${locale}.json`), 'utf8')) as T;

  it("draws a game page's name and provider line as the page names them, in the page's locale", async () => {
    const [game] = await firstGames(1);
    expect(game).toBeDefined();
    const options = encodeURIComponent(JSON.stringify({ sysnames: [(game as unknown as { sysname: string }).sysname] }));
    const body = (await site.app.inject({ method: 'GET', url: `/api/games/get?options=${options}&locale=de` })).json() as {
      payload: { items: Array<{ sysname: string; name: string; description: { name: string }; provider: { name: string } }> };
    };
    const item = body.payload.items[0];
    if (!item) throw new Error('the first game is not in the catalogue');
    const line = remoteTexts<{ casino: { game: { provider: string } } }>('casino', 'de').casino.game.provider;
    const provider = line.replace('{{name}}', item.provider.name);
    expect(provider).not.toContain('{{');
    const name = item.description.name.trim() || item.name;
    const drawn = drawnRoot(await page(`/de/game/${item.sysname}`));
    expect(drawn).toContain(
      `<div class="nfx-fp-game"><div><h1>${name.replace(/&/g, '&amp;')}</h1><p>${provider.replace(/&/g, '&amp;')}</p></div></div>`,
    );
    // No such game: the not-found page's header bar only.
    expect(drawnRoot(await page('/game/no-such-game'))).not.toContain('nfx-fp-game');
  });

  it('draws the deposit page under its tabs only for a visitor with a session cookie, and says the drawing varies by it', async () => {
    const { cashier } = remoteTexts<{
      cashier: { deposit: { title: string; description: string }; nav: Record<string, string> };
    }>('cashier', 'en');
    const texts = cashier.deposit;
    const signedIn = await site.app.inject({ method: 'GET', url: '/cashier/deposit', headers: { cookie: 'sid=any' } });
    const tabs = `<span>${cashier.nav['wallet']}</span><span class="nfx-fp-current">${cashier.nav['deposit']}</span><span>${cashier.nav['withdraw']}</span><span>${cashier.nav['history']}</span>`;
    expect(drawnRoot(signedIn.body)).toContain(
      `<div class="nfx-fp-stack"><div class="nfx-fp-cashier-tabs">${tabs}</div><div><h1>${texts.title}</h1><p>${texts.description}</p></div></div>`,
    );
    // An address without a locale also varies by the visitor's language choice (cookie, browser).
    expect(signedIn.headers['vary']).toBe('accept-encoding, cookie, accept-language');
    expect((await site.app.inject({ method: 'GET', url: '/de/cashier/deposit', headers: { cookie: 'sid=any' } })).headers['vary']).toBe(
      'accept-encoding, cookie',
    );
    expect(hrefs(signedIn.body, 'preload', 'fetch').slice(-2)).toEqual([
      '/api/cashier/getdepositsettings?locale=en&version=0.1.0',
      '/api/account/getDepositLimit?locale=en&version=0.1.0',
    ]);
    // A visitor is sent home to sign in by the route guard: the page is not glimpsed first, even from the cache.
    for (let round = 0; round < 2; round += 1) {
      const visitor = await site.app.inject({ method: 'GET', url: '/cashier/deposit' });
      expect(drawnRoot(visitor.body)).not.toContain('nfx-fp-stack');
      expect(drawnRoot(visitor.body)).not.toContain(texts.description);
      expect(hrefs(visitor.body, 'preload', 'fetch').some((href) => href?.includes('getdepositsettings'))).toBe(false);
    }
    // Every page varies by cookie since the analytics question is drawn for a visitor without an answer (site-consent.spec.ts).
    expect((await site.app.inject({ method: 'GET', url: '/de/gamehall' })).headers['vary']).toBe('accept-encoding, cookie');
  });

  it("draws the promotions list's title, lead and first row of pictures, and preloads the list's calls", async () => {
    const texts = remoteTexts<{ promotions: { promotions: { title: string; description: string } } }>('loyalty', 'en').promotions
      .promotions;
    const offers = (await site.app.inject({ method: 'GET', url: '/api/campaigns/getoffers?offset=0&locale=en' })).json() as {
      payload: { items: Array<{ id: number; description: { image: string } }> };
    };
    const summaries = (await site.app.inject({ method: 'GET', url: '/api/campaigns/getpromotionsummaries?locale=en' })).json() as {
      payload: { items: Array<{ id: number; image: string | null }> };
    };
    const expected = offers.payload.items
      .slice(0, 3)
      .map((offer) => summaries.payload.items.find((item) => item.id === offer.id)?.image || offer.description.image);
    expect(expected.length).toBeGreaterThan(0);
    const html = await page('/promotions');
    const drawn = drawnRoot(html);
    expect(drawn).toContain(`<h1>${texts.title}</h1><p>${texts.description}</p>`);
    const images = tags(drawn, 'img');
    expect(images.map((image) => image['src'])).toEqual(expected);
    expect(images.every((image) => image['fetchpriority'] === 'high')).toBe(true);
    const media = ['', '(min-width: 768px)', '(min-width: 1280px)'];
    expect(links(html, 'preload', 'image')).toEqual(
      expected.map((href, index) => ({
        rel: 'preload',
        as: 'image',
        href,
        fetchpriority: 'high',
        ...(media[index] ? { media: media[index] } : {}),
      })),
    );
    expect(hrefs(html, 'preload', 'fetch')).toEqual(
      expect.arrayContaining([
        '/api/campaigns/getoffers?offset=0&locale=en&version=0.1.0',
        '/api/campaigns/getpromotionsummaries?locale=en&version=0.1.0',
      ]),
    );
  });

  it("draws the hall's title from the casino build the registry names, under an editor's override", async () => {
    const registryFile = path.join(site.siteRoot, 'registry.json');
    const original = fs.readFileSync(registryFile, 'utf8');
    const db = site.database.db;
    try {
      // A casino deploy that renamed the hall: its texts change with its build folder, no API deploy.
      const next = path.join(site.siteRoot, 'remotes/casino/next');
      fs.cpSync(path.join(site.siteRoot, 'remotes/casino/abc'), next, { recursive: true });
      const german = JSON.parse(fs.readFileSync(path.join(next, 'i18n/de.json'), 'utf8'));
      german.casino.gamehall.title = 'Spielsaal';
      fs.writeFileSync(path.join(next, 'i18n/de.json'), JSON.stringify(german));
      const registry = JSON.parse(original);
      registry.casino.manifest = '/remotes/casino/next/mf-manifest.json';
      fs.writeFileSync(registryFile, JSON.stringify(registry));
      fs.utimesSync(registryFile, new Date(Date.now() + 5000), new Date(Date.now() + 5000));
      await new Promise((resolve) => setTimeout(resolve, site.config.siteCacheCheckMs + 10));
      expect(await page('/de/gamehall')).toContain('<h1>Spielsaal</h1>');

      // An editor's row in the messages table wins over the text the remote ships.
      await db.insertInto('messages').values({ locale: 'de', namespace: 'casino', key: 'gamehall.title', value: 'Casino-Halle' }).execute();
      await new Promise((resolve) => setTimeout(resolve, site.config.siteCacheCheckMs + 10));
      expect(await page('/de/gamehall')).toContain('<h1>Casino-Halle</h1>');
      const served = (await site.app.inject({ method: 'GET', url: '/nfx/i18n/messages/de' })).json();
      expect(served.casino).toEqual({ gamehall: { title: 'Casino-Halle' } });
    } finally {
      await db.deleteFrom('messages').where('namespace', '=', 'casino').execute();
      fs.writeFileSync(registryFile, original);
      fs.utimesSync(registryFile, new Date(Date.now() + 10000), new Date(Date.now() + 10000));
      await new Promise((resolve) => setTimeout(resolve, site.config.siteCacheCheckMs + 10));
    }
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
    // The first render waits for the messages: they lead, so six-at-a-time HTTP/1.1 starts them first.
    expect(fetches[0]).toBe('/nfx/i18n/messages/de');
    for (const link of links(html, 'preload', 'fetch')) expect(link['crossorigin']).toBe('anonymous');
  });

  it("preloads the home page's categories call and its first two rows' games calls as the casino remote makes them", async () => {
    const body = (await site.app.inject({ method: 'GET', url: '/api/games/getCategories?locale=de' })).json() as {
      payload: { items: Array<{ sysname: string; position: number }> };
    };
    const firstTwo = [...body.payload.items].sort((a, b) => a.position - b.position).slice(0, 2);
    expect(firstTwo).toHaveLength(2);
    const fetches = hrefs(await page('/de'), 'preload', 'fetch');
    expect(fetches.slice(-3)).toEqual([
      '/api/games/getCategories?locale=de&version=0.1.0',
      ...firstTwo.map(
        ({ sysname }) =>
          `/api/games/get?options=%7B%22offset%22%3A0%2C%22count%22%3A12%2C%22category%22%3A%22${sysname}%22%7D&locale=de&version=0.1.0`,
      ),
    ]);
    // Only the home page shows the rows.
    expect(hrefs(await page('/de/gamehall'), 'preload', 'fetch').some((href) => href?.includes('getCategories'))).toBe(false);
  });

  it("preloads the unfiltered betting board's three calls as the betting remote makes them", async () => {
    expect(hrefs(await page('/de/betting'), 'preload', 'fetch').slice(-3)).toEqual([
      '/api/betting/getsports?locale=de&version=0.1.0',
      '/api/betting/getevents?status=live&limit=50&locale=de&version=0.1.0',
      '/api/betting/getevents?status=upcoming&limit=50&locale=de&version=0.1.0',
    ]);
    // A sport's board asks with its filter.
    expect(hrefs(await page('/de/betting?sport=tennis'), 'preload', 'fetch').some((href) => href?.startsWith('/api/betting/'))).toBe(false);
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

  it('preloads nothing for system and not-found pages, but still draws the header bar in the theme', async () => {
    for (const url of ['/maintenance', '/no/such/page']) {
      const html = await page(url);
      expect(links(html, 'preload', 'script')).toEqual([]);
      expect(hrefs(html, 'stylesheet')).toEqual(['/css/977.444.css']);
      expect(html).toContain('nfx-fp-header');
    }
  });

  describe('with an unusual build on disk', () => {
    const registryFile = () => path.join(site.siteRoot, 'registry.json');
    let registry: string;
    beforeEach(() => {
      registry = fs.readFileSync(registryFile(), 'utf8');
    });
    afterEach(() => fs.writeFileSync(registryFile(), registry));
    const pointCasinoAt = (manifest: string) => {
      const next = JSON.parse(registry);
      next.casino.manifest = manifest;
      fs.writeFileSync(registryFile(), JSON.stringify(next));
    };
    const remoteFetches = (html: string) => hrefs(html, 'preload', 'fetch').filter((href) => href?.startsWith('/remotes'));

    it('serves the page without the remote preload while the manifest is missing, and preloads once it arrives', async () => {
      pointCasinoAt('/remotes/casino/later/mf-manifest.json');
      const before = await site.app.inject({ method: 'GET', url: '/gamehall' });
      expect(before.statusCode).toBe(200);
      expect(remoteFetches(before.body)).toEqual([]);
      fs.mkdirSync(path.join(site.siteRoot, 'remotes/casino/later'), { recursive: true });
      fs.copyFileSync(
        path.join(site.siteRoot, 'remotes/casino/abc/mf-manifest.json'),
        path.join(site.siteRoot, 'remotes/casino/later/mf-manifest.json'),
      );
      expect(remoteFetches(await page('/gamehall'))).toEqual([
        '/remotes/casino/later/mf-manifest.json',
        '/remotes/casino/later/i18n/en.json',
      ]);
    });

    it('never reads a manifest outside the remotes folder, nor a file that is no manifest', async () => {
      fs.mkdirSync(path.join(site.siteRoot, 'remotes-old'), { recursive: true });
      fs.copyFileSync(
        path.join(site.siteRoot, 'remotes/casino/abc/mf-manifest.json'),
        path.join(site.siteRoot, 'remotes-old/mf-manifest.json'),
      );
      fs.mkdirSync(path.join(site.siteRoot, 'remotes/casino/odd'), { recursive: true });
      fs.writeFileSync(path.join(site.siteRoot, 'remotes/casino/odd/mf-manifest.json'), JSON.stringify({ exposes: [] }));
      for (const manifest of [
        '/remotes-old/mf-manifest.json',
        '/remotes/../remotes-old/mf-manifest.json',
        '/shell/boot-preload.json',
        '/remotes/casino/odd/mf-manifest.json',
      ]) {
        pointCasinoAt(manifest);
        const response = await site.app.inject({ method: 'GET', url: '/gamehall' });
        expect(response.statusCode).toBe(200);
        expect(remoteFetches(response.body)).toEqual([]);
      }
    });
  });
});
