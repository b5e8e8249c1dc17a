import { sql } from 'kysely';
import {
  createWallet,
  InsufficientFundsError,
  InvalidTransferError,
  KeyReusedError,
  PaymentDeclinedError,
  type TransferRequest,
} from '../../src/wallet';
import { freshCurrency, walletTargets } from './wallet-databases';
import { walletSuite } from './wallet-suite';

/**
 * Group commit (`src/wallet/group-commit.ts`, migration 0908): calls on the plain database made
 * while one is in flight go together in one statement, one transaction, and each keeps its own
 * outcome. Which transfers shared a transaction is read from their rows' `xmin`.
 */
describe.each(walletTargets)('wallet group commit on $name', (target) => {
  const suite = walletSuite(target);
  const { wallet, player: fundedPlayer } = suite;

  /**
   * The transaction that wrote each key's transfer (absent: nothing was written with the key): its
   * id (`xmin`; a group of several transfers writes in a subtransaction of its own id) or, by
   * `started`, its start (`created_at` is `now()`, the same for everything one transaction writes).
   */
  async function writers(keys: string[], by: 'xid' | 'started' = 'xid'): Promise<Map<string, string>> {
    const { rows } = await sql<{ key: string; writer: string }>`
      select idempotency_key as key, case when ${by} = 'xid' then xmin::text else created_at::text end as writer
      from ledger_transfers where idempotency_key = any (${keys}::text[])`.execute(suite.db);
    return new Map(rows.map((row) => [row.key, row.writer]));
  }

  const transferCount = async (currency: string) =>
    Number(
      (
        await suite.db
          .selectFrom('ledger_transfers')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('currency', '=', currency)
          .executeTakeFirstOrThrow()
      ).count,
    );

  /** Zero sum, cached balances equal to the transfers, no player account below zero. */
  async function expectReconciled(currency: string) {
    expect(await wallet.audit(suite.db, currency)).toEqual({ unbalancedCurrencies: [], cacheMismatches: [], negativeAccounts: [] });
    const { rows } = await sql<{ id: number; balance: number; entries: number }>`
      select a.id, a.balance,
        coalesce((select sum(amount) from ledger_transfers where credit_account_id = a.id), 0)
        - coalesce((select sum(amount) from ledger_transfers where debit_account_id = a.id), 0) as entries
      from ledger_accounts a where a.currency = ${currency}`.execute(suite.db);
    for (const row of rows) expect(Number(row.balance)).toBe(Number(row.entries));
    expect(rows.reduce((sum, row) => sum + Number(row.balance), 0)).toBe(0);
  }

  it('posts every group of a batch but the refused ones, each exactly once, and a replay of the batch posts nothing new', async () => {
    const currency = freshCurrency();
    const rich = await fundedPlayer(10_000, currency);
    const other = await fundedPlayer(5_000, currency);
    const poor = await fundedPlayer(50, currency);
    const tag = `gc-${rich.playerId}`;
    await wallet.decline(suite.db, `${tag}:declined`, 'card declined');
    await wallet.transfer(suite.db, { key: `${tag}:used`, kind: 'bet', from: other.main, to: other.house, amount: 10 });
    const bet = (who: typeof rich, key: string, amount: number): TransferRequest => ({
      key: `${tag}:${key}`,
      kind: 'bet',
      from: who.main,
      to: who.house,
      amount,
      reference: { type: 'game_round', id: key },
    });
    const win = (who: typeof rich, key: string, amount: number): TransferRequest => ({
      key: `${tag}:${key}`,
      kind: 'win',
      from: who.house,
      to: who.main,
      amount,
    });
    const groups: TransferRequest[][] = [
      [bet(rich, 'r1', 1_000)],
      [bet(poor, 'p1', 100)], // insufficient funds
      [bet(rich, 'r2', 2_000), win(rich, 'r2-win', 500)],
      [bet(other, 'used', 20)], // the key was used for another amount
      [bet(other, 'o1', 300), bet(other, 'declined', 1)], // its second transfer's key was declined: none of the group
      [bet(rich, 'r3', 3_000)],
      [bet(poor, 'p2', 40)], // the poor player's other bet still goes through
      [bet(rich, 'r1', 1_000)], // the same key twice at once: posted once, answered twice
      [{ key: `${tag}:route`, kind: 'deposit', from: rich.main, to: rich.house, amount: 1 }], // no such route
      [{ key: `${tag}:owner`, kind: 'bonus_conversion', from: rich.bonus, to: other.main, amount: 1 }], // two players
    ];
    const keys = groups.flat().map((request) => request.key);
    const before = await transferCount(currency);

    // One tick: the first call finds nothing in flight, the others join it in the same statement.
    const first = await Promise.allSettled(groups.map((group) => wallet.transfers(suite.db, group)));

    const reasons = first.map((result) => (result.status === 'rejected' ? (result.reason as Error).constructor : 'ok'));
    expect(reasons).toEqual([
      'ok',
      InsufficientFundsError,
      'ok',
      KeyReusedError,
      PaymentDeclinedError,
      'ok',
      'ok',
      'ok',
      InvalidTransferError,
      InvalidTransferError,
    ]);
    const refusal = (index: number) => (first[index] as PromiseRejectedResult).reason as Error;
    expect(refusal(1)).toMatchObject({ accountId: poor.main.id, available: 50, requested: 100 });
    expect(refusal(8).message).toBe('No such route: deposit from main to house');
    expect(refusal(9).message).toBe('No such route: bonus_conversion from bonus to main');
    const answered = first.map((result) => (result.status === 'fulfilled' ? result.value : null));
    expect(answered[0]!.map((transfer) => transfer.replayed)).toEqual([false]);
    expect(answered[2]!.map((transfer) => transfer.replayed)).toEqual([false, false]);
    expect(answered[7]![0]).toMatchObject({ id: answered[0]![0]!.id, replayed: true });
    // The balances each transfer reports follow the order of the groups.
    expect(answered[0]![0]!.fromBalanceAfter).toBe(9_000);
    expect(answered[2]![0]!.fromBalanceAfter).toBe(7_000);
    expect(answered[2]![1]!.toBalanceAfter).toBe(7_500);
    expect(answered[5]![0]!.fromBalanceAfter).toBe(4_500);
    expect(answered[6]![0]!.fromBalanceAfter).toBe(10);

    // Posted: r1, r2, r2-win, r3, p2, once each and in one transaction; nothing of the refused groups.
    const written = await writers(keys);
    const posted = ['r1', 'r2', 'r2-win', 'r3', 'p2'].map((key) => `${tag}:${key}`);
    expect([...written.keys()].sort()).toEqual([...posted, `${tag}:used`].sort());
    const single = ['r1', 'r3', 'p2'].map((key) => `${tag}:${key}`);
    expect(new Set(single.map((key) => written.get(key))).size).toBe(1);
    const started = await writers(posted, 'started');
    expect(new Set(posted.map((key) => started.get(key))).size).toBe(1);
    expect(await transferCount(currency)).toBe(before + posted.length);
    expect(await wallet.balances(suite.db, rich.playerId, currency)).toMatchObject({ main: 4_500 });
    expect(await wallet.balances(suite.db, other.playerId, currency)).toMatchObject({ main: 4_990 });
    expect(await wallet.balances(suite.db, poor.playerId, currency)).toMatchObject({ main: 10 });

    // The same batch again: every posted group is answered as first made, the refusals again, nothing new.
    const again = await Promise.allSettled(groups.map((group) => wallet.transfers(suite.db, group)));
    expect(again.map((result) => (result.status === 'rejected' ? (result.reason as Error).constructor : 'ok'))).toEqual(reasons);
    for (const index of [0, 2, 5, 6, 7]) {
      const replayed = (again[index] as PromiseFulfilledResult<Awaited<ReturnType<typeof wallet.transfers>>>).value;
      expect(replayed.map((transfer) => [transfer.id, transfer.replayed])).toEqual(answered[index]!.map((transfer) => [transfer.id, true]));
    }
    expect(await transferCount(currency)).toBe(before + posted.length);
    expect(await writers(keys)).toEqual(written);
    await expectReconciled(currency);
  });

  it('answers a group that fails with an error (not a refusal) alone: the others of its batch still post', async () => {
    const currency = freshCurrency();
    const a = await fundedPlayer(1_000, currency);
    const b = await fundedPlayer(1_000, currency);
    const tag = `gc-error-${a.playerId}`;
    const results = await Promise.allSettled([
      wallet.transfer(suite.db, { key: `${tag}:a`, kind: 'bet', from: a.main, to: a.house, amount: 100 }),
      // A reference type over 64 characters breaks a CHECK constraint: the whole statement fails.
      wallet.transfer(suite.db, {
        key: `${tag}:bad`,
        kind: 'bet',
        from: b.main,
        to: b.house,
        amount: 100,
        reference: { type: 'x'.repeat(65), id: 1 },
      }),
      wallet.transfer(suite.db, { key: `${tag}:b`, kind: 'bet', from: b.main, to: b.house, amount: 200 }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect([...(await writers([`${tag}:a`, `${tag}:bad`, `${tag}:b`])).keys()].sort()).toEqual([`${tag}:a`, `${tag}:b`]);
    expect((await wallet.balances(suite.db, b.playerId, currency)).main).toBe(800);
    await expectReconciled(currency);
  });

  it('sends a lone call at once and batches of at most maxBatch groups', async () => {
    const currency = freshCurrency();
    const small = createWallet({ maxBatch: 3, lanes: 1 });
    const players = await Promise.all(Array.from({ length: 7 }, () => fundedPlayer(1_000, currency)));
    const tag = `gc-max-${players[0]!.playerId}`;
    const bets = players.map(async (who, index) => {
      const main = await small.accounts.player(suite.db, who.playerId, 'main', currency);
      const house = await small.accounts.house(suite.db, currency, who.playerId);
      return { key: `${tag}:${index}`, kind: 'bet' as const, from: main, to: house, amount: 10 };
    });
    const requests = await Promise.all(bets);
    await Promise.all(requests.map((request) => small.transfer(suite.db, request)));
    const written = await writers(requests.map((request) => request.key));
    // Seven groups in one tick: 3 + 3 + 1, in order.
    const xids = requests.map((request) => written.get(request.key));
    expect(new Set(xids).size).toBe(3);
    expect(new Set(xids.slice(0, 3)).size).toBe(1);
    expect(new Set(xids.slice(3, 6)).size).toBe(1);
    await expectReconciled(currency);
  });

  it('runs the batches of several instances over the same house shards and crossing players at once, without a deadlock', async () => {
    const currency = freshCurrency();
    const instances = Array.from({ length: 4 }, () => createWallet());
    const players = await Promise.all(Array.from({ length: 12 }, () => fundedPlayer(100_000, currency)));
    const tag = `gc-instances-${players[0]!.playerId}`;
    const calls: Array<Promise<unknown>> = [];
    for (let round = 0; round < 10; round += 1) {
      instances.forEach((instance, which) => {
        // Each instance takes the players in another order, so its batches lock them in another order of groups.
        const order = which % 2 === 0 ? players : [...players].reverse();
        order.forEach((who, index) => {
          const key = `${tag}:${round}:${which}:${index}`;
          const spin: TransferRequest[] = [
            { key: `${key}:bet`, kind: 'bet', from: who.main, to: who.house, amount: 100 },
            ...(index % 3 === 0 ? [{ key: `${key}:win`, kind: 'win' as const, from: who.house, to: who.bonus, amount: 50 }] : []),
          ];
          calls.push(instance.transfers(suite.db, spin));
        });
      });
    }
    const results = await Promise.allSettled(calls);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(await transferCount(currency)).toBe(12 + 10 * 4 * 12 + 10 * 4 * 4);
    await expectReconciled(currency);
  });
});
