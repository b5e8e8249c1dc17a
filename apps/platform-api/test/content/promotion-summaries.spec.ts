import { createTestApp, type TestApp } from '../helpers/test-app';

const SEEDED_LOCALES = ['en', 'de', 'es', 'pt-BR', 'ru', 'lv'];

interface Summary {
  id: number;
  locale: string;
  title: string;
  summary: string;
  image: string;
  image_alt: string;
}

/** campaigns.getpromotionsummaries: the cards of every published promotion page in one answer, with getpromotioncontent's fallback. */
describe('campaigns.getpromotionsummaries', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60000);
  afterAll(() => testApp.close());

  const summaries = async (query: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/campaigns/getpromotionsummaries?${query}` });
    return { statusCode: response.statusCode, body: response.json() };
  };
  const items = async (locale: string): Promise<Summary[]> => (await summaries(`locale=${locale}`)).body.payload.items;
  const content = async (id: number, locale: string) =>
    (await testApp.app.inject({ method: 'GET', url: `/api/campaigns/getpromotioncontent?id=${id}&locale=${locale}` })).json().payload;
  const pages = () => testApp.database.db.updateTable('promotion_pages');

  it.each(SEEDED_LOCALES)("gives the seeded cards in %p, each as the promotion's own page starts, without its HTML", async (locale) => {
    const { statusCode, body } = await summaries(`locale=${locale}`);
    expect(statusCode).toBe(200);
    expect(body.payload.items.map((item: Summary) => [item.id, item.locale])).toEqual([
      [1, locale],
      [2, locale],
    ]);
    for (const item of body.payload.items as Summary[]) {
      const { id, title, summary, image, image_alt } = await content(item.id, locale);
      expect(item).toEqual({ id, locale, title, summary, image, image_alt });
    }
  });

  it('writes the cards of each locale in its own words, and answers the default locale without a locale', async () => {
    const titles = await Promise.all(SEEDED_LOCALES.map(async (locale) => (await items(locale))[0]!.title));
    expect(new Set(titles).size).toBe(SEEDED_LOCALES.length);
    expect((await summaries('')).body.payload.items).toEqual(await items('en'));
  });

  it('shows an edit at once, trimmed as the page shows it', async () => {
    await pages()
      .set({ title: '  Bono, ahora mayor  ', image_alt: 'Monedas' })
      .where('campaign_id', '=', 2)
      .where('locale', '=', 'es')
      .execute();
    expect((await items('es'))[1]).toMatchObject({ id: 2, locale: 'es', title: 'Bono, ahora mayor', image_alt: 'Monedas' });
  });

  it("falls back card by card to the default locale's page, and says which locale each card is in", async () => {
    await testApp.database.db.deleteFrom('promotion_pages').where('campaign_id', '=', 2).where('locale', '=', 'lv').execute();
    await pages().set({ is_published: false }).where('campaign_id', '=', 2).where('locale', '=', 'ru').execute();
    const english = await items('en');
    for (const locale of ['lv', 'ru']) {
      const [welcome, reload] = await items(locale);
      expect(welcome).toMatchObject({ id: 1, locale });
      expect(reload).toEqual({ ...english[1], locale: 'en' });
    }
  });

  it('leaves out a campaign no locale has a page for, and a page of a locale that is neither asked nor the default', async () => {
    await pages().set({ is_published: false }).where('campaign_id', '=', 1).where('locale', 'in', ['en', 'pt-BR']).execute();
    expect((await items('pt-BR')).map((item) => item.id)).toEqual([2]);
    expect((await items('en')).map((item) => item.id)).toEqual([2]);
    // German still has its own page of campaign 1.
    expect((await items('de')).map((item) => [item.id, item.locale])).toEqual([
      [1, 'de'],
      [2, 'de'],
    ]);
  });

  it('answers an empty list when nothing is published', async () => {
    await pages().set({ is_published: false }).execute();
    expect((await summaries('locale=de')).body).toEqual({ status: 'ok', payload: { items: [] } });
  });

  it.each([
    ['an unknown locale', 'locale=xx'],
    ['a locale with a NUL', 'locale=de%00'],
    ['an overlong locale', `locale=${'d'.repeat(40)}`],
  ])('refuses %s with a field error and no 5xx', async (_case, query) => {
    const { statusCode, body } = await summaries(query);
    expect(statusCode).toBe(400);
    expect(body.error.type).toBe('InvalidParameterException');
    expect(Object.keys(body.error.invalid_parameters)).toEqual(['locale']);
  });
});
