import { type APIRequestContext, expect, test } from '../support/test';

/**
 * What a crawler without JavaScript sees: the production server's HTML head, its status codes
 * and its redirects, fetched with plain HTTP requests (no browser, no script runs).
 */

const unescape = (value: string) =>
  value.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" })[entity] ?? entity,
  );

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((match) => [match[1] ?? '', unescape(match[2] ?? '')]));
}

function head(html: string) {
  const headHtml = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const metas = [...headHtml.matchAll(/<meta\s[^>]*>/g)].map((match) => attributes(match[0]));
  const links = [...headHtml.matchAll(/<link\s[^>]*>/g)].map((match) => attributes(match[0]));
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    title: unescape(/<title>([^<]*)<\/title>/.exec(headHtml)?.[1] ?? ''),
    meta: (key: string) => metas.find((meta) => meta['name'] === key || meta['property'] === key)?.['content'],
    canonical: links.find((link) => link['rel'] === 'canonical')?.['href'],
    alternates: links.filter((link) => link['rel'] === 'alternate').map((link) => ({ hreflang: link['hreflang'], href: link['href'] })),
    links,
    jsonLd: [...headHtml.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
    ),
    raw: headHtml,
  };
}

async function fetchPage(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), html: await response.text() };
}

test.describe('server-rendered head and HTTP answers', () => {
  let localeCodes: string[] = [];
  let origin = '';
  test.beforeAll(async ({ request, baseURL }) => {
    const locales = (await (await request.get('/nfx/i18n/locales')).json()) as { locales: { code: string }[] };
    localeCodes = locales.locales.map((entry) => entry.code);
    origin = baseURL ?? '';
  });

  test('the home page head is complete without JavaScript', async ({ request }) => {
    const { status, html } = await fetchPage(request, '/');
    expect(status).toBe(200);
    const page = head(html);
    expect(page.lang).toBe('en');
    expect(page.title).toMatch(/NFX Casino/);
    expect(page.meta('description')?.length).toBeGreaterThan(10);
    expect(page.meta('robots')).toBe('index, follow');
    expect(page.canonical).toBe(`${origin}/`);
    expect(page.alternates).toHaveLength(localeCodes.length + 1);
    expect(page.alternates).toContainEqual({ hreflang: 'x-default', href: `${origin}/` });
    expect(page.alternates).toContainEqual({ hreflang: 'de', href: `${origin}/de` });
    expect(page.meta('og:title')).toBe(page.title);
    expect(page.meta('og:url')).toBe(`${origin}/`);
    expect(page.meta('og:locale')).toBe('en_US');
    expect(page.meta('og:image')).toMatch(/^http/);
    expect(page.jsonLd.map((block) => block['@type'])).toEqual(expect.arrayContaining(['Organization', 'FAQPage']));
    expect(page.links).toContainEqual(expect.objectContaining({ rel: 'manifest', href: '/manifest.webmanifest' }));
    // The seeded CMS custom code for the head.
    expect(page.raw).toContain('<meta name="nfx-custom" content="1">');
  });

  test('the German home page head is in German', async ({ request }) => {
    const { status, html, headers } = await fetchPage(request, '/de/');
    expect(status).toBe(200);
    expect(headers['content-language']).toBe('de');
    const page = head(html);
    expect(page.lang).toBe('de');
    expect(page.canonical).toBe(`${origin}/de`);
    expect(page.meta('og:locale')).toBe('de_DE');
    expect(page.alternates).toHaveLength(localeCodes.length + 1);
    expect(page.title).not.toBe(head((await fetchPage(request, '/')).html).title);
  });

  test('the icons and the manifest linked from the head exist', async ({ request }) => {
    const { html } = await fetchPage(request, '/');
    const hrefs = head(html)
      .links.filter((link) => ['icon', 'apple-touch-icon', 'manifest'].includes(link['rel'] ?? ''))
      .map((link) => link['href'] ?? '');
    expect(hrefs.length).toBeGreaterThanOrEqual(4);
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
  });

  test('a CMS redirect rule answers with an HTTP redirect, keeping the query', async ({ request }) => {
    const internal = await fetchPage(request, '/casino/anything?utm_source=mail');
    expect(internal.status).toBe(301);
    expect(internal.headers['location']).toBe('/gamehall?utm_source=mail');
    const external = await fetchPage(request, '/partners?ref=7');
    expect(external.status).toBe(301);
    expect(external.headers['location']).toBe('https://partners.example.com/?ref=7');
  });

  test('the site’s own redirects answer before any JavaScript runs', async ({ request }) => {
    for (const [from, to] of [
      ['/de/profile?x=1', '/de/profile/settings?x=1'],
      ['/profile/bets', '/profile/bets/history'],
      ['/cashier/deposit/a/b', '/cashier/deposit'],
      ['/gamehall/slots', '/gamehall?category=slots'],
    ]) {
      const response = await fetchPage(request, from ?? '/');
      expect(response.status, from).toBe(302);
      expect(response.headers['location'], from).toBe(to);
    }
  });

  test('a CMS slug page answers 200 with its own metadata', async ({ request }) => {
    const { status, html } = await fetchPage(request, '/about');
    expect(status).toBe(200);
    const page = head(html);
    expect(page.title).toBe('About us | NFX Casino');
    expect(page.meta('og:type')).toBe('article');
    expect(page.canonical).toBe(`${origin}/about`);
    expect(page.jsonLd.some((block) => block['@type'] === 'Article')).toBe(true);
  });

  test('an unknown slug and an unknown deep path answer 404 with the not-found head', async ({ request }) => {
    for (const path of ['/no-such-page', '/no/such/page', '/de/no-such-page']) {
      const { status, html } = await fetchPage(request, path);
      expect(status, path).toBe(404);
      const page = head(html);
      expect(page.meta('robots'), path).toBe('noindex, nofollow');
      expect(page.canonical, path).toBeUndefined();
    }
    expect(head((await fetchPage(request, '/no-such-page')).html).title).toBe('Page not found | NFX Casino');
  });

  test('/sw.js is served for the whole site and never cached', async ({ request }) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['service-worker-allowed']).toBe('/');
    expect(response.headers()['cache-control']).toContain('no-cache');
    expect(await response.text()).toContain("addEventListener('fetch'");
  });

  test('the service worker shows the offline page of the locale when the network is gone', async ({ page, context }) => {
    await page.goto('/de/gamehall');
    // Registered here directly so the test covers the worker itself, whoever registers it in the app.
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    try {
      await page.goto('/de/promotions');
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('link')).toHaveAttribute('href', '');
    } finally {
      await context.setOffline(false);
    }
  });
});
