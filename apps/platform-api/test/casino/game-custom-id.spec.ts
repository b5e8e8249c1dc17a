import { seedGameCustomIds } from '../../src/seed/casino/catalogue';
import { api } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The slot page's own configuration: which game it spins and in which mode. */
function slotConfigOf(html: string): { sysname: string; mode: string } {
  const match = /data-slot="([^"]+)"/.exec(html);
  if (!match) throw new Error('not a slot page');
  const entities: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" };
  const decoded = match[1]!.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, name: string) =>
    name.startsWith('#')
      ? String.fromCodePoint(Number.parseInt(name.slice(name[1] === 'x' ? 2 : 1), name[1] === 'x' ? 16 : 10))
      : (entities[name] ?? entity),
  );
  return JSON.parse(decoded) as { sysname: string; mode: string };
}

describe('game route by custom id (§3 /platform/game/custom/{custom id}/{mode})', () => {
  let testApp: TestApp;
  let game: { sysname: string; name: string; custom_id: string };
  beforeAll(async () => {
    testApp = await createTestApp();
    const row = await testApp.database.db
      .selectFrom('games')
      .select(['sysname', 'name', 'custom_id'])
      .where('custom_id', 'is not', null)
      .where('has_demo', '=', true)
      .where('is_active', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    game = { sysname: row.sysname, name: row.name, custom_id: row.custom_id as string };
  }, 90_000);
  afterAll(() => testApp.close());

  const page = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('seeds custom ids for some games only, once', async () => {
    const count = async () =>
      Number(
        (
          await testApp.database.db
            .selectFrom('games')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('custom_id', 'is not', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const all = Number(
      (
        await testApp.database.db
          .selectFrom('games')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(all);
    await seedGameCustomIds(testApp.database.db);
    expect(await count()).toBe(before);
  });

  it.each([
    ['demo', 'demo'],
    ['play', 'play'],
    ['', 'play'],
  ])('serves the game of a custom id in mode %j as %s', async (suffix, mode) => {
    const response = await page(`/platform/game/custom/${game.custom_id}${suffix ? `/${suffix}` : ''}?locale=en`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(slotConfigOf(response.body)).toMatchObject({ sysname: game.sysname, mode });
  });

  it.each([
    ['an unknown custom id', '/platform/game/custom/does-not-exist/play'],
    ['an unknown custom id in demo', '/platform/game/custom/999999999/demo'],
    ['a malformed custom id', '/platform/game/custom/..%2F..%2Fetc/play'],
    ['an unknown mode', '/platform/game/custom/__ID__/cheat'],
  ])('answers %s with the not-found page, not an error', async (_, url) => {
    const response = await page(url.replace('__ID__', game.custom_id));
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).not.toContain('data-slot=');
  });

  it('lists the custom route as the game url of a game that has a custom id', async () => {
    const response = await api(testApp.app, 'GET', 'games/get', {
      query: { options: JSON.stringify({ sysnames: [game.sysname], count: 1 }) },
    });
    const [item] = response.body.payload.items;
    expect(item.custom_id).toBe(game.custom_id);
    expect(item.url).toBe(`/platform/game/custom/${game.custom_id}/play`);
    expect(item.demo_url).toBe(`/platform/game/custom/${game.custom_id}/demo`);
    const plain = (
      await api(testApp.app, 'GET', 'games/get', { query: { options: JSON.stringify({ count: 40 }) } })
    ).body.payload.items.find((entry: { custom_id: string | null }) => entry.custom_id === null);
    expect(plain.url).toBe(`/platform/game/${plain.sysname}/play`);
  });

  it('refuses to store a custom id the game route could not open', async () => {
    for (const customId of ['a/b', 'pragmatic:vs20', '-lead', 'x'.repeat(65)]) {
      await expect(
        testApp.database.db.updateTable('games').set({ custom_id: customId }).where('sysname', '=', game.sysname).execute(),
      ).rejects.toThrow();
    }
    const stored = await testApp.database.db
      .selectFrom('games')
      .select('custom_id')
      .where('sysname', '=', game.sysname)
      .executeTakeFirstOrThrow();
    expect(stored.custom_id).toBe(game.custom_id);
  });

  it('still serves games by sysname', async () => {
    const response = await page(`/platform/game/${game.sysname}/demo`);
    expect(response.statusCode).toBe(200);
    expect(slotConfigOf(response.body).sysname).toBe(game.sysname);
  });
});
