import { createSiteApp, jsonLdBlocks, metaContent, ORIGIN, type SiteApp, tags, title } from './site-fixture';

describe('server-rendered head', () => {
  let site: SiteApp;
  let localeCodes: string[];
  beforeAll(async () => {
    site = await createSiteApp();
    const locales = (await site.app.inject({ method: 'GET', url: '/nfx/i18n/locales' })).json() as { locales: { code: string }[] };
    localeCodes = locales.locales.map((entry) => entry.code);
  }, 120_000);
  afterAll(() => site.close());

  const page = async (url: string) => {
    const response = await site.app.inject({ method: 'GET', url });
    return { status: response.statusCode, html: response.body, headers: response.headers };
  };
  const metadata = async (path: string, locale: string) =>
    (await site.app.inject({ method: 'GET', url: `/api/metadata/get?path=${encodeURIComponent(path)}&locale=${locale}` })).json()
      .payload as { title: string; description: string };
  const alternates = (html: string) => tags(html, 'link').filter((link) => link['rel'] === 'alternate');
  const canonical = (html: string) => tags(html, 'link').find((link) => link['rel'] === 'canonical')?.['href'];

  it('describes the home page for crawlers without JavaScript', async () => {
    const { status, html } = await page('/');
    const expected = await metadata('/', 'en');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en" data-theme="dark">');
    expect(title(html)).toBe(expected.title);
    expect(metaContent(html, 'description')).toBe(expected.description);
    expect(metaContent(html, 'robots')).toBe('index, follow');
    expect(canonical(html)).toBe(`${ORIGIN}/`);
    expect(metaContent(html, 'og:title')).toBe(expected.title);
    expect(metaContent(html, 'og:description')).toBe(expected.description);
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}/`);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:locale')).toBe('en_US');
    expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/`));
  });

  it("gives each promotion and offer the title, summary and picture of its operator-written page, in the page's locale", async () => {
    const promotion = await page('/promotions/2');
    expect(promotion.status).toBe(200);
    expect(title(promotion.html)).toBe('Reload bonus: 25% on every deposit | NFX Casino');
    expect(metaContent(promotion.html, 'description')).toBe('Every deposit of 10 or more earns 25% extra, up to 50 in bonus money.');
    expect(metaContent(promotion.html, 'og:title')).toBe('Reload bonus: 25% on every deposit');
    expect(metaContent(promotion.html, 'og:description')).toBe('Every deposit of 10 or more earns 25% extra, up to 50 in bonus money.');
    expect(metaContent(promotion.html, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/static/banners/\\d+\\.svg\\?size=735x240$`));
    const offer = await page('/de/offers/1');
    expect(offer.status).toBe(200);
    expect(title(offer.html)).toBe('Willkommensbonus: 100 % bis 200 | NFX Casino');
    expect(metaContent(offer.html, 'og:description')).toBe(
      'Verdoppeln Sie Ihre erste Einzahlung: Wir legen 100 % drauf, bis zu 200 Bonusgeld.',
    );
    // An operator's edit reaches the head at once: the page table's trigger invalidates the page cache.
    await site.database.db
      .updateTable('promotion_pages')
      .set({ title: 'Neuer Willkommensbonus' })
      .where('campaign_id', '=', 1)
      .where('locale', '=', 'de')
      .execute();
    expect(title((await page('/de/offers/1')).html)).toBe('Neuer Willkommensbonus | NFX Casino');
    const unknown = await page('/promotions/99');
    expect(unknown.status).toBe(404);
    expect(title(unknown.html)).toBe('Page not found | NFX Casino');
  });

  it("falls back to the campaign's own title, text and image, in the page's locale, when no page is written", async () => {
    await site.database.db.deleteFrom('promotion_pages').where('campaign_id', '=', 2).execute();
    await site.database.db.updateTable('campaign_offers').set({ image: '/static/offers/reload.svg' }).where('id', '=', 2).execute();
    const promotion = await page('/lv/promotions/2');
    expect(promotion.status).toBe(200);
    expect(title(promotion.html)).toBe('Papildināšanas bonuss | NFX Casino');
    expect(metaContent(promotion.html, 'description')).toBe('25% katrai iemaksai, līdz 50.');
    expect(metaContent(promotion.html, 'og:title')).toBe('Papildināšanas bonuss');
    expect(metaContent(promotion.html, 'og:image')).toBe(`${ORIGIN}/static/offers/reload.svg`);
    expect(title((await page('/promotions/2')).html)).toBe('Reload bonus | NFX Casino');
  });

  it('titles a deposit method page from the SEO template /cashier/deposit/##name## with the method’s name', async () => {
    const card = await page('/cashier/deposit/demo-card');
    expect(card.status).toBe(200);
    expect(title(card.html)).toBe('Deposit by Card | NFX Casino');
    expect(metaContent(card.html, 'description')).toBe(
      'Top up your balance by Card: the amount, payment details and how much you may still deposit.',
    );
    expect(metaContent(card.html, 'og:title')).toBe('Deposit by Card');
    expect(metaContent(card.html, 'robots')).toBe('noindex, nofollow');
    const bank = await page('/de/cashier/deposit/demo-bank-transfer');
    expect(title(bank.html)).toBe('Einzahlung per Bank transfer | NFX Casino');
    // An editor's wording of the template is what the page says.
    await site.database.db
      .updateTable('seo_pages')
      .set({ title: 'Pay in with ##name##' })
      .where('path', '=', '/cashier/deposit/##name##')
      .where('locale', '=', 'en')
      .execute();
    expect(title((await page('/cashier/deposit/demo-ewallet')).html)).toBe('Pay in with E-wallet | NFX Casino');
    // No such method: the template with the path's words, as the metadata call gives it.
    expect(title((await page('/cashier/deposit/no-such-method')).html)).toBe('Pay in with No Such Method | NFX Casino');
  });

  it('lists an hreflang alternate for every locale plus x-default', async () => {
    const { html } = await page('/');
    const links = alternates(html);
    expect(links).toHaveLength(localeCodes.length + 1);
    expect(links.map((link) => link['hreflang'])).toEqual([...localeCodes, 'x-default']);
    expect(links).toContainEqual({ rel: 'alternate', hreflang: 'de', href: `${ORIGIN}/de` });
    expect(links).toContainEqual({ rel: 'alternate', hreflang: 'x-default', href: `${ORIGIN}/` });
  });

  it('renders /de/ in German with its own canonical', async () => {
    const { status, html, headers } = await page('/de/');
    const expected = await metadata('/', 'de');
    expect(status).toBe(200);
    expect(headers['content-language']).toBe('de');
    expect(html).toContain('<html lang="de"');
    expect(title(html)).toBe(expected.title);
    expect(canonical(html)).toBe(`${ORIGIN}/de`);
    expect(metaContent(html, 'og:locale')).toBe('de_DE');
    expect(alternates(html)).toHaveLength(localeCodes.length + 1);
    expect(
      tags(html, 'meta')
        .filter((meta) => meta['property'] === 'og:locale:alternate')
        .map((meta) => meta['content']),
    ).toContain('en_US');
  });

  it('publishes organization and FAQ structured data on the home page', async () => {
    const blocks = jsonLdBlocks((await page('/')).html);
    const organization = blocks.find((block) => block['@type'] === 'Organization');
    const faq = blocks.find((block) => block['@type'] === 'FAQPage');
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: 'NFX Casino',
      url: ORIGIN,
      contactPoint: { '@type': 'ContactPoint' },
    });
    expect((faq?.['mainEntity'] as unknown[]).length).toBeGreaterThan(0);
    expect((faq?.['mainEntity'] as Array<Record<string, unknown>>)[0]).toMatchObject({
      '@type': 'Question',
      acceptedAnswer: { '@type': 'Answer' },
    });
  });

  it('publishes breadcrumbs and product data where the CMS has them', async () => {
    const gamehall = jsonLdBlocks((await page('/de/gamehall')).html).find((block) => block['@type'] === 'BreadcrumbList');
    expect(gamehall?.['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Startseite', item: `${ORIGIN}/de` },
      { '@type': 'ListItem', position: 2, name: 'Spielhalle', item: `${ORIGIN}/de/gamehall` },
    ]);
    const shop = jsonLdBlocks((await page('/loyalty/shop')).html);
    expect(shop.find((block) => block['@type'] === 'Product')).toMatchObject({
      sku: 'loyalty-shop',
      brand: { '@type': 'Brand', name: 'NFX Casino' },
    });
  });

  it('links the icon set and the web manifest', async () => {
    const links = tags((await page('/')).html, 'link');
    expect(links).toContainEqual({ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' });
    expect(links).toContainEqual({ rel: 'apple-touch-icon', href: '/favicon/apple-touch-icon.png', sizes: '180x180' });
    expect(links).toContainEqual({ rel: 'manifest', href: '/manifest.webmanifest' });
    expect(links.some((link) => link['rel'] === 'icon' && link['href'] === '/favicon.ico')).toBe(true);
  });

  describe('slug pages', () => {
    it('answers 200 with the CMS page’s metadata and article data', async () => {
      const { status, html } = await page('/about');
      expect(status).toBe(200);
      expect(title(html)).toBe('About us | NFX Casino');
      expect(metaContent(html, 'og:type')).toBe('article');
      expect(canonical(html)).toBe(`${ORIGIN}/about`);
      expect(jsonLdBlocks(html).find((block) => block['@type'] === 'Article')).toMatchObject({ headline: 'About us' });
    });

    it('answers the slug page in the path’s locale', async () => {
      const { status, html } = await page('/ru/about');
      expect(status).toBe(200);
      expect(title(html)).toBe('О компании | NFX Casino');
    });

    it.each([
      ['/no-such-page', 'Page not found | NFX Casino'],
      ['/de/no-such-page', 'Seite nicht gefunden | NFX Casino'],
      ['/about/team', 'Page not found | NFX Casino'],
    ])('answers 404 with the not-found page for %s', async (url, expectedTitle) => {
      const { status, html } = await page(url);
      expect(status).toBe(404);
      expect(title(html)).toBe(expectedTitle);
      expect(metaContent(html, 'robots')).toBe('noindex, nofollow');
      expect(canonical(html)).toBeUndefined();
    });

    it('answers 404 for an unpublished page', async () => {
      await site.database.db.updateTable('cms_pages').set({ is_published: false }).where('slug', '=', 'privacy').execute();
      expect((await page('/privacy')).status).toBe(404);
    });
  });

  describe('robots', () => {
    it.each(['/cashier/deposit', '/de/profile/settings', '/forms/sign_in'])('marks %s (on the disallow list) noindex', async (url) => {
      const { status, html } = await page(url);
      expect(status).toBe(200);
      expect(metaContent(html, 'robots')).toBe('noindex, nofollow');
    });

    it.each([
      ['/maintenance', 'We are doing maintenance | NFX Casino'],
      ['/cashier/paysuccess/42', 'Payment successful | NFX Casino'],
      ['/user-block', 'Your account is blocked | NFX Casino'],
    ])('gives the system page %s its own title and noindex', async (url, expectedTitle) => {
      const { status, html } = await page(url);
      expect(status).toBe(200);
      expect(title(html)).toBe(expectedTitle);
      expect(metaContent(html, 'robots')).toBe('noindex, nofollow');
    });
  });

  describe('escaping', () => {
    const hostile = encodeURIComponent('"><script>alert(1)</script>');

    it('escapes a hostile name from the path in every tag', async () => {
      // A deposit method is a page whatever its sysname, so its templated metadata carries the name.
      await site.database.db
        .updateTable('seo_pages')
        .set({
          title: 'Deposit with ##name##',
          description: '##name##',
          data: JSON.stringify({ breadcrumbs: [{ name: '##name##', link: '##path##' }] }),
        })
        .where('locale', '=', 'en')
        .where('path', '=', '/cashier/deposit/##name##')
        .execute();
      const { status, html } = await page(`/cashier/deposit/${hostile}`);
      expect(status).toBe(200);
      expect(html).not.toContain('<script>alert(1)');
      expect(title(html)).toContain('"><script>alert(1)</script>');
      expect(jsonLdBlocks(html).length).toBeGreaterThan(0);
    });

    it('answers a hostile game name with the not-found page, which does not repeat it', async () => {
      const { status, html } = await page(`/game/${hostile}`);
      expect(status).toBe(404);
      expect(html).not.toContain('<script>alert(1)');
      expect(title(html)).toBe('Page not found | NFX Casino');
    });

    it('escapes hostile CMS values', async () => {
      await site.database.db
        .updateTable('seo_pages')
        .set({ title: '</title><script>alert("t")</script>', description: '"><img src=x onerror=alert(1)>' })
        .where('locale', '=', 'lv')
        .where('path', '=', '/promotions')
        .execute();
      const { html } = await page('/lv/promotions');
      expect(html).not.toContain('<script>alert("t")');
      expect(html).not.toContain('<img src=x');
      expect(metaContent(html, 'description')).toBe('"><img src=x onerror=alert(1)>');
    });
  });

  describe('custom code', () => {
    beforeAll(async () => {
      const entries = [
        { id: 'head', isEnabled: true, position: 'head', code: '<meta name="custom-head" content="1">' },
        { id: 'start', isEnabled: true, position: 'bodyStart', code: '<noscript data-custom="start">$&</noscript>' },
        { id: 'end', isEnabled: true, position: 'bodyEnd', code: '<div data-custom="end"></div>' },
        { id: 'off', isEnabled: false, position: 'bodyEnd', code: '<div data-custom="off"></div>' },
        { id: 'unclosed', isEnabled: true, position: 'head', code: '<script>var swallowed = "' },
        { id: 'comment', isEnabled: true, position: 'bodyEnd', code: '<!-- never closed' },
        { id: 'structure', isEnabled: true, position: 'bodyStart', code: '</body><div data-custom="structure"></div>' },
        { id: 'nowhere', isEnabled: true, position: 'footer', code: '<div data-custom="nowhere"></div>' },
        { id: 'not-text', isEnabled: true, position: 'head', code: 42 },
        'not an entry',
      ];
      await site.database.db
        .updateTable('cms_sections')
        .set({ data: JSON.stringify(entries) })
        .where('section', '=', 'customCode')
        .execute();
    });

    it('places each enabled snippet at its position, raw', async () => {
      const { status, html } = await page('/');
      expect(status).toBe(200);
      expect(html).toMatch(/<meta name="custom-head" content="1">\s*<\/head>/);
      expect(html).toMatch(/<body><noscript data-custom="start">\$&<\/noscript><div id=root>/);
      expect(html).toMatch(/<\/div><div data-custom="end"><\/div><\/body><\/html>$/);
      expect(html).not.toContain('data-custom="off"');
    });

    it('skips malformed snippets and still renders the whole page', async () => {
      const { status, html } = await page('/de/gamehall');
      expect(status).toBe(200);
      for (const marker of ['swallowed', 'never closed', 'data-custom="structure"', 'data-custom="nowhere"'])
        expect(html).not.toContain(marker);
      expect(html).toContain('id="nfx-remote-registry"');
      expect(html).toMatch(/<div id=root><div class="nfx-fp"[\s\S]*<\/div><\/body>/);
    });

    it('renders the page when the section is not a list at all', async () => {
      await site.database.db
        .updateTable('cms_sections')
        .set({ data: JSON.stringify({ broken: true }) })
        .where('section', '=', 'customCode')
        .execute();
      const { status, html } = await page('/');
      expect(status).toBe(200);
      expect(html).toMatch(/<div id=root><div class="nfx-fp"[\s\S]*<\/div><\/body>/);
    });
  });
});
