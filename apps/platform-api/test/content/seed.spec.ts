import { sql } from 'kysely';
import { seedContent } from '../../src/seed/content';
import { createTestApp, type TestApp } from '../helpers/test-app';

const TABLES = [
  'locales',
  'messages',
  'cms_sections',
  'cms_pages',
  'seo_pages',
  'site_settings',
  'promo_codes',
  'banners',
  'popups',
] as const;

describe('content seed', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60000);
  afterAll(() => testApp.close());

  const counts = async () => {
    const result: Record<string, number> = {};
    for (const table of TABLES) {
      const row = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(testApp.database.db);
      result[table] = Number(row.rows[0]?.n);
    }
    return result;
  };

  it('adds nothing when run again and keeps edits', async () => {
    const db = testApp.database.db;
    await db
      .updateTable('messages')
      .set({ value: 'Edited' })
      .where('locale', '=', 'en')
      .where('namespace', '=', 'common')
      .where('key', '=', 'ok')
      .execute();
    const before = await counts();
    await seedContent(db, testApp.config);
    expect(await counts()).toEqual(before);
    const row = await db
      .selectFrom('messages')
      .select('value')
      .where('locale', '=', 'en')
      .where('namespace', '=', 'common')
      .where('key', '=', 'ok')
      .executeTakeFirstOrThrow();
    expect(row.value).toBe('Edited');
  });

  it('restores a deleted message on the next start without touching the others', async () => {
    const db = testApp.database.db;
    await db.deleteFrom('messages').where('locale', '=', 'lv').where('namespace', '=', 'errors').where('key', '=', 'network').execute();
    await seedContent(db, testApp.config);
    const row = await db
      .selectFrom('messages')
      .select('value')
      .where('locale', '=', 'lv')
      .where('namespace', '=', 'errors')
      .where('key', '=', 'network')
      .executeTakeFirstOrThrow();
    expect(row.value).toBe('Pārbaudi savienojumu un mēģini vēlreiz');
  });

  it('seeds four slider banners, one registration banner and one popup per locale and the five promo codes (four of them for the bonus engine)', async () => {
    const seeded = await counts();
    expect(seeded['locales']).toBe(6);
    expect(seeded['banners']).toBe(30);
    expect(seeded['popups']).toBe(6);
    expect(seeded['promo_codes']).toBe(5);
  });
});
