import type { FastifyInstance } from 'fastify';
import { stepFeed } from './services/feed-simulator';
import { settlePending } from './services/settlement';

export const FEED_JOB = 'betting.feed';
const WATCHDOG_JOB = 'betting.feed-watchdog';
/** Seconds between two steps of the feed: prices move a few times a minute, like a real feed's. */
export const FEED_INTERVAL_SECONDS = 4;
const FEED_KEY = 'feed';

/**
 * The feed simulator on the job queue: `betting.feed` steps the feed, settles what it published
 * and sends itself again a few seconds later. The queue's `stately` policy keeps at most one
 * step waiting and one running across all instances; a watchdog sent by cron every minute
 * restarts the chain if it ever broke (a step that ran out of retries).
 */
export function defineFeedJobs(app: FastifyInstance): void {
  const resend = () => app.jobs.send(FEED_JOB, {}, { singletonKey: FEED_KEY, startAfter: FEED_INTERVAL_SECONDS });
  app.jobs.define(
    FEED_JOB,
    async () => {
      try {
        const { settledMarkets } = await stepFeed(app.database.db, new Date(), Math.random);
        await settlePending(app.database.db, app, settledMarkets);
      } finally {
        await resend();
      }
    },
    { policy: 'stately', retryLimit: 2, retryDelaySeconds: 2, expireInSeconds: 60 },
  );
  app.jobs.define(WATCHDOG_JOB, async () => {
    await app.jobs.send(FEED_JOB, {}, { singletonKey: FEED_KEY });
    // Results published while no settlement ran (a crash between the two) are settled here.
    await settlePending(app.database.db, app);
  });
  app.jobs.schedule(WATCHDOG_JOB, '* * * * *');
  app.addHook('onReady', async () => {
    await app.jobs.send(FEED_JOB, {}, { singletonKey: FEED_KEY });
  });
}
