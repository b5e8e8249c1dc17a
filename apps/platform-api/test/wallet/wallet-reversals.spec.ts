import { sql } from 'kysely';
import type { Db } from '../../src/db/database';
import {
  AlreadyReversedError,
  InsufficientFundsError,
  KeyReusedError,
  NotReversibleError,
  type ReverseRequest,
  type Transfer,
  TransferNotFoundError,
} from '../../src/wallet';
import { countRoundTrips } from '../betting/round-trips';
import { walletTargets } from './wallet-databases';
import { walletSuite } from './wallet-suite';

/**
 * `wallet.reversals`: several reversals in one call, each with exactly `reverse`'s rules, all of
 * them or none, in a number of round trips that does not grow with their count (settlement gives
 * a page's void bets their stakes back with it).
 */
describe.each(walletTargets)('wallet reversals on $name', (target) => {
  const suite = walletSuite(target);
  const { wallet, player: fundedPlayer } = suite;

  const transferCount = async (db: Db = suite.db) =>
    Number((await sql<{ n: string }>`select count(*) as n from ledger_transfers`.execute(db)).rows[0]!.n);
  const expectSound = async (currency: string) =>
    expect(await wallet.audit(suite.db, currency)).toEqual({ unbalancedCurrencies: [], cacheMismatches: [], negativeAccounts: [] });

  /** A player with `count` bets of 100, 101, … made, and the requests that would reverse each (keys `<tag>:<n>`). */
  async function bets(count: number, tag: string) {
    const player = await fundedPlayer(1_000_000);
    const made: Transfer[] = [];
    for (let index = 0; index < count; index += 1)
      made.push(
        await wallet.transfer(suite.db, {
          key: `${tag}-bet:${player.playerId}:${index}`,
          kind: 'bet',
          from: player.main,
          to: player.house,
          amount: 100 + index,
          reference: { type: 'bet', id: index },
        }),
      );
    const requests: ReverseRequest[] = made.map((bet, index) => ({
      key: `${tag}-back:${player.playerId}:${index}`,
      // Alternately by key and by id, with and without a reference of the caller's.
      of: index % 2 === 0 ? { key: bet.key } : { id: bet.id },
      ...(index % 3 === 0 ? { reference: { type: 'void', id: `v${index}` } } : {}),
    }));
    return { ...player, made, requests };
  }

  const main = async (player: { playerId: number; currency: string }, db: Db = suite.db) =>
    (await wallet.balances(db, player.playerId, player.currency)).main;

  it('reverses each transfer once, as `reverse` would, and answers them in order', async () => {
    const player = await bets(5, 'each');
    const before = await main(player);
    const reversals = await wallet.reversals(suite.db, player.requests);
    expect(reversals).toHaveLength(5);
    reversals.forEach((reversal, index) => {
      const bet = player.made[index]!;
      expect(reversal).toMatchObject({
        key: player.requests[index]!.key,
        kind: 'reversal',
        reversesTransferId: bet.id,
        fromAccountId: player.house.id,
        toAccountId: player.main.id,
        amount: bet.amount,
        replayed: false,
        reference: index % 3 === 0 ? { type: 'void', id: `v${index}` } : { type: 'bet', id: String(index) },
      });
    });
    // The balances after each follow one another, as separate calls would leave them.
    expect(reversals.map((reversal) => reversal.toBalanceAfter)).toEqual(
      player.made.map((_, index) => before + player.made.slice(0, index + 1).reduce((sum, bet) => sum + bet.amount, 0)),
    );
    expect(await main(player)).toBe(1_000_000);
    await expectSound(player.currency);
  });

  it('answers a replay of the same keys with the first reversals and moves nothing; a changed request is refused', async () => {
    const player = await bets(4, 'replay');
    const first = await wallet.reversals(suite.db, player.requests);
    const count = await transferCount();
    expect(await wallet.reversals(suite.db, player.requests)).toEqual(first.map((reversal) => ({ ...reversal, replayed: true })));
    expect(await transferCount()).toBe(count);
    // One made alone before is replayed inside a call that reverses the others.
    const alone = await bets(3, 'alone');
    const single = await wallet.reverse(suite.db, alone.requests[1]!);
    const together = await wallet.reversals(suite.db, alone.requests);
    expect(together.map((reversal) => reversal.replayed)).toEqual([false, true, false]);
    expect(together[1]).toEqual({ ...single, replayed: true });
    // The same key naming another transfer is another request.
    const beforeReused = await transferCount();
    const reused = wallet.reversals(suite.db, [alone.requests[0]!, { ...alone.requests[2]!, of: { key: alone.made[0]!.key } }]);
    await expect(reused).rejects.toBeInstanceOf(KeyReusedError);
    expect(await transferCount()).toBe(beforeReused);
    expect(await main(player)).toBe(1_000_000);
    expect(await main(alone)).toBe(1_000_000);
    await expectSound(player.currency);
    await expectSound(alone.currency);
  });

  it("writes none of them when one was already reversed, and leaves the caller's transaction usable", async () => {
    const player = await bets(4, 'mixed');
    await wallet.reverse(suite.db, { key: `operator:${player.playerId}`, of: { id: player.made[2]!.id } });
    const count = await transferCount();
    const balance = await main(player);
    const after = await suite.db.transaction().execute(async (trx) => {
      const refusal = await wallet.reversals(trx, player.requests).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(AlreadyReversedError);
      expect(refusal).toMatchObject({ reason: 'already_reversed' });
      expect(await transferCount(trx)).toBe(count);
      expect(await main(player, trx)).toBe(balance);
      // The same transaction goes on: the three others, reversed together.
      return wallet.reversals(trx, [player.requests[0]!, player.requests[1]!, player.requests[3]!]);
    });
    expect(after.map((reversal) => reversal.replayed)).toEqual([false, false, false]);
    expect(await transferCount()).toBe(count + 3);
    expect(await main(player)).toBe(1_000_000);
    // The same transfer twice in one call, under two keys: the second is refused, nothing written.
    const twice = await bets(2, 'twice');
    const beforeTwice = await transferCount();
    await expect(
      wallet.reversals(suite.db, [
        twice.requests[0]!,
        twice.requests[1]!,
        { key: `again:${twice.playerId}`, of: { id: twice.made[0]!.id } },
      ]),
    ).rejects.toBeInstanceOf(AlreadyReversedError);
    expect(await transferCount()).toBe(beforeTwice);
    await expectSound(player.currency);
    await expectSound(twice.currency);
  });

  it('refuses, before writing anything, a kind that is never reversed and a transfer that does not exist', async () => {
    const player = await bets(3, 'kinds');
    const reversal = await wallet.reverse(suite.db, player.requests[0]!);
    const count = await transferCount();
    await expect(
      wallet.reversals(suite.db, [player.requests[1]!, { key: `revrev:${player.playerId}`, of: { id: reversal.id } }]),
    ).rejects.toBeInstanceOf(NotReversibleError);
    const hold = await wallet.holds.place(suite.db, {
      key: `hold:${player.playerId}`,
      playerId: player.playerId,
      currency: player.currency,
      amount: 10,
    });
    await expect(
      wallet.reversals(suite.db, [player.requests[1]!, { key: `unhold:${player.playerId}`, of: { key: hold.key } }]),
    ).rejects.toBeInstanceOf(NotReversibleError);
    await expect(
      wallet.reversals(suite.db, [player.requests[1]!, { key: `ghost:${player.playerId}`, of: { key: 'no-such-transfer' } }]),
    ).rejects.toBeInstanceOf(TransferNotFoundError);
    expect(await transferCount()).toBe(count + 1);
    expect(await wallet.reversals(suite.db, [])).toEqual([]);
    await expectSound(player.currency);
  });

  it('refuses a reversal the player cannot pay back (a spent win), and writes none of the others', async () => {
    const player = await fundedPlayer(1_000);
    const win = await wallet.transfer(suite.db, {
      key: `win:${player.playerId}`,
      kind: 'win',
      from: player.house,
      to: player.main,
      amount: 5_000,
    });
    const bet = await wallet.transfer(suite.db, {
      key: `bet:${player.playerId}`,
      kind: 'bet',
      from: player.main,
      to: player.house,
      amount: 5_500,
    });
    // The bet's reversal first would give the player enough; the win's, first, finds 500.
    const refusal = wallet.reversals(suite.db, [
      { key: `back-win:${player.playerId}`, of: { id: win.id } },
      { key: `back-bet:${player.playerId}`, of: { id: bet.id } },
    ]);
    await expect(refusal).rejects.toBeInstanceOf(InsufficientFundsError);
    await expect(refusal).rejects.toMatchObject({ available: 500, requested: 5_000 });
    expect(await main(player)).toBe(500);
    await expectSound(player.currency);
  });

  it("drops the players' shown balances once committed, as `reverse` does", async () => {
    const player = await bets(3, 'shown');
    const shown = (await wallet.shownBalances(suite.db, player.playerId, player.currency)).main;
    expect(shown).toBe(1_000_000 - 303);
    await suite.db.transaction().execute(async (trx) => {
      await wallet.reversals(trx, player.requests);
      // Not yet committed: the cache still shows what others may see.
      expect((await wallet.shownBalances(suite.db, player.playerId, player.currency)).main).toBe(shown);
    });
    expect((await wallet.shownBalances(suite.db, player.playerId, player.currency)).main).toBe(1_000_000);
  });

  it('takes the same number of round trips for 2, 10 and 50 reversals, in a transaction and alone', async () => {
    const inTransaction: number[] = [];
    const alone: number[] = [];
    for (const count of [2, 10, 50]) {
      const first = await bets(count, `trips-${count}`);
      const second = await bets(count, `trips-own-${count}`);
      inTransaction.push(
        (await countRoundTrips(() => suite.db.transaction().execute((trx) => wallet.reversals(trx, first.requests)))).roundTrips,
      );
      alone.push((await countRoundTrips(() => wallet.reversals(suite.db, second.requests))).roundTrips);
      expect(await main(first)).toBe(1_000_000);
      expect(await main(second)).toBe(1_000_000);
    }
    // BEGIN, the lookup, savepoint, the reversals, release, COMMIT; alone, without the savepoint.
    expect(inTransaction).toEqual([6, 6, 6]);
    expect(alone).toEqual([4, 4, 4]);
  });
});
