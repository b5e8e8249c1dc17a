import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createPageCache, pickEncoding } from '../../src/site/page-cache';
import { createSiteApp, type SiteApp } from './site-fixture';

/** Drawn pages are cached for everyone and redrawn as soon as anything they show changes. */
describe('site page cache', () => {
  let site: SiteApp;
  beforeAll(async () => {
    site = await createSiteApp();
  });
  afterAll(() => site.close());
  const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ method: 'GET', url, headers });
  const customCode = (code: string) =>
    site.database.db
      .updateTable('cms_sections')
      .set({ data: JSON.stringify([{ id: 'marker', isEnabled: true, position: 'bodyEnd', code }]) })
      .where('section', '=', 'customCode')
      .execute();

  it('serves the same drawing twice, then redraws it after a content write', async () => {
    await customCode('<div data-marker="one"></div>');
    const first = await get('/');
    expect(first.body).toContain('data-marker="one"');
    expect((await get('/')).body).toBe(first.body);
    await customCode('<div data-marker="two"></div>');
    expect((await get('/')).body).toContain('data-marker="two"');
  });

  it('redraws after a remote deploy rewrites the registry', async () => {
    await get('/gamehall');
    const registryFile = path.join(site.siteRoot, 'registry.json');
    const registry = JSON.parse(fs.readFileSync(registryFile, 'utf8'));
    registry.casino.version = '0.2.0+def';
    fs.writeFileSync(registryFile, JSON.stringify(registry));
    // A filesystem with coarse timestamps could keep the old mtime: make the change visible.
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(registryFile, later, later);
    expect((await get('/gamehall')).body).toContain('0.2.0+def');
  });

  it('keeps the themes apart and sends the precompressed page with Vary', async () => {
    const light = await get('/', { cookie: 'theme=light' });
    const dark = await get('/');
    expect(light.body).toContain('data-theme="light"');
    expect(dark.body).not.toContain('data-theme="light"');
    // The encodings are made in the background after the first drawing: until they are ready the
    // page goes out uncompressed, so ask again until they are (a loaded machine takes a while).
    let compressed = await get('/', { 'accept-encoding': 'gzip, br' });
    for (let tries = 0; tries < 100 && compressed.headers['content-encoding'] === undefined; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      compressed = await get('/', { 'accept-encoding': 'gzip, br' });
    }
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['vary']).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(dark.body);
  });

  it('keeps the status and headers of a not-found page', async () => {
    await get('/no/such/page');
    const again = await get('/no/such/page');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-robots-tag']).toContain('noindex');
  });
});

describe('page cache entries', () => {
  const page = { revision: 'r1', status: 200, headers: {}, html: '<p>x</p>' };

  it('serves an entry only at its revision and drops the least recently used', () => {
    const cache = createPageCache(2);
    cache.set('a', page);
    cache.set('b', page);
    expect(cache.get('a', 'r1')).toBeDefined();
    cache.set('c', page);
    expect(cache.get('b', 'r1')).toBeUndefined();
    expect(cache.get('a', 'r2')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('picks an encoding for %s', (header, expected) => {
    expect(pickEncoding(header, { ...page, storedAt: 0, br: Buffer.from('b'), gzip: Buffer.from('g') })).toBe(expected);
  });
});
