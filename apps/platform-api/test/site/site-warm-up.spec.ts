import Fastify, { type FastifyInstance } from 'fastify';
import {
  PICTURE_ACCEPT,
  WARM_PAGES,
  WARM_UP_LOG,
  listenWithFirstScreensDrawn,
  picturesNamed,
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
    expect(report).toMatchObject({ pages: 2, pictures: 2, failed: ['/broken', '/img/missing.webp'] });
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

  it('are drawn without a failure: the pages, the banner and the hall tiles their first paints name', async () => {
    const named = new Set<string>();
    for (const page of WARM_PAGES) {
      const response = await site.app.inject({ method: 'GET', url: page, headers: { accept: 'text/html' } });
      for (const picture of picturesNamed(response.body)) named.add(picture);
    }
    expect([...named].some((picture) => picture.startsWith('/static/banners/'))).toBe(true);
    expect([...named].filter((picture) => /^\/img\/resize\/\d+x\d+@2x\/games\//.test(picture)).length).toBeGreaterThanOrEqual(2);

    const report = await warmFirstScreens(site.app);
    expect(report).toMatchObject({ pages: WARM_PAGES.length, pictures: named.size, failed: [] });
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
