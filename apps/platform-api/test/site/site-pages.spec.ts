import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A minimal built site: the shell template (as the minifier leaves it) and a registry. */
function fakeSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nfx-site-'));
  fs.mkdirSync(path.join(root, 'shell/js'), { recursive: true });
  fs.mkdirSync(path.join(root, 'remotes'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell/index.html'), '<!doctype html><html lang=en data-theme=dark><head><meta charset=utf-8></head><body><div id=root></div></body></html>');
  fs.writeFileSync(path.join(root, 'registry.json'), JSON.stringify({ casino: { manifest: '/remotes/casino/abc/mf-manifest.json', version: '0.1.0+abc' } }));
  return root;
}

describe('site pages', () => {
  let testApp: TestApp;
  let siteRoot: string;
  beforeAll(async () => {
    siteRoot = fakeSite();
    testApp = await createTestApp({ siteRoot });
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(siteRoot, { recursive: true, force: true });
  });

  const metadataTitle = async (pagePath: string, locale: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/metadata/get?path=${encodeURIComponent(pagePath)}&locale=${locale}` });
    return (response.json() as { payload: { title: string } }).payload.title;
  };

  it('renders a page in its locale with the CMS title, theme from the cookie and the inline registry', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/de/gamehall', cookies: { theme: 'light' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="de" data-theme="light">');
    expect(response.body).toContain(`<title>${await metadataTitle('/gamehall', 'de')}</title>`);
    expect(response.body).toContain('id="nfx-remote-registry"');
    expect(response.body).toContain('/remotes/casino/abc/mf-manifest.json');
  });

  it('answers an unknown deep route with 404 and noindex', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
  });

  it.each(['/%00', `/${'x'.repeat(5000)}`, '/<script>alert(1)</script>', '/de/%F0%9F%8E%B0'])('never fails on a hostile path %#', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('<script>alert(1)</script>');
  });

  it('serves the registry uncached', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/remotes/registry.json' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ casino: { manifest: '/remotes/casino/abc/mf-manifest.json', version: '0.1.0+abc' } });
  });
});
