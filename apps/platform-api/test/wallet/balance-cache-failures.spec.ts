import type { KyselyPlugin } from 'kysely';
import type { Broadcast } from '../../src/cluster/broadcast';
import type { Db } from '../../src/db/database';
import { createWallet, type Wallet } from '../../src/wallet';
import { createBalanceCache } from '../../src/wallet/balance-cache';
import { walletPlayer } from './fund-player';
import { freshCurrency, walletTargets, type WalletDatabase } from './wallet-databases';

/**
 * The shown-balance cache (`balance-cache.ts`, `balance-changes.ts`, `db/commit-hooks.ts`) when
 * something fails: a posting's answer lost after its commit, a broadcast that failed, savepoints.
 */

/**
 * `db` whose first statement naming `marker` runs (and, on the plain database, commits) but answers
 * with an error, as a connection lost between the commit and its reply would.
 */
function answerLostAfterCommit(db: Db, marker: string): Db {
  let armed = true;
  const failing = new Set<unknown>();
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      if (armed && JSON.stringify(args.node).includes(marker)) {
        armed = false;
        failing.add(args.queryId);
      }
      return args.node;
    },
    transformResult: async (args) => {
      if (failing.delete(args.queryId)) throw new Error('connection lost after the commit');
      return args.result;
    },
  };
  return db.withPlugin(plugin);
}

describe.each(walletTargets)('shown balances when something fails, on $name', (target) => {
  let database: WalletDatabase;
  let db: Db;
  let wallet: Wallet;

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    // One lane: the two players' bets below go in one group-commit call.
    wallet = createWallet({ lanes: 1 });
  });
  afterAll(() => database.close());

  it('drops the balance of a posting that committed although its first answer was lost (the retry answers it as replayed)', async () => {
    const currency = freshCurrency();
    const players = await Promise.all([0, 0].map(() => walletPlayer(wallet, db, 1_000, currency)));
    const [first] = players;
    expect((await wallet.shownBalances(db, first!.playerId, currency)).main).toBe(1_000);

    // The group's call commits both bets, its answer is lost, and the group commit sends each
    // group again alone: each is answered as found with its key (replayed), nothing is announced.
    const flaky = answerLostAfterCommit(db, 'ledger_transfer_groups');
    const answers = await Promise.all(
      players.map((player) =>
        wallet.transfer(flaky, { key: `bet-${player.playerId}`, kind: 'bet', from: player.main, to: player.house, amount: 100 }),
      ),
    );
    expect(answers.map((answer) => answer.replayed)).toEqual([true, true]);
    expect((await wallet.balances(db, first!.playerId, currency)).main).toBe(900);

    expect((await wallet.shownBalances(db, first!.playerId, currency)).main).toBe(900);
  });

  if (target.name === 'postgres') {
    it("keeps kysely's savepoints working through the commit-hook driver", async () => {
      const trx = await db.startTransaction().execute();
      try {
        const saved = await trx.savepoint('review').execute();
        await saved.rollbackToSavepoint('review').execute();
        await saved.releaseSavepoint('review').execute();
        await trx.commit().execute();
      } catch (error) {
        await trx.rollback().execute();
        throw error;
      }
    });
  }
});

describe('the balance cache when a broadcast fails', () => {
  it('goes on announcing after one publish failed', async () => {
    const published: unknown[] = [];
    let calls = 0;
    const broadcast: Broadcast = {
      shared: true,
      publish: async (_topic, payload) => {
        calls += 1;
        if (calls === 1) throw new Error('Redis is gone');
        published.push(payload);
      },
      subscribe: () => undefined,
    };
    const cache = createBalanceCache({ broadcast });
    await expect(cache.changed([1])).rejects.toThrow('Redis is gone');
    await cache.changed([2]);
    await cache.changed([3]);
    expect(published).toEqual([{ playerIds: [2] }, { playerIds: [3] }]);
  });
});
