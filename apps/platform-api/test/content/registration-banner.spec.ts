import { createTestApp, type TestApp } from '../helpers/test-app';

describe('banners.get placement', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60000);
  afterAll(() => testApp.close());

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('answers the registration banner of the locale, with its three images', async () => {
    const response = await get('/api/banners/get?locale=en&placement=registration&count=1');
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json().payload;
    expect(total).toBe(1);
    const [banner] = items;
    expect(banner.description).toEqual({
      position: 0,
      label: 'Welcome bonus',
      value: '100% up to $500 + 50 free spins',
      addition: '<p>On your first deposit. <strong>Terms apply.</strong></p>',
      banner_type: 'normal',
      image_735_240: `/static/banners/${banner.id}.svg`,
      image_360_520: `/static/banners/${banner.id}.svg?size=360x520`,
      registration_popup_mobile_compact: `/static/banners/${banner.id}.svg?size=360x120`,
    });
    for (const url of Object.values(banner.description).filter((value) => String(value).startsWith('/static/'))) {
      const image = await get(String(url));
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    }
  });

  it('keeps the slider free of the registration banner (placement defaults to slider)', async () => {
    const [registration] = (await get('/api/banners/get?locale=en&placement=registration')).json().payload.items;
    const slider = (await get('/api/banners/get?locale=en')).json().payload;
    expect(slider.total).toBe(4);
    expect(slider.items.map((item: { id: number }) => item.id)).not.toContain(registration.id);
    expect((await get('/api/banners/get?locale=en&placement=slider')).json().payload.total).toBe(slider.total);
  });

  it('sanitises the HTML addition with the banner allow-list', async () => {
    await testApp.database.db
      .updateTable('banners')
      .set({
        addition:
          '<p onclick="steal()">Bonus <a href="javascript:alert(1)">here</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      })
      .where('seed_key', '=', 'registration-popup-de')
      .execute();
    const [banner] = (await get('/api/banners/get?locale=de&placement=registration')).json().payload.items;
    expect(banner.description.addition).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(banner.description.addition).toContain('Bonus');
  });

  it('refuses an unknown placement', async () => {
    const response = await get('/api/banners/get?locale=en&placement=sidebar');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.invalid_parameters).toEqual({ placement: ['validation.oneOf'] });
  });
});
