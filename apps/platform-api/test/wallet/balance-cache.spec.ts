import type { KyselyPlugin } from 'kysely';
import type { Broadcast } from '../../src/cluster/broadcast';
import type { Db } from '../../src/db/database';
import { createWallet, type Wallet } from '../../src/wallet';
import { BALANCES_CHANGED_TOPIC, createBalanceCache } from '../../src/wallet/balance-cache';
import { walletPlayer } from './fund-player';
import { freshCurrency, walletTargets, type WalletDatabase } from './wallet-databases';

/**
 * The balances shown to a player (`wallet.shownBalances`, `balance-cache.ts`): read once per
 * instance, dropped by every committed posting of the wallet, here and on the other instances.
 */

/** Counts the statements a handle sends, to tell a cached answer from a read of the ledger. */
function counting(db: Db): { db: Db; statements: () => number } {
  let statements = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      statements += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), statements: () => statements };
}

/** A broadcast that records what it publishes and lets a test deliver what "another instance" sent. */
function recordingBroadcast() {
  const published: Array<{ topic: string; payload: unknown }> = [];
  const listeners = new Map<string, Array<(payload: unknown) => void>>();
  const broadcast: Broadcast = {
    shared: true,
    publish: async (topic, payload) => {
      published.push({ topic, payload });
    },
    subscribe: (topic, listener) => listeners.set(topic, [...(listeners.get(topic) ?? []), listener]),
  };
  const deliver = (topic: string, payload: unknown) => listeners.get(topic)?.forEach((listener) => listener(payload));
  return { broadcast, published, deliver };
}

describe.each(walletTargets)('shown balances on $name', (target) => {
  let database: WalletDatabase;
  let wallet: Wallet;
  let db: Db;

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    wallet = createWallet();
  });
  afterAll(() => database.close());

  it('answers from the cache until a posting of the wallet changes the balance', async () => {
    const player = await walletPlayer(wallet, db, 1_000);
    const counted = counting(db);
    expect((await wallet.shownBalances(counted.db, player.playerId, player.currency)).main).toBe(1_000);
    expect((await wallet.shownBalances(counted.db, player.playerId, player.currency)).main).toBe(1_000);
    expect(counted.statements()).toBe(1);

    await wallet.transfer(db, { key: `bet-${player.playerId}`, kind: 'bet', from: player.main, to: player.house, amount: 300 });
    expect((await wallet.shownBalances(counted.db, player.playerId, player.currency)).main).toBe(700);
    expect(counted.statements()).toBe(2);
  });

  it('keeps the cached balance while a posting’s transaction is open, and drops it when it commits', async () => {
    const player = await walletPlayer(wallet, db, 1_000);
    expect((await wallet.shownBalances(db, player.playerId, player.currency)).main).toBe(1_000);
    await db.transaction().execute(async (trx) => {
      await wallet.transfer(trx, { key: `bet-${player.playerId}`, kind: 'bet', from: player.main, to: player.house, amount: 250 });
      // Inside the transaction the caller reads its own posting, and that read is never cached.
      expect((await wallet.shownBalances(trx, player.playerId, player.currency)).main).toBe(750);
      if (database.kind === 'postgres') {
        // Another request meanwhile: the committed balance, still from before the posting.
        expect((await wallet.shownBalances(db, player.playerId, player.currency)).main).toBe(1_000);
      }
    });
    expect((await wallet.shownBalances(db, player.playerId, player.currency)).main).toBe(750);
  });

  it('keeps the cached balance when the posting’s transaction rolls back', async () => {
    const player = await walletPlayer(wallet, db, 1_000);
    const counted = counting(db);
    expect((await wallet.shownBalances(counted.db, player.playerId, player.currency)).main).toBe(1_000);
    await expect(
      db.transaction().execute(async (trx) => {
        await wallet.transfer(trx, { key: `bet-${player.playerId}`, kind: 'bet', from: player.main, to: player.house, amount: 250 });
        throw new Error('the round failed');
      }),
    ).rejects.toThrow('the round failed');
    expect((await wallet.shownBalances(counted.db, player.playerId, player.currency)).main).toBe(1_000);
    expect(counted.statements()).toBe(1);
  });

  it('drops the balance after a reversal and each step of a withdrawal, which name accounts by id', async () => {
    const player = await walletPlayer(wallet, db, 1_000);
    const shown = async () => (await wallet.shownBalances(db, player.playerId, player.currency)).main;
    const bet = await wallet.transfer(db, { key: `bet-${player.playerId}`, kind: 'bet', from: player.main, to: player.house, amount: 100 });
    expect(await shown()).toBe(900);
    await wallet.reverse(db, { key: `reverse-${player.playerId}`, of: { id: bet.id } });
    expect(await shown()).toBe(1_000);
    const hold = await wallet.holds.place(db, {
      key: `hold-${player.playerId}`,
      playerId: player.playerId,
      currency: player.currency,
      amount: 400,
    });
    expect(await shown()).toBe(600);
    expect((await wallet.shownBalances(db, player.playerId, player.currency)).pendingWithdrawal).toBe(400);
    await wallet.holds.release(db, { key: `release-${player.playerId}`, hold: { id: hold.id } });
    expect(await shown()).toBe(1_000);
  });

  it('drops the balance for a replayed posting too, whose first call may have lost its answer', async () => {
    const player = await walletPlayer(wallet, db, 1_000);
    const request = { key: `bet-${player.playerId}`, kind: 'bet' as const, from: player.main, to: player.house, amount: 100 };
    await wallet.transfer(db, request);
    const counted = counting(db);
    expect((await wallet.shownBalances(counted.db, player.playerId, player.currency)).main).toBe(900);
    expect((await wallet.transfer(db, request)).replayed).toBe(true);
    expect((await wallet.shownBalances(counted.db, player.playerId, player.currency)).main).toBe(900);
    expect(counted.statements()).toBe(2);
  });

  it('tells the other instances which players a posting changed', async () => {
    const { broadcast, published } = recordingBroadcast();
    const announcing = createWallet({ broadcast });
    const currency = freshCurrency();
    const players = await Promise.all([0, 0, 0].map(() => walletPlayer(announcing, db, 1_000, currency)));
    published.length = 0;
    await Promise.all(
      players.map((player) =>
        announcing.transfer(db, { key: `bet-${player.playerId}`, kind: 'bet', from: player.main, to: player.house, amount: 10 }),
      ),
    );
    const announced = published.flatMap((message) => (message.payload as { playerIds: number[] }).playerIds);
    expect(published.every((message) => message.topic === BALANCES_CHANGED_TOPIC)).toBe(true);
    expect(new Set(announced)).toEqual(new Set(players.map((player) => player.playerId)));
  });
});

describe('the balance cache', () => {
  let database: WalletDatabase;
  let db: Db;
  let wallet: Wallet;

  beforeAll(async () => {
    database = await walletTargets[0]!.open();
    db = database.db;
    wallet = createWallet();
  });
  afterAll(() => database.close());

  it('does not keep a read that was in flight when a change arrived', async () => {
    const player = await walletPlayer(wallet, db, 1_000);
    const cache = createBalanceCache();
    const counted = counting(db);
    const inFlight = cache.read(counted.db, player.playerId, player.currency);
    await cache.changed([player.playerId]);
    expect((await inFlight).main).toBe(1_000);
    await cache.read(counted.db, player.playerId, player.currency);
    expect(counted.statements()).toBe(2);
    await cache.read(counted.db, player.playerId, player.currency);
    expect(counted.statements()).toBe(2);
  });

  it('sends the changes made while one announcement is on its way in one more, answering each when its own is', async () => {
    let arrive!: () => void;
    const published: unknown[] = [];
    const broadcast: Broadcast = {
      shared: true,
      publish: (_topic, payload) => {
        published.push(payload);
        return published.length === 1 ? new Promise<void>((resolve) => (arrive = resolve)) : Promise.resolve();
      },
      subscribe: () => undefined,
    };
    const cache = createBalanceCache({ broadcast });
    const answered: number[] = [];
    // With other instances to tell, `changed` answers a promise (alone it answers nothing to await).
    const announced = (playerIds: number[]) => {
      const sent = cache.changed(playerIds);
      if (!sent) throw new Error('a shared broadcast must be awaited');
      return sent;
    };
    const first = announced([1]).then(() => answered.push(1));
    await new Promise((resolve) => setImmediate(resolve));
    const later = [announced([2]).then(() => answered.push(2)), announced([3, 2]).then(() => answered.push(3))];
    await new Promise((resolve) => setImmediate(resolve));
    expect(published).toEqual([{ playerIds: [1] }]);
    expect(answered).toEqual([]);
    arrive();
    await Promise.all([first, ...later]);
    expect(published).toEqual([{ playerIds: [1] }, { playerIds: [2, 3] }]);
    expect(answered).toEqual([1, 2, 3]);
  });

  it('drops what another instance announces, and ignores payloads of the wrong shape', async () => {
    const player = await walletPlayer(wallet, db, 1_000);
    const { broadcast, deliver } = recordingBroadcast();
    const cache = createBalanceCache({ broadcast });
    const counted = counting(db);
    await cache.read(counted.db, player.playerId, player.currency);
    deliver(BALANCES_CHANGED_TOPIC, { playerIds: [String(player.playerId)] });
    deliver(BALANCES_CHANGED_TOPIC, 'nonsense');
    await cache.read(counted.db, player.playerId, player.currency);
    expect(counted.statements()).toBe(1);
    deliver(BALANCES_CHANGED_TOPIC, { playerIds: [player.playerId] });
    await cache.read(counted.db, player.playerId, player.currency);
    expect(counted.statements()).toBe(2);
  });

  it('reads the ledger again once an entry is older than its maximum age', async () => {
    const player = await walletPlayer(wallet, db, 1_000);
    let now = 1_000_000;
    const cache = createBalanceCache({ maxAgeMs: 5_000, now: () => now });
    const counted = counting(db);
    await cache.read(counted.db, player.playerId, player.currency);
    now += 4_999;
    await cache.read(counted.db, player.playerId, player.currency);
    expect(counted.statements()).toBe(1);
    now += 2;
    await cache.read(counted.db, player.playerId, player.currency);
    expect(counted.statements()).toBe(2);
  });

  it('keeps at most its number of players, dropping the one cached first', async () => {
    const currency = freshCurrency();
    const [first, second, third] = await Promise.all([0, 0, 0].map(() => walletPlayer(wallet, db, 100, currency)));
    const cache = createBalanceCache({ maxPlayers: 2 });
    const counted = counting(db);
    for (const player of [first!, second!, third!]) await cache.read(counted.db, player.playerId, currency);
    expect(counted.statements()).toBe(3);
    await cache.read(counted.db, third!.playerId, currency);
    await cache.read(counted.db, second!.playerId, currency);
    expect(counted.statements()).toBe(3);
    await cache.read(counted.db, first!.playerId, currency);
    expect(counted.statements()).toBe(4);
  });
});
