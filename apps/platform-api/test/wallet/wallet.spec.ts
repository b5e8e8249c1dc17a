import { sql } from 'kysely';
import {
  AlreadyReversedError,
  AlreadyTransferredError,
  HoldAlreadySettledError,
  InsufficientFundsError,
  InvalidTransferError,
  KeyReusedError,
  NotReversibleError,
  PaymentDeclinedError,
  WalletError,
} from '../../src/wallet';
import { freshCurrency, freshPlayerId, walletTargets } from './wallet-databases';
import { walletSuite } from './wallet-suite';

describe.each(walletTargets)('wallet on $name', (target) => {
  const suite = walletSuite(target);
  const { wallet, player: fundedPlayer } = suite;

  const transferCount = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from ledger_transfers`.execute(suite.db)).rows[0]!.n);

  async function expectSound(currency: string) {
    expect(await wallet.audit(suite.db, currency)).toEqual({ unbalancedCurrencies: [], cacheMismatches: [], negativeAccounts: [] });
  }

  describe('transfers', () => {
    it('moves money from one account to the other and reports both balances after it', async () => {
      const { currency, playerId, main, house } = await fundedPlayer(10_000);
      const bet = await wallet.transfer(suite.db, {
        key: `bet-${playerId}`,
        kind: 'bet',
        from: main,
        to: house,
        amount: 2_500,
        reference: { type: 'game_round', id: 7 },
      });
      expect(bet).toMatchObject({ kind: 'bet', amount: 2_500, currency, fromBalanceAfter: 7_500, toBalanceAfter: 2_500, replayed: false });
      expect(bet.reference).toEqual({ type: 'game_round', id: '7' });
      expect(await wallet.balances(suite.db, playerId, currency)).toEqual({
        currency,
        main: 7_500,
        bonus: 0,
        bettingBonus: 0,
        pendingWithdrawal: 0,
      });
      expect(await wallet.balance(suite.db, house)).toBe(2_500);
      await expectSound(currency);
    });

    it('answers a retry with the same key and request with the first transfer, and moves nothing', async () => {
      const { currency, playerId, main, house } = await fundedPlayer(10_000);
      const request = { key: `bet-${playerId}`, kind: 'bet' as const, from: main, to: house, amount: 1_000 };
      const first = await wallet.transfer(suite.db, request);
      const before = await transferCount();
      const retry = await wallet.transfer(suite.db, request);
      expect(retry).toEqual({ ...first, replayed: true });
      expect(await transferCount()).toBe(before);
      expect((await wallet.balances(suite.db, playerId, currency)).main).toBe(9_000);
    });

    it.each<[string, { amount?: number; kind?: 'bonus_forfeit'; reference?: { type: string; id: number } }]>([
      ['another amount', { amount: 999 }],
      ['another kind', { kind: 'bonus_forfeit' }],
      ['another reference', { reference: { type: 'game_round', id: 1 } }],
    ])('refuses the same key for %s, and writes nothing', async (_, change) => {
      const { currency, playerId, main, house } = await fundedPlayer(10_000);
      const bonus = await wallet.accounts.player(suite.db, playerId, 'bonus', currency);
      await wallet.transfer(suite.db, { key: `grant-${playerId}`, kind: 'bonus_grant', from: house, to: bonus, amount: 1_000 });
      const request = { key: `k-${playerId}`, kind: 'bet' as const, from: main, to: house, amount: 1_000 };
      await wallet.transfer(suite.db, request);
      const before = await transferCount();
      const reused = { ...request, ...change, ...(change.kind ? { from: bonus } : {}) };
      const refusal = wallet.transfer(suite.db, reused);
      await expect(refusal).rejects.toBeInstanceOf(KeyReusedError);
      await expect(refusal).rejects.toMatchObject({ type: 'InvalidRequest', reason: 'idempotency_key_reused' });
      expect(await transferCount()).toBe(before);
    });

    it('refuses to take a player below zero with UserNeedDeposit, writes nothing, and leaves the transaction usable', async () => {
      const { currency, playerId, main, house } = await fundedPlayer(1_000);
      const before = await transferCount();
      const after = await suite.db.transaction().execute(async (trx) => {
        const refusal = await wallet
          .transfer(trx, { key: `big-${playerId}`, kind: 'bet', from: main, to: house, amount: 1_001 })
          .catch((error: unknown) => error);
        expect(refusal).toBeInstanceOf(InsufficientFundsError);
        expect(refusal).toMatchObject({ type: 'UserNeedDeposit', available: 1_000, requested: 1_001 });
        // The caller's transaction goes on: a smaller bet in it commits.
        return wallet.transfer(trx, { key: `small-${playerId}`, kind: 'bet', from: main, to: house, amount: 1_000 });
      });
      expect(after.fromBalanceAfter).toBe(0);
      expect(await transferCount()).toBe(before + 1);
      // The refused key was not used up: the same key may carry a request that fits later.
      await expect(
        wallet.transfer(suite.db, { key: `big-${playerId}`, kind: 'bet', from: main, to: house, amount: 1 }),
      ).rejects.toBeInstanceOf(InsufficientFundsError);
      await expectSound(currency);
    });

    it('rolls back with the caller: a transfer in a transaction that fails leaves no trace', async () => {
      const { currency, playerId, main, house } = await fundedPlayer(5_000);
      const before = await transferCount();
      await expect(
        suite.db.transaction().execute(async (trx) => {
          await wallet.transfer(trx, { key: `rolled-${playerId}`, kind: 'bet', from: main, to: house, amount: 2_000 });
          throw new Error('the spin failed after the bet');
        }),
      ).rejects.toThrow('the spin failed after the bet');
      expect(await transferCount()).toBe(before);
      expect((await wallet.balances(suite.db, playerId, currency)).main).toBe(5_000);
      // The key is free again: the retry plays.
      expect(
        (await wallet.transfer(suite.db, { key: `rolled-${playerId}`, kind: 'bet', from: main, to: house, amount: 2_000 })).replayed,
      ).toBe(false);
    });

    it('forgets an account opened in a transaction that rolled back', async () => {
      const currency = freshCurrency();
      const playerId = freshPlayerId();
      const clearing = await wallet.accounts.clearing(suite.db, 'testpay', currency);
      await expect(
        suite.db.transaction().execute(async (trx) => {
          await wallet.accounts.player(trx, playerId, 'main', currency);
          await wallet.accounts.player(trx, playerId, 'main', currency);
          throw new Error('registration failed');
        }),
      ).rejects.toThrow('registration failed');
      const main = await wallet.accounts.player(suite.db, playerId, 'main', currency);
      await wallet.transfer(suite.db, { key: `after-rollback-${playerId}`, kind: 'deposit', from: clearing, to: main, amount: 10 });
      expect((await wallet.balances(suite.db, playerId, currency)).main).toBe(10);
    });

    it.each(['', 'k'.repeat(256)])('refuses an idempotency key of %p characters', async (key) => {
      const { main, house } = await fundedPlayer(10_000);
      await expect(wallet.transfer(suite.db, { key, kind: 'bet', from: main, to: house, amount: 1 })).rejects.toBeInstanceOf(
        InvalidTransferError,
      );
    });

    it.each([0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1e16])('refuses an amount of %p', async (amount) => {
      const { playerId, main, house } = await fundedPlayer(10_000);
      await expect(
        wallet.transfer(suite.db, { key: `odd-${playerId}`, kind: 'bet', from: main, to: house, amount }),
      ).rejects.toBeInstanceOf(InvalidTransferError);
    });

    it("refuses transfers outside their kind's route, between players and across currencies", async () => {
      const a = await fundedPlayer(10_000);
      const b = await fundedPlayer(10_000);
      const bOther = await wallet.accounts.player(suite.db, b.playerId, 'main', a.currency);
      const cases = [
        { kind: 'deposit' as const, from: a.clearing, to: a.house },
        { kind: 'bet' as const, from: a.clearing, to: a.house },
        { kind: 'win' as const, from: a.house, to: a.clearing },
        { kind: 'bonus_conversion' as const, from: a.main, to: a.main },
        { kind: 'cashback_payout' as const, from: a.main, to: a.house },
        { kind: 'cashback_payout' as const, from: a.house, to: a.clearing },
        { kind: 'deposit' as const, from: a.clearing, to: b.main },
      ];
      for (const [index, route] of cases.entries())
        await expect(wallet.transfer(suite.db, { key: `route-${a.playerId}-${index}`, amount: 10, ...route })).rejects.toBeInstanceOf(
          InvalidTransferError,
        );
      // Two players: a's main to b's main is no route at all.
      await expect(
        wallet.transfer(suite.db, { key: `p2p-${a.playerId}`, kind: 'bonus_conversion', from: a.main, to: bOther, amount: 10 }),
      ).rejects.toBeInstanceOf(InvalidTransferError);
      await expect(
        wallet.transfer(suite.db, { key: `fx-${a.playerId}`, kind: 'deposit', from: a.clearing, to: b.main, amount: 10 }),
      ).rejects.toThrow(/convert/);
      await expectSound(a.currency);
    });

    it('opens each account once, and never in fun money', async () => {
      const currency = freshCurrency();
      const playerId = freshPlayerId();
      const [first, second] = await Promise.all([
        wallet.accounts.player(suite.db, playerId, 'main', currency),
        wallet.accounts.player(suite.db, playerId, 'main', currency),
      ]);
      expect(first.id).toBe(second.id);
      await expect(wallet.accounts.player(suite.db, playerId, 'main', 'FUN')).rejects.toBeInstanceOf(InvalidTransferError);
      await expect(
        sql`insert into ledger_accounts (kind, player_id, currency) values ('main', ${playerId}, 'FUN')`.execute(suite.db),
      ).rejects.toThrow();
    });
  });

  describe('several transfers in one call', () => {
    it("posts a spin's bet and win in order and reports the balances after each", async () => {
      const { currency, playerId, main, house } = await fundedPlayer(1_000);
      const reference = { type: 'game_round', id: 9 };
      // The win pays the player more than the balance had before the bet: the order is kept.
      const [bet, win] = await wallet.transfers(suite.db, [
        { key: `batch-bet-${playerId}`, kind: 'bet', from: main, to: house, amount: 1_000, reference },
        { key: `batch-win-${playerId}`, kind: 'win', from: house, to: main, amount: 2_500, reference },
      ]);
      expect(bet).toMatchObject({
        kind: 'bet',
        fromBalanceAfter: 0,
        toBalanceAfter: 1_000,
        replayed: false,
        reference: { type: 'game_round', id: '9' },
      });
      expect(win).toMatchObject({ kind: 'win', fromBalanceAfter: -1_500, toBalanceAfter: 2_500, replayed: false });
      expect((await wallet.balances(suite.db, playerId, currency)).main).toBe(2_500);
      await expectSound(currency);
    });

    it('answers a retry with the first transfers, replayed, and moves nothing; a changed request is refused', async () => {
      const { currency, playerId, main, house } = await fundedPlayer(10_000);
      const requests = [
        { key: `retry-bet-${playerId}`, kind: 'bet' as const, from: main, to: house, amount: 500 },
        { key: `retry-win-${playerId}`, kind: 'win' as const, from: house, to: main, amount: 200 },
      ];
      const first = await wallet.transfers(suite.db, requests);
      const before = await transferCount();
      expect(await wallet.transfers(suite.db, requests)).toEqual(first.map((transfer) => ({ ...transfer, replayed: true })));
      // The bet made alone earlier is replayed inside a batch that also posts the win.
      await expect(wallet.transfers(suite.db, [requests[0]!, { ...requests[1]!, amount: 300 }])).rejects.toBeInstanceOf(KeyReusedError);
      expect(await transferCount()).toBe(before);
      expect((await wallet.balances(suite.db, playerId, currency)).main).toBe(9_700);
    });

    it("writes none of them when any is refused, and leaves the caller's transaction usable", async () => {
      const { currency, playerId, main, house } = await fundedPlayer(1_000);
      const bonus = await wallet.accounts.player(suite.db, playerId, 'bonus', currency);
      const before = await transferCount();
      const after = await suite.db.transaction().execute(async (trx) => {
        // The first bet fits; the second (from an empty bonus balance) does not: neither is kept.
        const refusal = await wallet
          .transfers(trx, [
            { key: `part-bet-${playerId}`, kind: 'bet', from: main, to: house, amount: 600 },
            { key: `part-bonus-bet-${playerId}`, kind: 'bet', from: bonus, to: house, amount: 1 },
          ])
          .catch((error: unknown) => error);
        expect(refusal).toBeInstanceOf(InsufficientFundsError);
        expect(refusal).toMatchObject({ available: 0, requested: 1 });
        expect(await wallet.balance(trx, main)).toBe(1_000);
        return wallet.transfers(trx, [{ key: `part-bet-${playerId}`, kind: 'bet', from: main, to: house, amount: 1_000 }]);
      });
      expect(after[0]!.fromBalanceAfter).toBe(0);
      expect(await transferCount()).toBe(before + 1);
      // Given the plain database the batch is its own transaction: a refusal there leaves nothing either.
      await expect(
        wallet.transfers(suite.db, [
          { key: `own-win-${playerId}`, kind: 'win', from: house, to: main, amount: 50 },
          { key: `own-bet-${playerId}`, kind: 'bet', from: main, to: house, amount: 51 },
        ]),
      ).rejects.toBeInstanceOf(InsufficientFundsError);
      expect(await transferCount()).toBe(before + 1);
      await expectSound(currency);
    });

    it('refuses what a single transfer refuses: a declined key, a kind with its own call, a bad amount, two currencies', async () => {
      const a = await fundedPlayer(10_000);
      const b = await fundedPlayer(10_000);
      await wallet.decline(suite.db, `declined-${a.playerId}`, 'card_declined');
      const bet = { key: `ok-${a.playerId}`, kind: 'bet' as const, from: a.main, to: a.house, amount: 10 };
      const before = await transferCount();
      await expect(
        wallet.transfers(suite.db, [bet, { key: `declined-${a.playerId}`, kind: 'deposit', from: a.clearing, to: a.main, amount: 10 }]),
      ).rejects.toBeInstanceOf(PaymentDeclinedError);
      await expect(
        wallet.transfers(suite.db, [bet, { key: `rev-${a.playerId}`, kind: 'reversal' as 'bet', from: a.house, to: a.main, amount: 10 }]),
      ).rejects.toBeInstanceOf(InvalidTransferError);
      await expect(wallet.transfers(suite.db, [bet, { ...bet, key: `zero-${a.playerId}`, amount: 0 }])).rejects.toBeInstanceOf(
        InvalidTransferError,
      );
      await expect(wallet.transfers(suite.db, [bet, { ...bet, key: `fx-${a.playerId}`, to: b.house }])).rejects.toThrow(/convert/);
      expect(await transferCount()).toBe(before);
      expect(await wallet.transfers(suite.db, [])).toEqual([]);
    });
  });

  describe('reversals', () => {
    it('moves a bet back once; the reversal names the bet; a second reversal is refused', async () => {
      const { currency, playerId, main, house } = await fundedPlayer(10_000);
      const bet = await wallet.transfer(suite.db, {
        key: `bet-${playerId}`,
        kind: 'bet',
        from: main,
        to: house,
        amount: 3_000,
        reference: { type: 'game_round', id: 9 },
      });
      const reversal = await wallet.reverse(suite.db, { key: `rev-${playerId}`, of: { id: bet.id } });
      expect(reversal).toMatchObject({
        kind: 'reversal',
        reversesTransferId: bet.id,
        fromAccountId: house.id,
        toAccountId: main.id,
        amount: 3_000,
      });
      expect(reversal.reference).toEqual({ type: 'game_round', id: '9' });
      expect((await wallet.balances(suite.db, playerId, currency)).main).toBe(10_000);
      expect(await wallet.reverse(suite.db, { key: `rev-${playerId}`, of: { key: `bet-${playerId}` } })).toEqual({
        ...reversal,
        replayed: true,
      });
      await expect(wallet.reverse(suite.db, { key: `rev2-${playerId}`, of: { id: bet.id } })).rejects.toBeInstanceOf(AlreadyReversedError);
      await expect(wallet.reverse(suite.db, { key: `revrev-${playerId}`, of: { id: reversal.id } })).rejects.toBeInstanceOf(
        NotReversibleError,
      );
      await expectSound(currency);
    });

    it('refuses to reverse a win the player has already spent', async () => {
      const { currency, playerId, main, house } = await fundedPlayer(1_000);
      const win = await wallet.transfer(suite.db, { key: `win-${playerId}`, kind: 'win', from: house, to: main, amount: 5_000 });
      await wallet.transfer(suite.db, { key: `bet-${playerId}`, kind: 'bet', from: main, to: house, amount: 5_500 });
      await expect(wallet.reverse(suite.db, { key: `rev-${playerId}`, of: { id: win.id } })).rejects.toBeInstanceOf(InsufficientFundsError);
      expect((await wallet.balances(suite.db, playerId, currency)).main).toBe(500);
    });

    it('answers an unknown transfer with a clear refusal', async () => {
      await expect(wallet.reverse(suite.db, { key: 'rev-unknown', of: { key: 'no-such-transfer' } })).rejects.toMatchObject({
        reason: 'transfer_not_found',
      });
    });
  });

  describe('withdrawal holds', () => {
    it('holds, then pays out to the provider once; a late release is refused', async () => {
      const { currency, playerId, clearing } = await fundedPlayer(10_000);
      const hold = await wallet.holds.place(suite.db, {
        key: `w1-hold-${playerId}`,
        playerId,
        currency,
        amount: 4_000,
        reference: { type: 'withdrawal', id: 1 },
      });
      expect(await wallet.balances(suite.db, playerId, currency)).toMatchObject({ main: 6_000, pendingWithdrawal: 4_000 });
      const payout = await wallet.holds.payout(suite.db, { key: `w1-payout-${playerId}`, hold: { key: hold.key }, provider: 'testpay' });
      expect(payout).toMatchObject({ kind: 'withdrawal_payout', settlesTransferId: hold.id, toAccountId: clearing.id, amount: 4_000 });
      expect(await wallet.balances(suite.db, playerId, currency)).toMatchObject({ main: 6_000, pendingWithdrawal: 0 });
      // A duplicated payout callback replays; a release after the payout moves nothing.
      expect(
        (await wallet.holds.payout(suite.db, { key: `w1-payout-${playerId}`, hold: { id: hold.id }, provider: 'testpay' })).replayed,
      ).toBe(true);
      await expect(wallet.holds.release(suite.db, { key: `w1-release-${playerId}`, hold: { id: hold.id } })).rejects.toBeInstanceOf(
        HoldAlreadySettledError,
      );
      expect(await wallet.balances(suite.db, playerId, currency)).toMatchObject({ main: 6_000, pendingWithdrawal: 0 });
      await expectSound(currency);
    });

    it('releases a cancelled withdrawal back to the main balance; a late payout is refused', async () => {
      const { currency, playerId } = await fundedPlayer(10_000);
      const hold = await wallet.holds.place(suite.db, { key: `w2-hold-${playerId}`, playerId, currency, amount: 10_000 });
      await wallet.holds.release(suite.db, { key: `w2-cancel-${playerId}`, hold: { id: hold.id } });
      expect(await wallet.balances(suite.db, playerId, currency)).toMatchObject({ main: 10_000, pendingWithdrawal: 0 });
      await expect(
        wallet.holds.payout(suite.db, { key: `w2-payout-${playerId}`, hold: { id: hold.id }, provider: 'testpay' }),
      ).rejects.toBeInstanceOf(HoldAlreadySettledError);
      await expect(wallet.reverse(suite.db, { key: `w2-rev-${playerId}`, of: { id: hold.id } })).rejects.toBeInstanceOf(NotReversibleError);
      await expectSound(currency);
    });

    it('refuses a hold larger than the main balance', async () => {
      const { currency, playerId } = await fundedPlayer(100);
      await expect(wallet.holds.place(suite.db, { key: `w3-hold-${playerId}`, playerId, currency, amount: 101 })).rejects.toBeInstanceOf(
        InsufficientFundsError,
      );
    });
  });

  describe('declined payments', () => {
    it('never moves money for a declined key, however late the success callback comes', async () => {
      const { currency, playerId, main, clearing } = await fundedPlayer(0);
      const key = `dep-${playerId}`;
      expect(await wallet.decline(suite.db, key, 'declined by the provider')).toEqual({
        key,
        reason: 'declined by the provider',
        replayed: false,
      });
      expect((await wallet.decline(suite.db, key, 'again')).replayed).toBe(true);
      const late = wallet.transfer(suite.db, { key, kind: 'deposit', from: clearing, to: main, amount: 5_000 });
      await expect(late).rejects.toBeInstanceOf(PaymentDeclinedError);
      await expect(late).rejects.toMatchObject({ type: 'BillingTransactionDeclined' });
      expect((await wallet.balances(suite.db, playerId, currency)).main).toBe(0);
    });

    it('refuses to decline a payment whose money already moved', async () => {
      const { playerId, main, clearing } = await fundedPlayer(0);
      const key = `dep-${playerId}`;
      const deposit = await wallet.transfer(suite.db, { key, kind: 'deposit', from: clearing, to: main, amount: 5_000 });
      const refusal = await wallet.decline(suite.db, key, 'late failure').catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(AlreadyTransferredError);
      expect(refusal).toMatchObject({ transferId: deposit.id });
    });
  });

  describe('what the schema itself refuses', () => {
    it('keeps balances written only by transfers, and transfers append-only', async () => {
      const { playerId, main, house } = await fundedPlayer(1_000);
      const bet = await wallet.transfer(suite.db, { key: `bet-${playerId}`, kind: 'bet', from: main, to: house, amount: 100 });
      await expect(sql`update ledger_accounts set balance = balance + 1000000 where id = ${main.id}`.execute(suite.db)).rejects.toThrow(
        /only through transfers/,
      );
      await expect(sql`update ledger_accounts set currency = 'EUR' where id = ${main.id}`.execute(suite.db)).rejects.toThrow(
        /never changes/,
      );
      await expect(sql`update ledger_transfers set amount = 1 where id = ${bet.id}`.execute(suite.db)).rejects.toThrow(/append-only/);
      await expect(sql`delete from ledger_transfers where id = ${bet.id}`.execute(suite.db)).rejects.toThrow(/append-only/);
    });

    async function rawTransfer(values: {
      key: string;
      kind: string;
      debit: number;
      credit: number;
      amount: number;
      currency: string;
      reverses?: number;
    }) {
      await sql`insert into ledger_transfers (idempotency_key, kind, debit_account_id, credit_account_id, amount, currency, reverses_transfer_id)
        values (${values.key}, ${values.kind}, ${values.debit}, ${values.credit}, ${values.amount}, ${values.currency}, ${values.reverses ?? null})`.execute(
        suite.db,
      );
    }

    it('refuses what code could get wrong: overdraft, a reused key, a second reversal, a currency mix, a zero amount', async () => {
      const { currency, playerId, main, house } = await fundedPlayer(1_000);
      const other = await fundedPlayer(1_000);
      await expect(
        rawTransfer({ key: `raw-over-${playerId}`, kind: 'bet', debit: main.id, credit: house.id, amount: 1_001, currency }),
      ).rejects.toThrow(/ledger_accounts_non_negative/);
      await rawTransfer({ key: `raw-ok-${playerId}`, kind: 'bet', debit: main.id, credit: house.id, amount: 10, currency });
      await expect(
        rawTransfer({ key: `raw-ok-${playerId}`, kind: 'bet', debit: main.id, credit: house.id, amount: 10, currency }),
      ).rejects.toThrow(/ledger_transfers_key/);
      const bet = await wallet.find(suite.db, { key: `raw-ok-${playerId}` });
      await rawTransfer({
        key: `raw-rev-${playerId}`,
        kind: 'reversal',
        debit: house.id,
        credit: main.id,
        amount: 10,
        currency,
        reverses: bet!.id,
      });
      await expect(
        rawTransfer({
          key: `raw-rev2-${playerId}`,
          kind: 'reversal',
          debit: house.id,
          credit: main.id,
          amount: 10,
          currency,
          reverses: bet!.id,
        }),
      ).rejects.toThrow(/ledger_transfers_reversed_once/);
      await expect(
        rawTransfer({
          key: `raw-bad-rev-${playerId}`,
          kind: 'reversal',
          debit: house.id,
          credit: main.id,
          amount: 5,
          currency,
          reverses: bet!.id,
        }),
      ).rejects.toThrow(/mirrors/);
      await expect(
        rawTransfer({
          key: `raw-rev3-${playerId}`,
          kind: 'win',
          debit: house.id,
          credit: main.id,
          amount: 10,
          currency,
          reverses: bet!.id,
        }),
      ).rejects.toThrow(/ledger_transfers_reversal/);
      await expect(
        rawTransfer({ key: `raw-fx-${playerId}`, kind: 'bet', debit: main.id, credit: other.house.id, amount: 10, currency }),
      ).rejects.toThrow(/ledger_transfers_credit_currency/);
      await expect(
        rawTransfer({ key: `raw-zero-${playerId}`, kind: 'bet', debit: main.id, credit: house.id, amount: 0, currency }),
      ).rejects.toThrow(/amount_check/);
      await wallet.decline(suite.db, `raw-declined-${playerId}`, 'failed');
      await expect(
        rawTransfer({ key: `raw-declined-${playerId}`, kind: 'bet', debit: main.id, credit: house.id, amount: 1, currency }),
      ).rejects.toThrow(/declined payment/);
      await expectSound(currency);
    });

    it('sums every currency to zero in one query', async () => {
      const { currency } = await fundedPlayer(12_345);
      const sums = await sql<{
        currency: string;
        sum: string;
      }>`select currency, sum(balance) as sum from ledger_accounts group by currency`.execute(suite.db);
      expect(sums.rows.find((row) => row.currency === currency)).toBeDefined();
      expect(sums.rows.filter((row) => Number(row.sum) !== 0)).toEqual([]);
      expect(await wallet.audit(suite.db)).toEqual({ unbalancedCurrencies: [], cacheMismatches: [], negativeAccounts: [] });
    });
  });

  it('reports every refusal as a catalogue error with a reason', async () => {
    const { playerId, main, house } = await fundedPlayer(0);
    const error = await wallet
      .transfer(suite.db, { key: `e-${playerId}`, kind: 'bet', from: main, to: house, amount: 1 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WalletError);
    expect((error as WalletError).toBody()).toMatchObject({ type: 'UserNeedDepositException', code: 'insufficient_funds' });
  });
});
