import { api, forgetCached, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('likes, tournaments and leaderboards', () => {
  let testApp: TestApp;
  let alice: Awaited<ReturnType<typeof registerPlayer>>;
  let bob: Awaited<ReturnType<typeof registerPlayer>>;
  beforeAll(async () => {
    testApp = await createTestApp();
    alice = await registerPlayer(testApp.app);
    bob = await registerPlayer(testApp.app);
  }, 90_000);
  afterAll(() => testApp.close());

  const likes = (cookie?: string) => api(testApp.app, 'GET', 'games/getLikes', { cookie });

  it('keeps likes per player and counts each player once', async () => {
    const [first, second] = (await api(testApp.app, 'GET', 'games/get', { query: { options: JSON.stringify({ count: 2 }) } })).body.payload
      .items;
    expect((await api(testApp.app, 'POST', 'games/addLike', { body: { sysname: first.sysname }, cookie: alice.cookie })).body.payload).toBe(
      1,
    );
    // Liking twice is harmless and does not count twice.
    expect((await api(testApp.app, 'POST', 'games/addLike', { body: { sysname: first.sysname }, cookie: alice.cookie })).body.payload).toBe(
      1,
    );
    await api(testApp.app, 'POST', 'games/addLike', { body: { sysname: second.sysname }, cookie: alice.cookie });
    await api(testApp.app, 'POST', 'games/addLike', { body: { sysname: first.sysname }, cookie: bob.cookie });

    expect((await likes(alice.cookie)).body.payload.sysnames.sort()).toEqual([first.sysname, second.sysname].sort());
    expect((await likes(bob.cookie)).body.payload.sysnames).toEqual([first.sysname]);
    expect((await likes()).body.payload.sysnames).toEqual([]);

    const seenByAlice = await api(testApp.app, 'GET', 'games/get', {
      query: { options: JSON.stringify({ sysnames: [first.sysname] }) },
      cookie: alice.cookie,
    });
    expect(seenByAlice.body.payload.items[0]).toMatchObject({ likes: 2, is_liked: true });
    const favourites = await api(testApp.app, 'GET', 'games/get', {
      query: { options: JSON.stringify({ favourites: true }) },
      cookie: bob.cookie,
    });
    expect(favourites.body.payload.items.map((item: { sysname: string }) => item.sysname)).toEqual([first.sysname]);

    await api(testApp.app, 'POST', 'games/removeLike', { body: { sysname: first.sysname }, cookie: alice.cookie });
    await api(testApp.app, 'POST', 'games/removeLike', { body: { sysname: first.sysname }, cookie: alice.cookie });
    expect((await likes(alice.cookie)).body.payload.sysnames).toEqual([second.sysname]);
    const after = await api(testApp.app, 'GET', 'games/get', { query: { options: JSON.stringify({ sysnames: [first.sysname] }) } });
    expect(after.body.payload.items[0]).toMatchObject({ likes: 1, is_liked: false });
  });

  it('refuses likes from visitors and for unknown games', async () => {
    const visitor = await api(testApp.app, 'POST', 'games/addLike', { body: { sysname: 'golden-fortune' } });
    expect(visitor.body.error.type).toBe('AuthorizationException');
    const unknown = await api(testApp.app, 'POST', 'games/addLike', { body: { sysname: 'no-such-game' }, cookie: alice.cookie });
    expect(unknown.statusCode).toBe(400);
    const bad = await api(testApp.app, 'POST', 'games/removeLike', { body: { sysname: '<script>' }, cookie: alice.cookie });
    expect(bad.statusCode).toBe(400);
  });

  it('lets a player join a tournament once, answering 1 both times', async () => {
    const active = (await api(testApp.app, 'GET', 'tournaments/get', { query: { status: 'active' }, cookie: alice.cookie })).body.payload
      .items;
    expect(active.length).toBeGreaterThan(0);
    const tournament = active[0];
    expect(tournament.user_info).toEqual({ is_participating: false, points: 0, place: null });
    const before = tournament.total_participants;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const joined = await api(testApp.app, 'POST', 'tournaments/participate', {
        body: { tournament_id: tournament.id },
        cookie: alice.cookie,
      });
      expect(joined.body).toEqual({ status: 'ok', payload: 1 });
    }
    const [reloaded] = (await api(testApp.app, 'GET', 'tournaments/get', { query: { ids: String(tournament.id) }, cookie: alice.cookie }))
      .body.payload.items;
    expect(reloaded.total_participants).toBe(before + 1);
    expect(reloaded.user_info.is_participating).toBe(true);
    const board = await api(testApp.app, 'GET', 'leaderboard/get', {
      query: { tournament_id: String(tournament.id), count: '100' },
      cookie: alice.cookie,
    });
    expect(board.body.payload.total).toBe(before + 1);
    expect(board.body.payload.items.filter((row: { is_me: boolean }) => row.is_me)).toHaveLength(1);
    expect(board.body.payload.me).toEqual({ place: before + 1, points: 0 });
  });

  it('refuses anonymous participation and finished or unknown tournaments', async () => {
    const [active] = (await api(testApp.app, 'GET', 'tournaments/get', { query: { status: 'active' } })).body.payload.items;
    const anonymous = await api(testApp.app, 'POST', 'tournaments/participate', { body: { tournament_id: active.id } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body.error.type).toBe('AuthorizationException');
    const [finished] = (await api(testApp.app, 'GET', 'tournaments/get', { query: { status: 'finished' } })).body.payload.items;
    for (const id of [finished.id, 999_999]) {
      const refused = await api(testApp.app, 'POST', 'tournaments/participate', { body: { tournament_id: id }, cookie: bob.cookie });
      expect(refused.statusCode).toBe(400);
      expect(refused.body.error.message).toBe('Failed to participate in tournament');
    }
    expect(
      (await api(testApp.app, 'POST', 'tournaments/participate', { body: { tournament_id: 'abc' }, cookie: bob.cookie })).statusCode,
    ).toBe(400);
  });

  it('lists tournaments by status with the fields asked for, in the request locale', async () => {
    const future = await api(testApp.app, 'GET', 'tournaments/get', {
      query: { status: 'future', fields: 'extra,description', locale: 'ru' },
    });
    expect(future.body.payload.total).toBeGreaterThan(0);
    for (const item of future.body.payload.items) {
      expect(Object.keys(item).sort()).toEqual(['description', 'extra', 'id']);
      expect(item.extra.status).toBe('future');
      expect(item.description.text).toMatch(/очков/);
    }
    expect((await api(testApp.app, 'GET', 'tournaments/get', { query: { status: 'someday' } })).statusCode).toBe(400);
  });

  it('free spins are per player: empty for visitors, none for a new player', async () => {
    expect((await api(testApp.app, 'GET', 'freespins/get', { query: { status: 'active', count: '99' } })).body.payload).toEqual({
      items: [],
      total: 0,
    });
    expect((await api(testApp.app, 'GET', 'freespins/get', { cookie: alice.cookie })).body.payload.total).toBe(0);
    const [game] = (await api(testApp.app, 'GET', 'games/get')).body.payload.items;
    await testApp.database.db
      .insertInto('free_spin_packs')
      .values({
        account_id: alice.uid,
        game_id: game.id,
        total_count: 5,
        remaining_count: 5,
        stake: 20,
        currency: 'EUR',
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .execute();
    const packs = await api(testApp.app, 'GET', 'freespins/get', {
      query: { fields: 'game_sysname,remaining_count' },
      cookie: alice.cookie,
    });
    expect(packs.body.payload.items).toEqual([{ id: expect.any(Number), game_sysname: game.sysname, remaining_count: 5 }]);
    const badge = await api(testApp.app, 'GET', 'games/get', {
      query: { options: JSON.stringify({ sysnames: [game.sysname] }) },
      cookie: alice.cookie,
    });
    expect(badge.body.payload.items[0].freespins).toEqual({ remaining_count: 5 });
    forgetCached(testApp.app, alice.uid);
  });
});
