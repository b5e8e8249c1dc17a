import { sql } from 'kysely';
import type { Db } from '../db/database';
import { type BatchPosting, batchItem, checkPosting, type GroupAnswerRow, groupAnswer, postAll, type Transfer } from './transfers';

/** At most this many callers' groups in one database call: a bounded batch keeps one call short. */
export const DEFAULT_MAX_BATCH = 50;
/**
 * Calls in flight at once per database handle, each for its own house shards (a bet meets its
 * player's shard, `lane` below): two, one per core of the machine the target is set on. More lanes
 * use more of the pool's connections; fewer put all bets behind one call.
 */
export const DEFAULT_LANES = 2;

interface Waiting {
  postings: readonly BatchPosting[];
  resolve(transfers: Transfer[]): void;
  reject(error: unknown): void;
}

export interface GroupCommitOptions {
  /** Most groups in one call (default 50). */
  maxBatch?: number;
  /** Calls in flight at once (default 2). */
  lanes?: number;
}

/**
 * Group commit for calls on the plain database (migration 0908). Groups are spread over a few lanes
 * by the house shard they touch; in each lane one call at a time is in flight, and the groups that
 * arrive meanwhile wait and go together in the lane's next call, at most `maxBatch` of them, as one
 * statement (one transaction, one commit, one round trip). A group that arrives when its lane has
 * nothing in flight is sent at once (no timer). Lanes over different house shards and players do not
 * wait for each other's row locks, so two calls run on two cores; any two calls are safe together
 * (each locks its keys, then its accounts in ascending id). Each group keeps its own outcome: a
 * refused group (funds, a reused or declined key, a route) gets its refusal and the others post. A
 * call that fails as a whole (an error that is not a refusal) wrote nothing; each of its groups is
 * then sent alone, so it gets its own answer and one group cannot fail the others.
 */
export function createGroupCommit(db: Db, options: GroupCommitOptions = {}) {
  const maxBatch = Math.max(1, options.maxBatch ?? DEFAULT_MAX_BATCH);
  const lanes = Array.from({ length: Math.max(1, options.lanes ?? DEFAULT_LANES) }, () => ({ queue: [] as Waiting[], inFlight: false }));

  const settle = (waiting: Waiting, work: () => Promise<Transfer[]>) =>
    work().then(
      (transfers) => waiting.resolve(transfers),
      (error: unknown) => waiting.reject(error),
    );

  async function send(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) {
      await settle(batch[0]!, () => postAll(db, batch[0]!.postings));
      return;
    }
    let rows: Array<GroupAnswerRow & { grp: number }>;
    try {
      const groups = JSON.stringify(batch.map((waiting) => waiting.postings.map(batchItem)));
      rows = (await sql<GroupAnswerRow & { grp: number }>`select * from ledger_transfer_groups(${groups}::jsonb)`.execute(db)).rows;
    } catch {
      // Nothing of the call was written: every group alone, each with its own answer.
      await Promise.all(batch.map((waiting) => settle(waiting, () => postAll(db, waiting.postings))));
      return;
    }
    const byGroup = batch.map((): GroupAnswerRow[] => []);
    for (const row of rows) byGroup[Number(row.grp) - 1]!.push(row);
    batch.forEach((waiting, index) => {
      try {
        waiting.resolve(groupAnswer(byGroup[index]!, waiting.postings));
      } catch (error) {
        waiting.reject(error);
      }
    });
  }

  /**
   * The next call's groups, in order of arrival: at most `maxBatch`, and no key twice in one call
   * (`ledger_transfer_groups` decides every key once). A group naming a key already in the call waits
   * for the next one, where it replays or is refused as a separate call would be; a group naming one
   * key twice goes alone (`ledger_transfers` answers it as a transaction of single transfers would).
   */
  function takeBatch(queue: Waiting[]): Waiting[] {
    const batch: Waiting[] = [];
    const keys = new Set<string>();
    for (let index = 0; index < queue.length && batch.length < maxBatch; ) {
      const own = queue[index]!.postings.map((posting) => posting.key);
      const repeatsItself = new Set(own).size !== own.length;
      if ((repeatsItself && batch.length > 0) || own.some((key) => keys.has(key))) {
        index += 1;
        continue;
      }
      batch.push(queue.splice(index, 1)[0]!);
      if (repeatsItself) break;
      own.forEach((key) => keys.add(key));
    }
    return batch;
  }

  async function drain(lane: (typeof lanes)[number]): Promise<void> {
    try {
      while (lane.queue.length > 0) {
        const batch = takeBatch(lane.queue);
        // `send` answers every group itself; this only guards against an answer the ledger never gives.
        await send(batch).catch((error: unknown) => batch.forEach((waiting) => waiting.reject(error)));
      }
    } finally {
      lane.inFlight = false;
    }
  }

  return {
    /**
     * The group's transfers in order, all of them or (its refusal thrown) none; see `wallet.transfers`.
     * `shard` picks the lane: the house shard the group touches (0 when none).
     */
    submit(postings: readonly BatchPosting[], shard = 0): Promise<Transfer[]> {
      if (postings.length === 0) return Promise.resolve([]);
      postings.forEach(checkPosting);
      const lane = lanes[shard % lanes.length]!;
      return new Promise<Transfer[]>((resolve, reject) => {
        lane.queue.push({ postings, resolve, reject });
        if (lane.inFlight) return;
        lane.inFlight = true;
        // Calls made in the same tick as this one join it; nothing waits for a timer.
        queueMicrotask(() => void drain(lane));
      });
    },
  };
}

export type GroupCommit = ReturnType<typeof createGroupCommit>;
