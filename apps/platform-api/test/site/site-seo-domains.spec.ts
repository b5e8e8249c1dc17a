import { BRANDED, MIRROR, setSeoDomains } from '../helpers/seo-domains';
import { createSiteApp, metaContent, type SiteApp, tags, title } from './site-fixture';

/** The server-drawn head follows the request's domain (CMS `seo.domains`), and each domain's page is cached apart. */
describe('site head per domain', () => {
  let site: SiteApp;
  beforeAll(async () => {
    site = await createSiteApp();
    await setSeoDomains(site.database.db);
  }, 120_000);
  afterAll(() => site.close());

  const page = async (host: string) => (await site.app.inject({ method: 'GET', url: '/gamehall', headers: { host } })).body;
  const canonical = (html: string) => tags(html, 'link').find((link) => link['rel'] === 'canonical')?.['href'];

  it('draws each domain’s robots, canonical link and title, never another domain’s cached page', async () => {
    const mirror = await page(MIRROR);
    expect(metaContent(mirror, 'robots')).toBe('noindex, nofollow');
    expect(canonical(mirror)).toBe('https://casino.example.com/gamehall');

    const branded = await page(BRANDED);
    expect(metaContent(branded, 'robots')).toBe('index, follow');
    expect(canonical(branded)).toBe('https://casino.example.de/gamehall');
    expect(title(branded)).toMatch(/ – NFX Deutschland$/);

    const main = await page('casino.example.com');
    expect(metaContent(main, 'robots')).toBe('index, follow');
    expect(canonical(main)).toBe('https://casino.example.com/gamehall');
    expect(title(main)).not.toContain('Deutschland');
  });
});
