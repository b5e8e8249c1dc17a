import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DOCUMENT_ONLY_HEADERS } from '../../src/site/hashed-assets';
import { createSiteApp, type SiteApp, title } from './site-fixture';

describe('site assets: service worker, offline page, icons, manifest', () => {
  let site: SiteApp;
  beforeAll(async () => {
    site = await createSiteApp();
  }, 120_000);
  afterAll(() => site.close());

  const get = (url: string) => site.app.inject({ method: 'GET', url });

  it('serves /sw.js for the whole site, never cached', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['service-worker-allowed']).toBe('/');
    expect(response.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body).toContain("addEventListener('fetch'");
    expect(response.body).toContain('skipWaiting');
    expect(response.body).toContain('/nfx/offline/pt-BR');
    // The worker must at least be valid JavaScript.
    expect(() => new Function(response.body)).not.toThrow();
  });

  it('gives the worker a new cache name when the shell is rebuilt', async () => {
    const cacheName = (body: string) => /"cache":"(nfx-offline-[0-9a-f]+)"/.exec(body)?.[1];
    const before = cacheName((await get('/sw.js')).body);
    const templateFile = path.join(site.siteRoot, 'shell/index.html');
    const later = new Date(Date.now() + 5000);
    fs.writeFileSync(
      templateFile,
      fs.readFileSync(templateFile, 'utf8').replace('<head>', '<head><script src="/js/main.new.js" defer></script>'),
    );
    fs.utimesSync(templateFile, later, later);
    const after = cacheName((await get('/sw.js')).body);
    expect(before).toBeDefined();
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
  });

  it('serves a translated offline page per locale', async () => {
    const german = await get('/nfx/offline/de');
    expect(german.statusCode).toBe(200);
    expect(german.body).toContain('<html lang="de">');
    expect(title(german.body)).toContain('NFX Casino');
    expect(german.body).toContain('role="alert"');
    expect((await get('/nfx/offline/en')).body).toContain('Check your connection and try again');
    expect((await get('/nfx/offline/xx')).statusCode).toBe(404);
  });

  it.each([
    ['/favicon/favicon-16x16.png', 16],
    ['/favicon/favicon-32x32.png', 32],
    ['/favicon/apple-touch-icon.png', 180],
    ['/favicon/icon-192.png', 192],
    ['/favicon/icon-512.png', 512],
  ])('renders %s as a %ipx PNG', async (url, size) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const info = await sharp(response.rawPayload).metadata();
    expect(info).toMatchObject({ format: 'png', width: size, height: size });
  });

  it('serves the SVG icon and an ICO holding 16, 32 and 48 px images', async () => {
    const svg = await get('/favicon.svg');
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const ico = (await get('/favicon.ico')).rawPayload;
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(3);
    expect([ico.readUInt8(6), ico.readUInt8(22), ico.readUInt8(38)]).toEqual([16, 32, 48]);
    const firstImage = ico.subarray(ico.readUInt32LE(18));
    expect(firstImage.subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it('describes the installable app in a web manifest', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = response.json();
    expect(manifest).toMatchObject({ name: 'NFX Casino', start_url: '/', scope: '/', display: 'standalone' });
    for (const icon of manifest.icons as { src: string }[]) expect((await get(icon.src)).statusCode).toBe(200);
  });

  it('serves hashed files for a year without the document-only security headers', async () => {
    fs.writeFileSync(path.join(site.siteRoot, 'shell/js/main.abc123.js'), 'console.log(1);');
    fs.writeFileSync(path.join(site.siteRoot, 'remotes/casino/abc/remoteEntry.js'), 'console.log(2);');
    for (const url of ['/js/main.abc123.js', '/remotes/casino/abc/remoteEntry.js', '/remotes/casino/abc/mf-manifest.json']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const name of DOCUMENT_ONLY_HEADERS) expect(response.headers[name]).toBeUndefined();
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers['referrer-policy']).toBeUndefined();
    }
    fs.writeFileSync(path.join(site.siteRoot, 'shell/css/site.abc123.css'), 'body{margin:0}');
    const stylesheet = await get('/css/site.abc123.css');
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(stylesheet.headers['content-security-policy']).toBeUndefined();
    // Pages keep every header.
    const page = await get('/');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
