import { createTestApp, type TestApp } from '../helpers/test-app';

describe('metadata.get', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ publicOrigin: 'https://casino.example.com' });
  }, 60000);
  afterAll(() => testApp.close());

  const metadata = async (query: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/metadata/get?version=1&${query}` });
    return { status: response.statusCode, body: response.json() };
  };

  it('describes the home page with organization and FAQ structured data', async () => {
    const { status, body } = await metadata('locale=en&path=/');
    expect(status).toBe(200);
    const page = body.payload;
    expect(page.title).toBe('NFX Casino — slots, live casino and sports betting');
    expect(page.canonical).toBe('https://casino.example.com/');
    expect(page.robots).toEqual({ index: true, follow: true });
    expect(page.openGraph).toMatchObject({ type: 'website', url: 'https://casino.example.com/', locale: 'en', siteName: 'NFX Casino' });
    expect(page.jsonLd.organization).toMatchObject({ name: 'NFX Casino', url: 'https://casino.example.com' });
    expect(page.jsonLd.faq).toHaveLength(3);
    expect(page.page).toBeNull();
    expect(page.alternates).toContainEqual({ locale: 'de', href: 'https://casino.example.com/de' });
  });

  it('answers in the requested locale with a locale-prefixed canonical', async () => {
    const { body } = await metadata('locale=de&path=/gamehall');
    expect(body.payload.title).toBe('Spielhalle — alle Casinospiele | NFX Casino');
    expect(body.payload.canonical).toBe('https://casino.example.com/de/gamehall');
    expect(body.payload.jsonLd.breadcrumbs).toEqual([
      { name: 'Startseite', link: 'https://casino.example.com/de' },
      { name: 'Spielhalle', link: 'https://casino.example.com/de/gamehall' },
    ]);
  });

  it('takes a leading locale segment, query and trailing slash off the path', async () => {
    const { body } = await metadata(`locale=es&path=${encodeURIComponent('/es/promotions/?tab=1#top')}`);
    expect(body.payload.path).toBe('/promotions');
    expect(body.payload.title).toContain('Promociones');
  });

  it('fills the ##name## template for a game page', async () => {
    const { body } = await metadata('locale=en&path=/game/book-of-dead');
    expect(body.payload.title).toBe('Book Of Dead — play online | NFX Casino');
    expect(body.payload.jsonLd.breadcrumbs.at(-1)).toEqual({ name: 'Book Of Dead', link: 'https://casino.example.com/game/book-of-dead' });
  });

  it('keeps odd characters of a templated name inside the text', async () => {
    const { status, body } = await metadata(`locale=en&path=${encodeURIComponent('/game/a"b$&%0A\\c')}`);
    expect(status).toBe(200);
    expect(body.payload.title).toContain('$&');
  });

  it('returns the CMS page of a slug with sanitised HTML and article data', async () => {
    const { body } = await metadata('locale=ru&path=/about');
    expect(body.payload.page).toMatchObject({ slug: 'about', title: 'О компании' });
    expect(body.payload.page.body).toContain('<h2>Кто мы</h2>');
    expect(body.payload.title).toBe('О компании | NFX Casino');
    expect(body.payload.openGraph.type).toBe('article');
    expect(body.payload.jsonLd.article.headline).toBe('О компании');
  });

  it('strips script from an edited page body', async () => {
    await testApp.database.db
      .updateTable('cms_pages')
      .set({ body_html: '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>' })
      .where('locale', '=', 'en')
      .where('slug', '=', 'terms')
      .execute();
    const { body } = await metadata('locale=en&path=/terms');
    expect(body.payload.page.body).toBe('<p>Hi</p><a>x</a>');
  });

  it('keeps the well-formed extra meta tags of an edited row and drops the rest', async () => {
    const extraMeta = [{ name: 'author', content: 'NFX' }, { name: 'broken' }, { property: 'og:x', content: 'y' }, 'text', null];
    await testApp.database.db
      .updateTable('seo_pages')
      .set({ data: JSON.stringify({ extraMeta }) })
      .where('locale', '=', 'en')
      .where('path', '=', '/betting')
      .execute();
    const { status, body } = await metadata('locale=en&path=/betting');
    expect(status).toBe(200);
    expect(body.payload.extraMeta).toEqual([{ name: 'author', content: 'NFX' }]);
  });

  it('answers page null and the fallback texts for an unknown slug', async () => {
    const { body } = await metadata('locale=en&path=/no-such-page');
    expect(body.payload.page).toBeNull();
    expect(body.payload.title).toBe('NFX Casino');
  });

  it.each(['/cashier/deposit', '/profile/settings', '/de/profile'])('marks %s noindex', async (path) => {
    const { body } = await metadata(`locale=en&path=${encodeURIComponent(path)}`);
    expect(body.payload.robots).toEqual({ index: false, follow: false });
  });

  it.each([
    ['path missing', 'locale=en', 'path'],
    ['path without a slash', 'locale=en&path=about', 'path'],
    ['path of 3000 characters', `locale=en&path=/${'a'.repeat(3000)}`, 'path'],
    ['unknown locale', 'locale=xx&path=/', 'locale'],
    ['locale given twice', 'locale=en&locale=de&path=/', 'locale'],
  ])('refuses %s with InvalidParameter', async (_case, query, field) => {
    const { status, body } = await metadata(query);
    expect(status).toBe(400);
    expect(body.error.type).toBe('InvalidParameterException');
    expect(body.error.invalid_parameters[field]).toBeDefined();
  });
});
