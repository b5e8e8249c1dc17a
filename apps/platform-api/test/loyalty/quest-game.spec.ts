import { api, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { deliverEvents, recordEvents } from './loyalty-helpers';

type Player = Awaited<ReturnType<typeof registerPlayer>>;
interface Program {
  sysname: string;
  title: string;
  description: string;
  target: number;
  progress: number;
  isCompleted: boolean;
}

describe('loyalty: a round quest for one game', () => {
  let testApp: TestApp;
  /** The seeded one-game quest's slot, and another slot (same category, so the category quests still move). */
  let featured: { id: number; name: string };
  let other: { id: number };
  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.database.db;
    const quest = await db
      .selectFrom('loyalty_quests')
      .select('game_sysname')
      .where('sysname', '=', 'featured-slot')
      .executeTakeFirstOrThrow();
    featured = await db.selectFrom('games').select(['id', 'name']).where('sysname', '=', quest.game_sysname!).executeTakeFirstOrThrow();
    other = await db
      .selectFrom('games as g')
      .innerJoin('game_category_links as l', 'l.game_id', 'g.id')
      .innerJoin('game_categories as c', 'c.id', 'l.category_id')
      .select('g.id')
      .where('c.sysname', '=', 'slots')
      .where('g.id', '!=', featured.id)
      .orderBy('g.id')
      .executeTakeFirstOrThrow();
  }, 90_000);
  afterAll(() => testApp.close());
  const app = () => testApp.app;

  const programs = async (player?: Player, locale = 'en') =>
    (await api(app(), 'GET', 'loyalty/getPrograms', { cookie: player?.cookie, query: { locale } })).body.payload.items as Program[];
  const progressOf = async (player: Player) =>
    Object.fromEntries((await programs(player)).filter((item) => item.sysname !== 'welcome').map((item) => [item.sysname, item.progress]));
  let rounds = 0;
  const round = (player: Player, gameId: number) =>
    ({
      type: 'round.played',
      payload: { accountId: player.uid, roundId: 8_000_000 + (rounds += 1), gameId, stake: 100, win: 0, currency: 'EUR' },
    }) as const;

  it('is seeded with its game named in every locale', async () => {
    const [en] = (await programs()).filter((item) => item.sysname === 'featured-slot');
    expect(en).toMatchObject({ title: 'Featured slot', target: 20, progress: 0 });
    expect(en!.description).toBe(`Play 20 rounds of ${featured.name} for real money.`);
    for (const locale of ['de', 'es', 'lv', 'pt-BR', 'ru']) {
      const [item] = (await programs(undefined, locale)).filter((program) => program.sysname === 'featured-slot');
      expect(item!.title).not.toBe('Featured slot');
      expect(item!.description).toContain(featured.name);
    }
  });

  it('a round of that game advances it; a round of another game moves only the category and any-game quests', async () => {
    const player = await registerPlayer(app());
    await recordEvents(testApp, [round(player, other.id)]);
    await deliverEvents(testApp);
    expect(await progressOf(player)).toMatchObject({ 'featured-slot': 0, 'ten-spins': 1, 'slot-fan': 1 });

    const played = round(player, featured.id);
    // The same round twice counts once.
    await recordEvents(testApp, [played, played]);
    await deliverEvents(testApp);
    expect(await progressOf(player)).toMatchObject({ 'featured-slot': 1, 'ten-spins': 2, 'slot-fan': 2 });
  });

  it('completes once at its target and pays its reward', async () => {
    const player = await registerPlayer(app());
    await recordEvents(
      testApp,
      Array.from({ length: 21 }, () => round(player, featured.id)),
    );
    await deliverEvents(testApp);
    const quest = (await programs(player)).find((item) => item.sysname === 'featured-slot');
    expect(quest).toMatchObject({ progress: 20, isCompleted: true });
    const reward = await testApp.database.db
      .selectFrom('loyalty_point_entries')
      .select('points')
      .where('account_id', '=', player.uid)
      .where('source_key', 'like', 'quest:%')
      .execute();
    // Welcome 50, ten rounds 100, this quest 150.
    expect(reward.map((entry) => entry.points).sort((a, b) => a - b)).toEqual([50, 100, 150]);
  });
});
