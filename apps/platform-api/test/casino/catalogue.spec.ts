import { api } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('casino catalogue', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60_000);
  afterAll(() => testApp.close());

  const games = (options: Record<string, unknown>) => api(testApp.app, 'GET', 'games/get', { query: { options: JSON.stringify(options) } });

  it('dates every seeded pool that has wins with its newest win, and only those', async () => {
    const pools = (await api(testApp.app, 'GET', 'Jackpots/get')).body.payload.items as Array<{
      sysname: string;
      last_won_at: string | null;
    }>;
    const wins = (await api(testApp.app, 'GET', 'Jackpots/getWinners', { query: { count: '50' } })).body.payload.items as Array<{
      jackpot: { sysname: string };
      won_at: string;
    }>;
    expect(wins.length).toBeGreaterThan(0);
    for (const pool of pools) {
      const times = wins.filter((win) => win.jackpot.sysname === pool.sysname).map((win) => Date.parse(win.won_at));
      expect(pool.last_won_at === null ? null : Date.parse(pool.last_won_at)).toBe(times.length > 0 ? Math.max(...times) : null);
    }
  });

  it('seeds a catalogue of thousands of games, 40+ providers and 12+ categories', async () => {
    const all = await games({});
    expect(all.body.payload.total).toBeGreaterThanOrEqual(3000);
    expect(all.body.payload.items).toHaveLength(18);
    const providers = await api(testApp.app, 'GET', 'games/getProviders');
    expect(providers.body.payload.total).toBeGreaterThanOrEqual(40);
    const categories = await api(testApp.app, 'GET', 'games/getCategories', { query: { locale: 'de' } });
    expect(categories.body.payload.total).toBeGreaterThanOrEqual(12);
    expect(categories.body.payload.items.find((item: { sysname: string }) => item.sysname === 'live').name).toBe('Live-Casino');
  });

  it('pages without overlap and reports the same total on every page', async () => {
    const first = await games({ offset: 0, count: 10 });
    const second = await games({ offset: 10, count: 10 });
    const both = await games({ offset: 0, count: 20 });
    expect(second.body.payload.total).toBe(first.body.payload.total);
    const ids = (result: typeof first) => result.body.payload.items.map((item: { id: number }) => item.id);
    expect([...ids(first), ...ids(second)]).toEqual(ids(both));
    const past = await games({ offset: 99_000 });
    expect(past.body.payload).toMatchObject({ items: [], total: first.body.payload.total });
  });

  it('filters by category, providers and search together', async () => {
    const result = await games({ category: 'slots', providers: ['aurora-gaming', 'blue-fox-play'], search: 'gold', count: 300 });
    const items = result.body.payload.items as Array<{ categories: string[]; provider: { sysname: string }; name: string }>;
    expect(items.length).toBeGreaterThan(0);
    expect(result.body.payload.total).toBe(items.length);
    for (const item of items) {
      expect(item.categories).toContain('slots');
      expect(['aurora-gaming', 'blue-fox-play']).toContain(item.provider.sysname);
      expect(item.name.toLowerCase()).toContain('gold');
    }
    // A category given by id selects the same games as by sysname.
    const categories = await api(testApp.app, 'GET', 'games/getCategories');
    const live = categories.body.payload.items.find((item: { sysname: string }) => item.sysname === 'live');
    const byId = await games({ category: live.id, count: 5 });
    const bySysname = await games({ category: 'live', count: 5 });
    expect(byId.body.payload).toEqual(bySysname.body.payload);
    expect(bySysname.body.payload.total).toBe(live.games_count);
  });

  it('accepts plain query parameters too, and treats search wildcards literally', async () => {
    const plain = await api(testApp.app, 'GET', 'games/get', { query: { category: 'live', count: '3' } });
    expect(plain.body.payload.items).toHaveLength(3);
    const wildcard = await games({ search: '%' });
    expect(wildcard.body.payload.total).toBe(0);
  });

  it('sorts by name and by release date', async () => {
    const byName = (await games({ sort: 'name', count: 50 })).body.payload.items.map((item: { name: string }) => item.name.toLowerCase());
    expect(byName).toEqual([...byName].sort());
    const newest = (await games({ category: 'new', sort: 'new', count: 5 })).body.payload.items;
    expect(newest.every((item: { is_new: boolean }) => item.is_new)).toBe(true);
  });

  it('default page size is 18 and 300 is the largest', async () => {
    expect((await games({ count: 300 })).body.payload.items).toHaveLength(300);
    const tooMany = await games({ count: 301 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.error.type).toBe('InvalidParameterException');
  });

  it.each([
    ['not json', 'nope'],
    ['an array', '[1]'],
    ['a negative offset', JSON.stringify({ offset: -1 })],
    ['an unknown sort', JSON.stringify({ sort: 'random' })],
    ['a bad provider name', JSON.stringify({ providers: ['../etc'] })],
    ['a huge search', JSON.stringify({ search: 'x'.repeat(500) })],
    ['a wrong type', JSON.stringify({ count: { a: 1 } })],
  ])('answers 400, never 5xx, to %s', async (_label, options) => {
    const result = await api(testApp.app, 'GET', 'games/get', { query: { options } });
    expect(result.statusCode).toBe(400);
    expect(result.body.error.type).toBe('InvalidParameterException');
  });

  it('favourites need a signed-in player', async () => {
    const result = await games({ favourites: true });
    expect(result.statusCode).toBe(401);
    expect(result.body.error.type).toBe('AuthorizationException');
  });

  it('filters providers by type and fields', async () => {
    const live = await api(testApp.app, 'GET', 'games/getProviders', { query: { types: 'live', fields: 'name,types' } });
    expect(live.body.payload.items.length).toBeGreaterThan(0);
    for (const item of live.body.payload.items) {
      expect(Object.keys(item).sort()).toEqual(['id', 'name', 'sysname', 'types']);
      expect(item.types).toContain('live');
    }
    expect((await api(testApp.app, 'GET', 'games/getProviders', { query: { types: 'poker' } })).statusCode).toBe(400);
  });

  describe('image proxy', () => {
    it('renders webp at density 1 and 2 with long cache headers and an ETag', async () => {
      const [game] = (await games({ count: 1 })).body.payload.items;
      const one = await testApp.app.inject({ method: 'GET', url: game.image_url });
      expect(one.statusCode).toBe(200);
      expect(one.headers['content-type']).toBe('image/webp');
      expect(one.headers['cache-control']).toContain('max-age=31536000');
      expect(one.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      const two = await testApp.app.inject({ method: 'GET', url: game.image_url_2x });
      expect(two.rawPayload.length).toBeGreaterThan(one.rawPayload.length);
      const again = await testApp.app.inject({
        method: 'GET',
        url: game.image_url,
        headers: { 'if-none-match': String(one.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });

    it('answers AVIF at the same address to a browser that asks for it, varying on Accept', async () => {
      const [game] = (await games({ count: 1 })).body.payload.items;
      const chromium = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
      const avif = await testApp.app.inject({ method: 'GET', url: game.image_url_2x, headers: { accept: chromium } });
      expect(avif.statusCode).toBe(200);
      expect(avif.headers['content-type']).toBe('image/avif');
      expect(avif.headers.vary).toMatch(/accept/i);
      expect(avif.rawPayload.subarray(4, 12).toString('latin1')).toBe('ftypavif');
      const webp = await testApp.app.inject({ method: 'GET', url: game.image_url_2x, headers: { accept: 'image/webp,*/*' } });
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(webp.headers.vary).toMatch(/accept/i);
      expect(webp.headers.etag).not.toBe(avif.headers.etag);
      // A browser that weighs AVIF at zero refuses it.
      const refused = await testApp.app.inject({ method: 'GET', url: game.image_url, headers: { accept: 'image/avif;q=0,image/webp' } });
      expect(refused.headers['content-type']).toBe('image/webp');
      const again = await testApp.app.inject({
        method: 'GET',
        url: game.image_url_2x,
        headers: { accept: chromium, 'if-none-match': String(avif.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });

    it.each(['providers', 'jackpots', 'tournaments'] as const)('draws the %s pictures the lists link to', async (kind) => {
      const calls = { providers: 'games/getProviders', jackpots: 'Jackpots/get', tournaments: 'tournaments/get' } as const;
      const items = (await api(testApp.app, 'GET', calls[kind])).body.payload.items as Array<{ image_url: string }>;
      expect(items.length).toBeGreaterThan(0);
      const picture = await testApp.app.inject({ method: 'GET', url: items[0]!.image_url });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/webp');
    });

    it.each([
      '/img/resize/999x999/games/golden-fortune.webp',
      '/img/resize/288x192@3x/games/golden-fortune.webp',
      '/img/resize/288x192/secrets/golden-fortune.webp',
      '/img/resize/288x192/games/..%2F..%2Fetc.webp',
    ])('refuses %s with a 4xx', async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    });

    it('answers 404 for a game that does not exist', async () => {
      expect((await testApp.app.inject({ method: 'GET', url: '/img/resize/288x192/games/no-such-game.webp' })).statusCode).toBe(404);
    });
  });
});
