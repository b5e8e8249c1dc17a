import { createTestApp, form, type TestApp } from '../helpers/test-app';

describe('campaign content', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60000);
  afterAll(() => testApp.close());

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });
  const checkPromocode = (fields: Record<string, string>) => {
    const { payload, headers } = form(fields);
    return testApp.app.inject({ method: 'POST', url: '/api/campaigns/checkPromocode?locale=en&version=1', payload, headers });
  };

  describe('campaigns.checkPromocode', () => {
    it.each(['WELCOME100', 'spins50', '  SPINS50  '])('accepts the seeded code %p', async (code) => {
      const response = await checkPromocode({ promo_code: code });
      expect(response.statusCode).toBe(200);
      expect(response.json().payload).toEqual({ valid: true, code: code.trim().toUpperCase() });
    });

    it.each([
      ['an unknown code', { promo_code: 'NOPE' }],
      ['an empty code', { promo_code: '   ' }],
      ['no code at all', {}],
      ['symbols', { promo_code: "x' or 1=1" }],
      ['a megabyte string', { promo_code: 'A'.repeat(1024 * 1024) }],
    ])('refuses %s with promo_code INVALID', async (_case, fields) => {
      const response = await checkPromocode(fields);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ type: 'InvalidParameterException', invalid_parameters: { promo_code: ['INVALID'] } });
    });

    it('refuses a deactivated or expired code', async () => {
      await testApp.database.db
        .insertInto('promo_codes')
        .values([
          { code: 'OFFNOW', is_active: false, description: '' },
          { code: 'OLDONE', is_active: true, finished_at: new Date(Date.now() - 1000), description: '' },
        ])
        .execute();
      for (const code of ['OFFNOW', 'OLDONE']) {
        expect((await checkPromocode({ promo_code: code })).json().error.invalid_parameters).toEqual({ promo_code: ['INVALID'] });
      }
    });
  });

  describe('banners.get', () => {
    it('lists four banners of the locale with the banner fields', async () => {
      const response = await get('/api/banners/get?locale=de');
      expect(response.statusCode).toBe(200);
      const { items, total } = response.json().payload;
      expect(total).toBe(4);
      expect(items).toHaveLength(4);
      expect(items[0]).toEqual({
        id: expect.any(Number),
        finished_at: null,
        description: {
          position: 0,
          label: 'Willkommensbonus',
          value: '100 % bis zu 500 $',
          addition: '<p>Auf deine erste Einzahlung</p>',
          banner_type: 'normal',
          image_735_240: `/static/banners/${items[0].id}.svg`,
          image_360_520: `/static/banners/${items[0].id}.svg?size=360x520`,
          registration_popup_mobile_compact: `/static/banners/${items[0].id}.svg?size=360x120`,
        },
      });
    });

    it('pages with offset and count and keeps only the asked fields', async () => {
      const response = await get('/api/banners/get?locale=en&offset=1&count=2&fields=finished_at');
      const { items, total } = response.json().payload;
      expect(total).toBe(4);
      expect(items).toHaveLength(2);
      expect(Object.keys(items[0]).sort()).toEqual(['finished_at', 'id']);
    });

    it('hides expired banners', async () => {
      const [first] = (await get('/api/banners/get?locale=lv')).json().payload.items;
      await testApp.database.db
        .updateTable('banners')
        .set({ finished_at: new Date(Date.now() - 1000) })
        .where('id', '=', first.id)
        .execute();
      const after = (await get('/api/banners/get?locale=lv')).json().payload;
      expect(after.total).toBe(3);
      expect(after.items.map((item: { id: number }) => item.id)).not.toContain(first.id);
    });

    it.each([
      ['count=0', 'count'],
      ['count=101', 'count'],
      ['count=abc', 'count'],
      ['offset=-1', 'offset'],
      ['fields=id,password', 'fields'],
      ['locale=xx', 'locale'],
    ])('refuses %s with InvalidParameter', async (query, field) => {
      const response = await get(`/api/banners/get?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.invalid_parameters[field]).toBeDefined();
    });
  });

  describe('banner artwork', () => {
    it('serves generated SVG in each banner size, cacheable', async () => {
      const [banner] = (await get('/api/banners/get?locale=en&count=1')).json().payload.items;
      for (const [url, size] of [
        [banner.description.image_735_240, 'width="735" height="240"'],
        [banner.description.image_360_520, 'width="360" height="520"'],
        [banner.description.registration_popup_mobile_compact, 'width="360" height="120"'],
      ]) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(response.headers['etag']).toBeTruthy();
        expect(response.body).toContain(size);
        expect(response.body).not.toMatch(/<script|href=|xlink/i);
      }
    });

    it('renders the same picture every time', async () => {
      const first = await get('/static/banners/1.svg');
      const second = await get('/static/banners/1.svg');
      expect(first.body).toBe(second.body);
    });

    it('falls back to safe colours when an edited row holds something else', async () => {
      await testApp.database.db
        .updateTable('banners')
        .set({ artwork: JSON.stringify({ from: 'red"/><script>', to: '#000000', accent: '#ffffff', motif: 'cards' }) })
        .where('id', '=', 2)
        .execute();
      const response = await get('/static/banners/2.svg');
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('<script');
    });

    it.each([
      ['/static/banners/999999.svg', 404],
      ['/static/banners/abc.svg', 400],
      ['/static/banners/1.png', 400],
      ['/static/banners/1.svg?size=10x10', 400],
    ])('answers %s with %i', async (url, status) => {
      expect((await get(url)).statusCode).toBe(status);
    });
  });

  describe('popups.get', () => {
    it('shows the welcome popup to a visitor with sanitised content', async () => {
      const response = await get('/api/popups/get?locale=es');
      const { items } = response.json().payload;
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ title: 'Bienvenido a NFX Casino', button_url: '/?show_popup_reg=1', audience: 'anonymous' });
      expect(items[0].content).toBe('<p>Regístrate hoy y consigue un bono del 100 % en tu primer depósito.</p>');
    });

    it('previews one popup by id even outside its schedule', async () => {
      const [popup] = (await get('/api/popups/get?locale=en')).json().payload.items;
      await testApp.database.db
        .updateTable('popups')
        .set({ starts_at: new Date(Date.now() + 86400000) })
        .where('id', '=', popup.id)
        .execute();
      expect((await get('/api/popups/get?locale=en')).json().payload.items).toEqual([]);
      expect((await get(`/api/popups/get?locale=en&popup=${popup.id}`)).json().payload.items[0].id).toBe(popup.id);
      expect((await get('/api/popups/get?locale=en&popup=999999')).json().payload.items).toEqual([]);
    });

    it('refuses a popup id that is not a number', async () => {
      const response = await get('/api/popups/get?locale=en&popup=abc');
      expect(response.json().error.invalid_parameters.popup).toEqual(['validation.integer']);
    });
  });
});
