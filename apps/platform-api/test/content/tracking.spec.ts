import { createTestApp, type TestApp } from '../helpers/test-app';

describe('tracking', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60000);
  afterAll(() => testApp.close());

  const count = async (table: 'tracking_events' | 'tracking_hits') =>
    Number(
      (
        await testApp.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('events.handle', () => {
    it('stores an event with its parameters', async () => {
      const params = encodeURIComponent(JSON.stringify({ game: 'book-of-dead', stake: 1 }));
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/events/handle?locale=en&event_name=game_open&event_params=${params}`,
      });
      expect(response.json()).toEqual({ status: 'ok', payload: 1 });
      const row = await testApp.database.db.selectFrom('tracking_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ event_name: 'game_open', event_params: { game: 'book-of-dead', stake: 1 }, account_id: null });
    });

    it('stores an empty object when no parameters are given', async () => {
      await testApp.app.inject({ method: 'GET', url: '/api/events/handle?event_name=page_view' });
      const row = await testApp.database.db.selectFrom('tracking_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row.event_params).toEqual({});
    });

    it.each([
      ['no name', 'event_params=%7B%7D', 'event_name'],
      ['a name with spaces', 'event_name=a%20b', 'event_name'],
      ['parameters that are not JSON', 'event_name=x&event_params=nope', 'event_params'],
      ['parameters that are a bare number', 'event_name=x&event_params=42', 'event_params'],
      ['parameters over 4 KB', `event_name=x&event_params=${encodeURIComponent(JSON.stringify({ a: 'b'.repeat(5000) }))}`, 'event_params'],
    ])('refuses %s and stores nothing', async (_case, query, field) => {
      const before = await count('tracking_events');
      const response = await testApp.app.inject({ method: 'GET', url: `/api/events/handle?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.invalid_parameters[field]).toBeDefined();
      expect(await count('tracking_events')).toBe(before);
    });
  });

  describe('GET /hit', () => {
    it('stores the hit and answers a transparent GIF that is never cached', async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/hit?referer=https%3A%2F%2Fsearch.example%2F&track_id=abc123&seon_session=s-1',
        headers: { 'user-agent': 'JestBrowser/1.0' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/gif');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');
      const row = await testApp.database.db.selectFrom('tracking_hits').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        referer: 'https://search.example/',
        track_id: 'abc123',
        seon_session: 's-1',
        user_agent: 'JestBrowser/1.0',
        account_id: null,
      });
    });

    it('stores a hit without parameters as nulls', async () => {
      await testApp.app.inject({ method: 'GET', url: '/hit' });
      const row = await testApp.database.db.selectFrom('tracking_hits').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ referer: null, track_id: null, seon_session: null });
    });

    it('cuts a very long user agent', async () => {
      await testApp.app.inject({ method: 'GET', url: '/hit', headers: { 'user-agent': 'U'.repeat(5000) } });
      const row = await testApp.database.db.selectFrom('tracking_hits').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row.user_agent).toHaveLength(512);
    });

    it.each([
      ['a track id over 128 characters', `track_id=${'t'.repeat(129)}`],
      ['a repeated parameter', 'track_id=a&track_id=b'],
      ['a referer of 3000 characters', `referer=${'r'.repeat(3000)}`],
    ])('refuses %s and stores nothing', async (_case, query) => {
      const before = await count('tracking_hits');
      const response = await testApp.app.inject({ method: 'GET', url: `/hit?${query}` });
      expect(response.statusCode).toBe(400);
      expect(await count('tracking_hits')).toBe(before);
    });
  });
});
