import { createTestApp, type TestApp } from '../helpers/test-app';

const SEEDED_LOCALES = ['en', 'de', 'es', 'pt-BR', 'ru', 'lv'];

/** campaigns.getpromotioncontent: the operator's pages of the demo's promotions, per locale, with fallback. */
describe('campaigns.getpromotioncontent', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60000);
  afterAll(() => testApp.close());

  const content = async (query: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/campaigns/getpromotioncontent?${query}` });
    return { statusCode: response.statusCode, body: response.json() };
  };
  const pages = () => testApp.database.db.updateTable('promotion_pages');

  it.each(SEEDED_LOCALES.flatMap((locale) => [1, 2].map((id) => [id, locale] as const)))(
    'serves the seeded page of campaign %p in %p',
    async (id, locale) => {
      const { statusCode, body } = await content(`id=${id}&locale=${locale}`);
      expect(statusCode).toBe(200);
      expect(body.payload).toMatchObject({ id, locale, image: expect.stringMatching(/^\/static\/banners\/\d+\.svg/) });
      expect(body.payload.title).not.toBe('');
      expect(body.payload.summary).not.toBe('');
      expect(body.payload.body).toMatch(/^<h2>/);
      expect(body.payload.terms).toMatch(/^<ol><li>/);
    },
  );

  it('writes each locale in its own words', async () => {
    const titles = await Promise.all(SEEDED_LOCALES.map(async (locale) => (await content(`id=1&locale=${locale}`)).body.payload.title));
    expect(new Set(titles).size).toBe(SEEDED_LOCALES.length);
  });

  it('shows an edit at once, without a restart', async () => {
    await pages().set({ title: 'Welcome bonus, now bigger' }).where('campaign_id', '=', 2).where('locale', '=', 'es').execute();
    expect((await content('id=2&locale=es')).body.payload.title).toBe('Welcome bonus, now bigger');
  });

  it("falls back to the default locale's page when a locale has none published, and says so", async () => {
    await testApp.database.db.deleteFrom('promotion_pages').where('campaign_id', '=', 2).where('locale', '=', 'lv').execute();
    await pages().set({ is_published: false }).where('campaign_id', '=', 2).where('locale', '=', 'ru').execute();
    const english = (await content('id=2&locale=en')).body.payload;
    for (const locale of ['lv', 'ru']) {
      const { statusCode, body } = await content(`id=2&locale=${locale}`);
      expect(statusCode).toBe(200);
      expect(body.payload).toEqual({ ...english, locale: 'en' });
    }
  });

  it('answers null when no locale has a page, and for a campaign that has none', async () => {
    await pages().set({ is_published: false }).where('campaign_id', '=', 1).where('locale', 'in', ['en', 'de']).execute();
    expect((await content('id=1&locale=de')).body).toEqual({ status: 'ok', payload: null });
    expect((await content('id=99&locale=en')).body).toEqual({ status: 'ok', payload: null });
  });

  it("sanitises the operator's HTML", async () => {
    await pages()
      .set({
        body_html: '<p onclick="steal()">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
        terms_html: '<ol><li><a href="/terms" style="color:red">Terms</a></li></ol><iframe src="https://evil.test"></iframe>',
      })
      .where('campaign_id', '=', 2)
      .where('locale', '=', 'de')
      .execute();
    const { payload } = (await content('id=2&locale=de')).body;
    expect(payload.body).toBe('<p>Hi</p><a>x</a>');
    expect(payload.terms).toBe('<ol><li><a href="/terms">Terms</a></li></ol>');
  });

  it.each([
    ['no id', 'locale=en', 'id'],
    ['a zero id', 'id=0', 'id'],
    ['a word', 'id=abc', 'id'],
    ['a fraction', 'id=1.5', 'id'],
    ['an id past the integer range', 'id=99999999999', 'id'],
    ['an unknown locale', 'id=1&locale=xx', 'locale'],
  ])('refuses %s with a field error and no 5xx', async (_case, query, field) => {
    const { statusCode, body } = await content(query);
    expect(statusCode).toBe(400);
    expect(body.error.type).toBe('InvalidParameterException');
    expect(Object.keys(body.error.invalid_parameters)).toEqual([field]);
  });
});
