import { HoldAlreadySettledError, InsufficientFundsError, PaymentDeclinedError, AlreadyTransferredError } from '../../src/wallet';
import { walletTargets } from './wallet-databases';
import { walletSuite } from './wallet-suite';

/**
 * Concurrent transfers over the same accounts. On PostgreSQL they really run at once (a pool of 10
 * connections); on PGlite they queue on its single connection, and the outcome must be the same.
 */
describe.each(walletTargets)('wallet under concurrency on $name', (target) => {
  const suite = walletSuite(target);
  const { wallet, player } = suite;

  const settled = <T>(promises: Array<Promise<T>>) => Promise.allSettled(promises);
  const rejections = (results: PromiseSettledResult<unknown>[]) =>
    results.filter((result): result is PromiseRejectedResult => result.status === 'rejected').map((result) => result.reason as Error);

  it('runs bets and wins in both directions between the same two accounts at once without a deadlock', async () => {
    const { currency, playerId, main, house } = await player(100_000);
    const moves = Array.from({ length: 120 }, (_, index) => ({ index, amount: 1 + ((index * 37) % 200), toHouse: index % 2 === 0 }));
    const results = await settled(
      moves.map((move) =>
        wallet.transfer(suite.db, {
          key: `move-${playerId}-${move.index}`,
          kind: move.toHouse ? 'bet' : 'win',
          from: move.toHouse ? main : house,
          to: move.toHouse ? house : main,
          amount: move.amount,
        }),
      ),
    );
    expect(rejections(results)).toEqual([]);
    const net = moves.reduce((sum, move) => sum + (move.toHouse ? -move.amount : move.amount), 0);
    expect((await wallet.balances(suite.db, playerId, currency)).main).toBe(100_000 + net);
    expect(await wallet.audit(suite.db, currency)).toEqual({ unbalancedCurrencies: [], cacheMismatches: [], negativeAccounts: [] });
  });

  it('runs transactions of several transfers over crossing accounts at once when they lock their accounts first', async () => {
    const a = await player(50_000);
    const b = await player(0);
    const bMain = await wallet.accounts.player(suite.db, b.playerId, 'main', a.currency);
    const bBonus = await wallet.accounts.player(suite.db, b.playerId, 'bonus', a.currency);
    await wallet.transfer(suite.db, { key: `deposit-b-${b.playerId}`, kind: 'deposit', from: a.clearing, to: bMain, amount: 50_000 });
    const results = await settled(
      Array.from({ length: 40 }, (_, index) =>
        suite.db.transaction().execute(async (trx) => {
          const [first, second] = index % 2 === 0 ? [a.main, bMain] : [bMain, a.main];
          await wallet.lock(trx, first, second, a.house, bBonus);
          await wallet.transfer(trx, { key: `x-${a.playerId}-${index}-bet`, kind: 'bet', from: first, to: a.house, amount: 100 });
          await wallet.transfer(trx, { key: `x-${a.playerId}-${index}-win`, kind: 'win', from: a.house, to: second, amount: 100 });
          await wallet.transfer(trx, { key: `x-${a.playerId}-${index}-grant`, kind: 'bonus_grant', from: a.house, to: bBonus, amount: 1 });
        }),
      ),
    );
    expect(rejections(results)).toEqual([]);
    expect((await wallet.balances(suite.db, a.playerId, a.currency)).main).toBe(50_000);
    expect(await wallet.balances(suite.db, b.playerId, a.currency)).toMatchObject({ main: 50_000, bonus: 40 });
  });

  it('applies one transfer for twenty concurrent calls with the same key, and answers all twenty with it', async () => {
    const { currency, playerId, main, house } = await player(10_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        wallet.transfer(suite.db, { key: `dup-${playerId}`, kind: 'bet', from: main, to: house, amount: 700 }),
      ),
    );
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect((await wallet.balances(suite.db, playerId, currency)).main).toBe(9_300);
  });

  it('runs batches over crossing accounts and keys at once without a deadlock, each batch whole or not at all', async () => {
    const a = await player(50_000);
    const b = await player(0);
    const bMain = await wallet.accounts.player(suite.db, b.playerId, 'main', a.currency);
    const bBonus = await wallet.accounts.player(suite.db, b.playerId, 'bonus', a.currency);
    await wallet.transfer(suite.db, { key: `deposit-b-${b.playerId}`, kind: 'deposit', from: a.clearing, to: bMain, amount: 50_000 });
    // Half the batches name the accounts in one order, half in the other; no wallet.lock. All of them
    // also carry the same two grants (the same keys, in the same order, as a retry does).
    const results = await settled(
      Array.from({ length: 40 }, (_, index) => {
        const [first, second] = index % 2 === 0 ? [a.main, bMain] : [bMain, a.main];
        const own = [
          { key: `y-${a.playerId}-${index}-bet`, kind: 'bet' as const, from: first, to: a.house, amount: 100 },
          { key: `y-${a.playerId}-${index}-win`, kind: 'win' as const, from: a.house, to: second, amount: 100 },
          { key: `y-${a.playerId}-${index}-grant`, kind: 'bonus_grant' as const, from: a.house, to: bBonus, amount: 1 },
        ];
        const shared = [
          { key: `y-${a.playerId}-shared-1`, kind: 'bonus_grant' as const, from: a.house, to: bBonus, amount: 1 },
          { key: `y-${a.playerId}-shared-2`, kind: 'bonus_grant' as const, from: a.house, to: bBonus, amount: 1 },
        ];
        return wallet.transfers(suite.db, index % 2 === 0 ? [...own, ...shared] : [...shared, ...own]);
      }),
    );
    expect(rejections(results)).toEqual([]);
    expect((await wallet.balances(suite.db, a.playerId, a.currency)).main).toBe(50_000);
    // 40 own grants and the two shared ones, each once.
    expect(await wallet.balances(suite.db, b.playerId, a.currency)).toMatchObject({ main: 50_000, bonus: 42 });
    expect(await wallet.audit(suite.db, a.currency)).toEqual({ unbalancedCurrencies: [], cacheMismatches: [], negativeAccounts: [] });
  });

  it('applies a batch once for twenty concurrent calls with the same keys, and answers all twenty with it', async () => {
    const { currency, playerId, main, house } = await player(10_000);
    const spin = [
      { key: `dup-batch-${playerId}-bet`, kind: 'bet' as const, from: main, to: house, amount: 700 },
      { key: `dup-batch-${playerId}-win`, kind: 'win' as const, from: house, to: main, amount: 300 },
    ];
    const results = await Promise.all(Array.from({ length: 20 }, () => wallet.transfers(suite.db, spin)));
    expect(new Set(results.map(([bet, win]) => `${bet!.id}/${win!.id}`)).size).toBe(1);
    expect(results.filter(([bet, win]) => !bet!.replayed && !win!.replayed)).toHaveLength(1);
    expect(results.filter(([bet, win]) => bet!.replayed !== win!.replayed)).toHaveLength(0);
    expect((await wallet.balances(suite.db, playerId, currency)).main).toBe(9_600);
  });

  it('lets exactly as many concurrent bets through as the balance covers', async () => {
    const { currency, playerId, main, house } = await player(1_000);
    const results = await settled(
      Array.from({ length: 30 }, (_, index) =>
        wallet.transfer(suite.db, { key: `race-${playerId}-${index}`, kind: 'bet', from: main, to: house, amount: 100 }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    expect(rejections(results).every((error) => error instanceof InsufficientFundsError)).toBe(true);
    expect((await wallet.balances(suite.db, playerId, currency)).main).toBe(0);
  });

  it('settles a hold once when payout and cancellation callbacks race', async () => {
    const { currency, playerId } = await player(5_000);
    const hold = await wallet.holds.place(suite.db, { key: `hold-${playerId}`, playerId, currency, amount: 5_000 });
    const results = await settled(
      Array.from({ length: 16 }, (_, index) =>
        index % 2 === 0
          ? wallet.holds.payout(suite.db, { key: `payout-${playerId}`, hold: { id: hold.id }, provider: 'testpay' })
          : wallet.holds.release(suite.db, { key: `release-${playerId}`, hold: { id: hold.id } }),
      ),
    );
    const winners = new Set(results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.kind] : [])));
    expect(winners.size).toBe(1);
    expect(rejections(results).every((error) => error instanceof HoldAlreadySettledError)).toBe(true);
    const balances = await wallet.balances(suite.db, playerId, currency);
    expect(balances.pendingWithdrawal).toBe(0);
    expect(balances.main).toBe(winners.has('withdrawal_release') ? 5_000 : 0);
  });

  it('lets the first final answer of a deposit win when its success and decline callbacks race', async () => {
    const { currency, playerId, main, clearing } = await player(0);
    const key = `dep-${playerId}`;
    const results = await settled<unknown>(
      Array.from({ length: 16 }, (_, index) =>
        index % 2 === 0
          ? wallet.transfer(suite.db, { key, kind: 'deposit', from: clearing, to: main, amount: 2_500 })
          : wallet.decline(suite.db, key, 'provider said no'),
      ),
    );
    const credited = (await wallet.balances(suite.db, playerId, currency)).main;
    expect([0, 2_500]).toContain(credited);
    const expectedRefusal = credited === 0 ? PaymentDeclinedError : AlreadyTransferredError;
    expect(rejections(results).every((error) => error instanceof expectedRefusal)).toBe(true);
    expect(rejections(results)).toHaveLength(8);
  });
});
