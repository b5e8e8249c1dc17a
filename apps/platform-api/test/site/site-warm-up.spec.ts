import Fastify, { type FastifyInstance } from 'fastify';
import {
  PICTURE_ACCEPT,
  WARM_PAGES,
  WARM_UP_LOG,
  gameListsPreloaded,
  listenWithFirstScreensDrawn,
  picturesNamed,
  tilePicturesOf,
  warmFirstScreens,
} from '../../src/site/first-screen-warm-up';
import { createSiteApp, type SiteApp } from './site-fixture';

describe('picturesNamed', () => {
  it('lists each picture of this origin the page names, once: <img>, <source> and image preloads, every srcset candidate', () => {
    const html = [
      '<link rel="preload" as="image" href="/img/a.webp" imagesrcset="/img/a.webp 1x, /img/a@2x.webp 2x" />',
      '<link rel="preload" as="script" href="/js/main.js" />',
      '<link rel="stylesheet" href="/css/site.css" />',
      '<picture><source media="(min-width: 768px)" srcset="/static/banners/1.svg" />',
      '<img src="/static/banners/1.svg?size=360x520&amp;v=2" alt="" /></picture>',
      '<img src="/img/a.webp" srcset="/img/a.webp 1x, /img/a@2x.webp 2x" alt="" />',
      '<img src="https://cdn.example.com/b.webp" srcset="//cdn.example.com/b.webp 2x" alt="" />',
      '<a href="/gamehall">Casino</a>',
    ].join('\n');
    expect(picturesNamed(html)).toEqual([
      '/img/a.webp',
      '/img/a@2x.webp',
      '/static/banners/1.svg',
      '/static/banners/1.svg?size=360x520&v=2',
    ]);
  });
});

describe('gameListsPreloaded', () => {
  it('lists the games.get calls a page preloads, once, and nothing else it preloads', () => {
    const rows = '/api/games/get?options=%7B%22category%22%3A%22new%22%7D&amp;locale=en&amp;version=1';
    const html = [
      '<link rel="preload" as="fetch" href="/nfx/i18n/messages/en" crossorigin="anonymous" />',
      '<link rel="preload" as="fetch" href="/api/games/getCategories?locale=en&amp;version=1" crossorigin="anonymous" />',
      `<link rel="preload" as="fetch" href="${rows}" crossorigin="anonymous" />`,
      `<link rel="preload" as="fetch" href="${rows}" crossorigin="anonymous" />`,
      '<link rel="preload" as="image" href="/api/games/get?looks=like-a-list" />',
      '<a href="/api/games/get?options=%7B%7D">not a preload</a>',
    ].join('\n');
    expect(gameListsPreloaded(html)).toEqual(['/api/games/get?options=%7B%22category%22%3A%22new%22%7D&locale=en&version=1']);
  });
});

describe('tilePicturesOf', () => {
  const item = (image_url: string, image_url_2x: string, described = '') => ({
    image_url,
    image_url_2x,
    description: { img_288_192: described },
  });

  it("names each tile's pictures as the tiles ask for them: the catalogue's two densities, or only the editor's picture", () => {
    const body = JSON.stringify({
      status: 'ok',
      payload: {
        items: [
          item('/img/resize/288x192/games/a.webp', '/img/resize/288x192@2x/games/a.webp'),
          item('/img/resize/288x192/games/b.webp', '/img/resize/288x192@2x/games/b.webp', '/img/custom/b.webp'),
          item('', ''),
          item('https://cdn.example.com/c.webp', ''),
        ],
      },
    });
    expect(tilePicturesOf(body)).toEqual(['/img/resize/288x192/games/a.webp', '/img/resize/288x192@2x/games/a.webp', '/img/custom/b.webp']);
  });

  it('names nothing for an answer of another shape', () => {
    expect(tilePicturesOf('not json')).toEqual([]);
    expect(tilePicturesOf(JSON.stringify({ status: 'error', error: { code: 'x' } }))).toEqual([]);
    expect(tilePicturesOf(JSON.stringify({ payload: { items: [null, { name: 'no picture fields' }] } }))).toEqual([]);
  });
});

describe('warmFirstScreens', () => {
  /** A server with two pages and their pictures, recording what was asked for and with which Accept. */
  async function fakeSite() {
    const asked: Array<{ url: string; accept?: string }> = [];
    const app = Fastify();
    app.addHook('onRequest', async (request) => {
      asked.push({ url: request.url, accept: request.headers.accept });
    });
    app.get('/', async (_request, reply) =>
      reply.type('text/html').send('<img src="/img/1.webp" srcset="/img/1.webp 1x, /img/1@2x.webp 2x">'),
    );
    app.get('/hall', async (_request, reply) => reply.type('text/html').send('<img src="/img/1.webp"><img src="/img/missing.webp">'));
    app.get('/broken', async (_request, reply) => reply.code(500).send('no'));
    app.get('/home', async (_request, reply) =>
      reply
        .type('text/html')
        .send(
          '<link rel="preload" as="fetch" href="/api/games/get?row=1" crossorigin="anonymous" /><link rel="preload" as="fetch" href="/api/games/get?row=2" crossorigin="anonymous" /><img src="/img/1.webp">',
        ),
    );
    app.get('/api/games/get', async (request, reply) =>
      (request.query as { row: string }).row === '2'
        ? reply.code(503).send({ status: 'error' })
        : {
            status: 'ok',
            payload: { items: [{ image_url: '/img/1.webp', image_url_2x: '/img/row@2x.webp', description: { img_288_192: '' } }] },
          },
    );
    app.get('/img/:file', async (request, reply) =>
      (request.params as { file: string }).file === 'missing.webp'
        ? reply.code(404).send()
        : reply.type('image/avif').send(Buffer.from('x')),
    );
    await app.ready();
    return { app, asked };
  }

  it('asks for each page as a browser would, then each picture its pages name once, as a browser asks for an image', async () => {
    const { app, asked } = await fakeSite();
    const report = await warmFirstScreens(app, ['/', '/broken', '/hall']);
    expect(asked.map(({ url }) => url)).toEqual(['/', '/broken', '/hall', '/img/1.webp', '/img/1@2x.webp', '/img/missing.webp']);
    expect(asked.slice(0, 3).every(({ accept }) => accept === 'text/html')).toBe(true);
    expect(asked.slice(3).every(({ accept }) => accept === PICTURE_ACCEPT)).toBe(true);
    expect(report).toMatchObject({ pages: 2, lists: 0, pictures: 2, failed: ['/broken', '/img/missing.webp'] });
    await app.close();
  });

  it("reads the game lists a page preloads after the pages, then draws their tiles' pictures after the pictures the pages name", async () => {
    const { app, asked } = await fakeSite();
    const report = await warmFirstScreens(app, ['/home']);
    expect(asked.map(({ url }) => url)).toEqual([
      '/home',
      '/api/games/get?row=1',
      '/api/games/get?row=2',
      '/img/1.webp',
      '/img/row@2x.webp',
    ]);
    expect(asked[1]?.accept).toBe('application/json');
    expect(asked.slice(3).every(({ accept }) => accept === PICTURE_ACCEPT)).toBe(true);
    expect(report).toMatchObject({ pages: 1, lists: 1, pictures: 2, failed: ['/api/games/get?row=2'] });
    await app.close();
  });
});

/** Records the app's info lines, and whether the server was listening when each was written. */
function recordInfo(app: FastifyInstance): Array<{ report: unknown; message?: string; listening: boolean }> {
  const lines: Array<{ report: unknown; message?: string; listening: boolean }> = [];
  app.log.info = ((report: unknown, message?: string) => {
    lines.push({ report, message, listening: app.server.listening });
  }) as FastifyInstance['log']['info'];
  return lines;
}

describe('the first screens of the real site', () => {
  let site: SiteApp;
  beforeAll(async () => {
    site = await createSiteApp();
  });
  afterAll(() => site.close());

  it("are drawn without a failure: the pages, the banner and the hall tiles their first paints name, and the home page's first rows", async () => {
    const named = new Set<string>();
    const lists = new Set<string>();
    for (const page of WARM_PAGES) {
      const response = await site.app.inject({ method: 'GET', url: page, headers: { accept: 'text/html' } });
      for (const picture of picturesNamed(response.body)) named.add(picture);
      for (const list of gameListsPreloaded(response.body)) lists.add(list);
    }
    expect([...named].some((picture) => picture.startsWith('/static/banners/'))).toBe(true);
    expect([...named].filter((picture) => /^\/img\/resize\/\d+x\d+@2x\/games\//.test(picture)).length).toBeGreaterThanOrEqual(2);
    // The home page's rows: the popular one repeats the hall's first tiles, the others are named by no first paint.
    expect(lists.size).toBeGreaterThanOrEqual(2);
    const rowTiles = new Set<string>();
    for (const list of lists)
      for (const picture of tilePicturesOf((await site.app.inject({ method: 'GET', url: list })).body)) rowTiles.add(picture);
    const onlyInRows = [...rowTiles].filter((picture) => !named.has(picture));
    expect(onlyInRows.length).toBeGreaterThan(0);

    const report = await warmFirstScreens(site.app);
    expect(report).toMatchObject({ pages: WARM_PAGES.length, lists: lists.size, pictures: named.size + onlyInRows.length, failed: [] });
  });

  it('are drawn before the server listens, so its first visitors neither wait for them nor share the CPU with their drawing', async () => {
    const logged = recordInfo(site.app);
    const address = await listenWithFirstScreensDrawn(site.app, { port: 0, host: '127.0.0.1', servesSite: true });
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const warmed = logged.find(({ message }) => message === WARM_UP_LOG);
    expect(warmed).toMatchObject({ listening: false, report: { pages: WARM_PAGES.length, failed: [] } });
    expect((warmed?.report as { pictures: number }).pictures).toBeGreaterThan(0);
  });

  it('are not asked for by an API that serves no site', async () => {
    const apiOnly = await createSiteApp();
    try {
      const logged = recordInfo(apiOnly.app);
      await listenWithFirstScreensDrawn(apiOnly.app, { port: 0, host: '127.0.0.1', servesSite: false });
      expect(logged.map(({ message }) => message)).not.toContain(WARM_UP_LOG);
    } finally {
      await apiOnly.close();
    }
  });
});
