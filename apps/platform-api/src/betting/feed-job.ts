import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { type FeedOptions, stepFeed, type StepResult } from './services/feed-simulator';
import type { Random } from './services/schedule';
import { SettlementRefusedError, settlePending } from './services/settlement';

export const FEED_JOB = 'betting.feed';
export const SETTLE_JOB = 'betting.settle';
const WATCHDOG_JOB = 'betting.feed-watchdog';
/** Seconds between two steps of the feed: prices move a few times a minute, like a real feed's. */
export const FEED_INTERVAL_SECONDS = 4;
const FEED_KEY = 'feed';
const SETTLE_KEY = 'settle';

/**
 * Queues a settlement run, in `trx` when given (the job exists only if the results it is for
 * commit). The queue's `stately` policy keeps at most one run waiting and one running across all
 * instances, and a run settles every result published before it starts, so a send while one waits
 * is dropped without losing anything.
 */
export function sendSettlement(app: FastifyInstance, trx?: Transaction<Database>): Promise<string | null> {
  return app.jobs.send(SETTLE_JOB, {}, trx ? { db: trx, singletonKey: SETTLE_KEY } : { singletonKey: SETTLE_KEY });
}

/**
 * One step of the feed (`stepFeed`) and, in the same transaction when it published results, the
 * settle job: the step returns without settling, so a big match's settlement never holds up the
 * next price step, and a crash after the step still leaves the job to settle its results.
 */
export function runFeedStep(app: FastifyInstance, now: Date, random: Random, options: FeedOptions = {}): Promise<StepResult> {
  return stepFeed(app.database.db, now, random, { ...options, published: (trx) => sendSettlement(app, trx) });
}

/**
 * The settle job's work: every open bet with a published result not yet applied (`settlePending`,
 * safe on several instances at once). Bets the ledger refuses stay open and are logged, and the run
 * ends normally: retrying at once would meet the same refusal, and the next run tries them again.
 * Any other failure (the database gone) throws, and the queue retries the job.
 */
export async function runSettlement(app: FastifyInstance): Promise<number> {
  try {
    return await settlePending(app.database.db, app);
  } catch (error) {
    if (!(error instanceof SettlementRefusedError)) throw error;
    app.log.error(
      { settled: error.settled, refused: error.refused.map(({ betId, error: refusal }) => ({ betId, reason: refusal.reason })) },
      error.message,
    );
    return error.settled;
  }
}

/** The settle job, defined whether or not the feed runs here: any instance with workers may run it. */
export function defineSettlementJob(app: FastifyInstance): void {
  app.jobs.define(
    SETTLE_JOB,
    async () => {
      await runSettlement(app);
    },
    { policy: 'stately', retryLimit: 5, retryDelaySeconds: 2, expireInSeconds: 300 },
  );
}

/**
 * The feed simulator on the job queue: `betting.feed` steps the feed, sends `betting.settle` with
 * the results it published and sends itself again a few seconds later. The queue's `stately`
 * policy keeps at most one step waiting and one running across all instances; a watchdog sent by
 * cron every minute restarts the chain if it ever broke (a step that ran out of retries) and sends
 * a settlement run, which sweeps up anything a failed run left.
 */
export function defineFeedJobs(app: FastifyInstance): void {
  const resend = () => app.jobs.send(FEED_JOB, {}, { singletonKey: FEED_KEY, startAfter: FEED_INTERVAL_SECONDS });
  app.jobs.define(
    FEED_JOB,
    async () => {
      try {
        await runFeedStep(app, new Date(), Math.random);
      } finally {
        await resend();
      }
    },
    { policy: 'stately', retryLimit: 2, retryDelaySeconds: 2, expireInSeconds: 60 },
  );
  app.jobs.define(WATCHDOG_JOB, async () => {
    await app.jobs.send(FEED_JOB, {}, { singletonKey: FEED_KEY });
    await sendSettlement(app);
  });
  app.jobs.schedule(WATCHDOG_JOB, '* * * * *');
  app.addHook('onReady', async () => {
    await app.jobs.send(FEED_JOB, {}, { singletonKey: FEED_KEY });
  });
}
