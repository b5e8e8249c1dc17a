import { createTestApp, type TestApp } from '../helpers/test-app';

/** Spec §7: banner, offer, jackpot and tournament descriptions are remapped by configured image-key aliases. */
describe('image-key aliases from the CMS settings', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60000);
  afterAll(() => testApp.close());

  const get = async (url: string) => (await testApp.app.inject({ method: 'GET', url })).json().payload;
  const setAliases = async (imageKeyAliases: unknown) => {
    const row = await testApp.database.db
      .selectFrom('cms_sections')
      .select('data')
      .where('section', '=', 'settings')
      .where('locale', '=', '*')
      .executeTakeFirstOrThrow();
    const data = { ...(row.data as Record<string, unknown>), imageKeyAliases };
    await testApp.database.db
      .updateTable('cms_sections')
      .set({ data: JSON.stringify(data) })
      .where('section', '=', 'settings')
      .where('locale', '=', '*')
      .execute();
  };

  it('serves each image key its own picture while no alias is configured', async () => {
    await setAliases(undefined);
    const [banner] = (await get('/api/banners/get?locale=en&placement=registration&count=1')).items;
    expect(banner.description.registration_popup_mobile_compact).toBe(`/static/banners/${banner.id}.svg?size=360x120`);
    const [jackpot] = (await get('/api/Jackpots/get?locale=en')).items;
    expect(jackpot.image_url_2x).not.toBe(jackpot.image_url);
  });

  it('shows the aliased picture in banner descriptions and jackpots, in every locale', async () => {
    await setAliases({ banners: { registration_popup_mobile_compact: 'image_360_520' }, jackpots: { image_url_2x: 'image_url' } });
    for (const locale of ['en', 'de']) {
      const [banner] = (await get(`/api/banners/get?locale=${locale}&placement=registration&count=1`)).items;
      expect(banner.description.registration_popup_mobile_compact).toBe(`/static/banners/${banner.id}.svg?size=360x520`);
      expect(banner.description.image_360_520).toBe(`/static/banners/${banner.id}.svg?size=360x520`);
      expect(banner.description.image_735_240).toBe(`/static/banners/${banner.id}.svg`);
    }
    for (const jackpot of (await get('/api/Jackpots/get?locale=en')).items) expect(jackpot.image_url_2x).toBe(jackpot.image_url);
  });

  it('keeps a field the caller left out of `fields` out', async () => {
    await setAliases({ banners: { registration_popup_mobile_compact: 'image_360_520' } });
    const [banner] = (await get('/api/banners/get?locale=en&placement=registration&count=1&fields=id')).items;
    expect(banner).toEqual({ id: banner.id });
  });

  it('ignores an alias that names a text or an unknown key, and leaves offers and tournaments whole', async () => {
    await setAliases({
      banners: { image_735_240: 'label', label: 'image_735_240', image_360_520: 'nope' },
      offers: { image: 'title' },
      tournaments: { image_url: 'description' },
    });
    const [banner] = (await get('/api/banners/get?locale=en&placement=registration&count=1')).items;
    expect(banner.description.image_735_240).toBe(`/static/banners/${banner.id}.svg`);
    expect(banner.description.label).toBe('Welcome bonus');
    for (const offer of (await get('/api/campaigns/getoffers?offset=0&locale=en')).items)
      expect(typeof offer.description.image).toBe('string');
    for (const tournament of (await get('/api/tournaments/get?locale=en')).items) {
      expect(tournament.image_url).toMatch(/^\/img\/resize\/.+\/tournaments\/.+\.webp$/);
    }
  });
});
