import { createTestApp, type TestApp } from '../helpers/test-app';

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
