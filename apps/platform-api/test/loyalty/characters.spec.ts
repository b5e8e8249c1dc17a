import { api, newPlayer } from '../helpers/api';
import { toCharacterItem } from '../../src/loyalty/services/character-item';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('loyalty characters', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60000);
  afterAll(() => testApp.close());
  const app = () => testApp.app;

  describe('loyalty.getcharacters', () => {
    it('lists the seeded characters with names in the request locale and their portraits', async () => {
      const result = await api(app(), 'GET', 'loyalty/getcharacters', { query: { locale: 'de' } });
      expect(result.statusCode).toBe(200);
      const { items, offset, limit, total } = result.body.payload;
      expect({ offset, limit, total }).toEqual({ offset: 0, limit: 20, total: 4 });
      expect(items[0]).toEqual({
        id: expect.any(Number),
        sysname: 'captain',
        name: 'Kapitän Ass',
        image: `/static/characters/${items[0].id}.svg`,
        // Visitors are listed regular characters only, each one they may pick.
        skinOf: null,
        isOwned: true,
      });
      expect(items.map((item: { sysname: string }) => item.sysname)).toEqual(['captain', 'sorceress', 'knight', 'explorer']);
    });

    it('pages with offset and limit', async () => {
      const result = await api(app(), 'GET', 'loyalty/getcharacters', { query: { locale: 'en', offset: '1', limit: '2' } });
      const { items, offset, limit, total } = result.body.payload;
      expect({ offset, limit, total }).toEqual({ offset: 1, limit: 2, total: 4 });
      expect(items.map((item: { name: string }) => item.name)).toEqual(['Ruby the Sorceress', 'Sir Lucky']);
    });

    it('names a character in English when the locale has no name for it', () => {
      const row = { id: 7, sysname: 'knight', names: { en: 'Sir Lucky', de: 'Ritter Glück' } };
      expect(toCharacterItem(row, 'lv').name).toBe('Sir Lucky');
      expect(toCharacterItem({ ...row, names: {} }, 'lv').name).toBe('knight');
    });

    it('refuses a locale the site does not have', async () => {
      const result = await api(app(), 'GET', 'loyalty/getcharacters', { query: { locale: 'fr' } });
      expect(result.statusCode).toBe(400);
      expect(result.body.error.invalid_parameters).toEqual({ locale: ['INVALID'] });
    });

    it.each([
      ['a negative offset', { offset: '-1' }, 'offset'],
      ['a limit over the maximum', { limit: '101' }, 'limit'],
      ['a limit that is no number', { limit: 'ten' }, 'limit'],
    ])('refuses %s', async (_case, query, field) => {
      const result = await api(app(), 'GET', 'loyalty/getcharacters', { query });
      expect(result.statusCode).toBe(400);
      expect(Object.keys(result.body.error.invalid_parameters)).toEqual([field]);
    });

    it('serves a generated portrait and refuses unknown ones', async () => {
      const [first] = (await api(app(), 'GET', 'loyalty/getcharacters')).body.payload.items;
      const image = await app().inject({ method: 'GET', url: first.image });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(image.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 240 240"/);
      expect(image.body).not.toMatch(/<script|href=/i);
      expect((await app().inject({ method: 'GET', url: '/static/characters/999999.svg' })).statusCode).toBe(404);
      expect((await app().inject({ method: 'GET', url: '/static/characters/..%2Fx.svg' })).statusCode).toBe(400);
    });

    it('leaves out a deactivated character', async () => {
      await testApp.database.db.updateTable('loyalty_characters').set({ is_active: false }).where('sysname', '=', 'explorer').execute();
      const { items, total } = (await api(app(), 'GET', 'loyalty/getcharacters')).body.payload;
      expect(total).toBe(3);
      expect(items.map((item: { sysname: string }) => item.sysname)).not.toContain('explorer');
      await testApp.database.db.updateTable('loyalty_characters').set({ is_active: true }).where('sysname', '=', 'explorer').execute();
    });
  });

  describe('auth.register with character_id', () => {
    it('stores the chosen character', async () => {
      const [, second] = (await api(app(), 'GET', 'loyalty/getcharacters')).body.payload.items;
      const player = newPlayer({ character_id: String(second.id) });
      const result = await api(app(), 'POST', 'auth/register', { body: player });
      expect(result.statusCode).toBe(200);
      const row = await testApp.database.db
        .selectFrom('accounts')
        .select('character_id')
        .where('login', '=', player.email)
        .executeTakeFirstOrThrow();
      expect(row.character_id).toBe(second.id);
    });

    it.each([
      ['an unknown character', '999999', 'validation.oneOf'],
      ['a character id that is no number', 'knight', 'validation.integer'],
    ])('refuses %s on the character_id field and creates no account', async (_case, characterId, message) => {
      const player = newPlayer({ character_id: characterId });
      const result = await api(app(), 'POST', 'auth/register', { body: player });
      expect(result.statusCode).toBe(400);
      expect(result.body.error.invalid_parameters.character_id[0]).toMatch(new RegExp(`^${message.replace('.', '\\.')}`));
      expect(
        await testApp.database.db.selectFrom('accounts').select('id').where('login', '=', player.email).executeTakeFirst(),
      ).toBeUndefined();
    });
  });
});
