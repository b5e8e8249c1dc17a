import { createTestApp, type TestApp } from '../helpers/test-app';
import { BRANDED, MIRROR, setSeoDomains } from '../helpers/seo-domains';

describe('robots.txt and sitemap', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ publicOrigin: 'https://casino.example.com' });
  }, 60000);
  afterAll(() => testApp.close());

  it('disallows private areas, the API, forms, the demo and the noindex list, in every locale', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/cashier',
      '/profile',
      '/api',
      '/forms',
      '/demo',
      '/confirmation',
      '/unsubscribe',
      '/de/cashier',
      '/pt-BR/profile',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain('Sitemap: https://casino.example.com/sitemap.xml');
  });

  it('lists public routes and slug pages of every locale in the sitemap', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<loc>https://casino.example.com/gamehall</loc>');
    expect(response.body).toContain('<loc>https://casino.example.com/lv/about</loc>');
    expect(response.body).not.toContain('##name##');
    expect(response.body).not.toContain('/cashier');
  });
});

describe('SEO settings per domain', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ publicOrigin: 'https://casino.example.com' });
    await setSeoDomains(testApp.database.db);
  }, 60000);
  afterAll(() => testApp.close());

  const get = (url: string, host: string) => testApp.app.inject({ method: 'GET', url, headers: { host } });

  it('keeps a noindex mirror out of search engines whole, pointing its canonical links at the main site', async () => {
    expect((await get('/robots.txt', MIRROR)).body.split('\n')).toContain('Disallow: /');
    const metadata = (await get('/api/metadata/get?path=%2Fgamehall&locale=en', `${MIRROR}:8443`)).json().payload;
    expect(metadata.robots).toEqual({ index: false, follow: false });
    expect(metadata.canonical).toBe('https://casino.example.com/gamehall');
  });

  it('brands a listed domain’s titles and canonical origin, and leaves other hosts with the shared settings', async () => {
    const branded = (await get('/api/metadata/get?path=%2Fgamehall&locale=en', BRANDED)).json().payload;
    expect(branded.title).toMatch(/ – NFX Deutschland$/);
    expect(branded.canonical).toBe('https://casino.example.de/gamehall');
    expect((await get('/sitemap.xml', BRANDED)).body).toContain('<loc>https://casino.example.de/gamehall</loc>');

    const other = (await get('/api/metadata/get?path=%2Fgamehall&locale=en', 'forged.example.org')).json().payload;
    expect(other.robots).toEqual({ index: true, follow: true });
    expect(other.canonical).toBe('https://casino.example.com/gamehall');
    expect(other.title).not.toContain('Deutschland');
    expect((await get('/robots.txt', 'forged.example.org')).body.split('\n')).not.toContain('Disallow: /');
  });
});
