import { remoteMessagesMigration } from '../../src/db/migrations/content-remote-messages';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Texts as the seeds before the move wrote them into the messages table. */
const SEEDED_HALL_TITLE = 'Game hall';
const SEEDED_SEARCH_LABEL = 'Spiele suchen';

describe('migration: remote texts leave the messages table', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60000);
  afterAll(() => testApp.close());

  const rowsOf = (namespace: string) =>
    testApp.database.db
      .selectFrom('messages')
      .select(['locale', 'key', 'value'])
      .where('namespace', '=', namespace)
      .orderBy('key')
      .execute();

  it('no longer seeds a remote namespace', async () => {
    for (const namespace of ['auth', 'cashier', 'casino', 'loyalty', 'profile']) expect(await rowsOf(namespace)).toEqual([]);
  });

  it('drops the rows an earlier seed wrote and keeps what an editor changed or added', async () => {
    const db = testApp.database.db;
    await db
      .insertInto('messages')
      .values([
        { locale: 'en', namespace: 'casino', key: 'gamehall.title', value: SEEDED_HALL_TITLE },
        { locale: 'de', namespace: 'casino', key: 'search.label', value: SEEDED_SEARCH_LABEL },
        { locale: 'de', namespace: 'casino', key: 'gamehall.title', value: 'Spielsaal' },
        // A key no seed ever wrote: an editor's addition.
        { locale: 'en', namespace: 'casino', key: 'gamehall.note', value: SEEDED_HALL_TITLE },
        // The same text in a namespace that stays in the table is not the migration's business.
        { locale: 'en', namespace: 'shell', key: 'extra', value: SEEDED_HALL_TITLE },
      ])
      .execute();

    await remoteMessagesMigration.up(db);

    expect(await rowsOf('casino')).toEqual([
      { locale: 'en', key: 'gamehall.note', value: SEEDED_HALL_TITLE },
      { locale: 'de', key: 'gamehall.title', value: 'Spielsaal' },
    ]);
    expect(await rowsOf('shell')).toContainEqual({ locale: 'en', key: 'extra', value: SEEDED_HALL_TITLE });
  });
});
