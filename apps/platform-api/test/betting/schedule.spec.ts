import { stepFeed } from '../../src/betting/services/feed-simulator';
import { COMPETITIONS, seededRandom } from '../../src/betting/services/schedule';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The demo's schedule over an hour and a half of feed steps: play never stops, and upcoming is always ahead. */
describe('betting schedule', () => {
  let testApp: TestApp;
  const db = () => testApp.database.db;

  beforeAll(async () => {
    testApp = await createTestApp();
  }, 240_000);
  afterAll(() => testApp.close());

  it('keeps a match live in every football competition and every upcoming kick-off in the future', async () => {
    const start = Date.now();
    const football = COMPETITIONS.filter((competition) => competition.sport === 'football').map((competition) => competition.id);
    for (let minute = 0; minute <= 90; minute += 1) {
      const now = new Date(start + minute * 60_000);
      // No abandonment here: an abandoned match ends early by design, which this test is not about.
      await stepFeed(db(), now, seededRandom(minute), { abandonRate: 0, voidRate: 0 });
      const events = await db()
        .selectFrom('betting_events')
        .select(['competition_id', 'status', 'starts_at'])
        .where('status', 'in', ['prematch', 'live'])
        .execute();
      const liveIn = new Set(events.filter((event) => event.status === 'live').map((event) => event.competition_id));
      expect({ minute, live: football.filter((id) => liveIn.has(id)) }).toEqual({ minute, live: football });
      const past = events.filter((event) => event.status === 'prematch' && new Date(event.starts_at) <= now);
      expect({ minute, past }).toEqual({ minute, past: [] });
    }
  }, 240_000);
});
