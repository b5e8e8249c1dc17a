import { createSiteApp, metaContent, type SiteApp, title } from '../site/site-fixture';

/**
 * The lists of promotions and offers keep the head of their own SEO pages in the page's locale:
 * the operators' promotion pages shape only each promotion's own head, never the list's.
 */
describe("the promotion lists' server-rendered head", () => {
  let site: SiteApp;
  beforeAll(async () => {
    site = await createSiteApp();
  }, 120_000);
  afterAll(() => site.close());

  const page = async (url: string) => (await site.app.inject({ method: 'GET', url })).body;
  const metadata = async (path: string, locale: string) =>
    (await site.app.inject({ method: 'GET', url: `/api/metadata/get?path=${encodeURIComponent(path)}&locale=${locale}` })).json()
      .payload as { title: string; description: string };
  const pageTitles = async () => (await site.database.db.selectFrom('promotion_pages').select('title').execute()).map((row) => row.title);

  it.each([
    ['/promotions', '/promotions', 'en'],
    ['/de/promotions', '/promotions', 'de'],
    ['/offers', '/offers', 'en'],
    ['/ru/offers', '/offers', 'ru'],
  ])("%s has the title and description of its SEO page, and no promotion's", async (url, path, locale) => {
    const response = await site.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const expected = await metadata(path, locale);
    expect(html).toContain(`<html lang="${locale}"`);
    expect(title(html)).toBe(expected.title);
    expect(metaContent(html, 'description')).toBe(expected.description);
    expect(metaContent(html, 'og:title')).toBe(expected.title);
    const head = html.slice(0, html.indexOf('</head>'));
    for (const promotionTitle of await pageTitles()) expect(head).not.toContain(promotionTitle);
  });

  it("says the German list in German, and keeps it when an operator edits a promotion's page", async () => {
    expect(title(await page('/de/promotions'))).toBe('Aktionen und Boni | NFX Casino');
    await site.database.db.updateTable('promotion_pages').set({ title: 'Neuer Willkommensbonus' }).where('locale', '=', 'de').execute();
    const html = await page('/de/promotions');
    expect(title(html)).toBe('Aktionen und Boni | NFX Casino');
    expect(html).not.toContain('Neuer Willkommensbonus');
  });
});
