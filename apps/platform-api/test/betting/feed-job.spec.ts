import { sql } from 'kysely';
import { runFeedStep, SETTLE_JOB } from '../../src/betting/feed-job';
import { placeBet } from '../../src/betting/services/placement';
import { seededRandom } from '../../src/betting/services/schedule';
import { registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/test-database';
import { setPlayerBalance } from '../wallet/fund-player';
import { footballEvent } from './betting-helpers';

/** Three hours on: every match running or due within the hour (a test event starts in one) is over. */
const LATER = 3 * 3_600_000;

/**
 * The feed job's step (`runFeedStep`) publishes results and sends `betting.settle` in the same
 * transaction, and returns without settling; the settle job, run by the queue, settles them.
 */
describe('betting feed and settle jobs', () => {
  async function openBet(testApp: TestApp, seed: number) {
    const { app, database } = testApp;
    const { uid } = await registerPlayer(app);
    await setPlayerBalance(app.wallet, database.db, uid, 'EUR', 100_000);
    const event = await footballEvent(database.db, seed);
    const home = event.pick('winner', 'home');
    const slip = { selections: [{ id: home.id, price: home.price }], stake: '5.00', accept_odds_changes: 1 as const };
    const bet = await placeBet(database.db, app, uid, slip, `feed-job-${seed}`);
    return { betId: Number(bet.id), marketId: home.market_id };
  }

  const statusOf = async (testApp: TestApp, betId: number) =>
    (await testApp.database.db.selectFrom('bets').select('status').where('id', '=', betId).executeTakeFirstOrThrow()).status;

  const settleJobs = async (testApp: TestApp) =>
    (
      await sql<{ state: string }>`select state from ${sql.table(`${testApp.app.jobs.schema!}.job`)} where name = ${SETTLE_JOB}`.execute(
        testApp.database.db,
      )
    ).rows.map((row) => row.state);

  describe('on an instance that runs no jobs', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp({ jobWorkers: false });
    }, 240_000);
    afterAll(() => testApp.close());

    it('publishes the results, queues the settle job with them and returns without settling', async () => {
      const { betId, marketId } = await openBet(testApp, 9_101);
      expect(await settleJobs(testApp)).toEqual([]);
      const step = await runFeedStep(testApp.app, new Date(Date.now() + LATER), seededRandom(11), { abandonRate: 0, voidRate: 0 });
      expect(step.settledMarkets).toContain(marketId);
      expect(await statusOf(testApp, betId)).toBe('open');
      expect(await settleJobs(testApp)).toEqual(['created']);
      // A step that publishes nothing sends nothing; one that does while a run waits adds none (stately).
      await runFeedStep(testApp.app, new Date(Date.now() + LATER), seededRandom(12), { abandonRate: 0, voidRate: 0 });
      expect(await settleJobs(testApp)).toEqual(['created']);
    });
  });

  describe('on an instance that runs jobs', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp();
    }, 240_000);
    afterAll(() => testApp.close());

    it('settles a published result in the settle job', async () => {
      const { betId, marketId } = await openBet(testApp, 9_102);
      const step = await runFeedStep(testApp.app, new Date(Date.now() + LATER), seededRandom(13), { abandonRate: 0, voidRate: 0 });
      expect(step.settledMarkets).toContain(marketId);
      expect(
        await waitFor(
          () => statusOf(testApp, betId),
          (status) => status !== 'open',
        ),
      ).toMatch(/^(won|lost)$/);
      expect(
        await waitFor(
          () => settleJobs(testApp),
          (states) => states.includes('completed'),
        ),
      ).toContain('completed');
    });
  });
});
