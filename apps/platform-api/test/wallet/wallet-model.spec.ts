import fc from 'fast-check';
import type { Db } from '../../src/db/database';
import {
  AlreadyReversedError,
  AlreadyTransferredError,
  HoldAlreadySettledError,
  InsufficientFundsError,
  PaymentDeclinedError,
  type Transfer,
  WalletError,
} from '../../src/wallet';
import { freshCurrency, freshPlayerId, walletTargets } from './wallet-databases';
import { walletSuite } from './wallet-suite';

/**
 * Model-based property test of the wallet. Each run makes a small casino in a currency of its own:
 * players, deposits, withdrawals and spins, and throws at the wallet, in waves of concurrent calls
 * in an order fast-check picks, everything a cashier and a slot would: deposit callbacks
 * (duplicated, success racing decline), withdrawal requests, payout and decline callbacks and
 * player cancellations (duplicated, some before their hold exists), spins (bet and win in one
 * transaction or in one `transfers` call, some retried) and reversals (some repeated with the same key, some with another).
 *
 * An in-memory model applies the effect of every call the wallet accepted. After the run:
 * - each outcome is one the rules allow (the first final answer of a payment wins, a hold settles
 *   once, a refusal for funds reports a balance the account really had and that was too small…);
 * - the ledger holds exactly the transfers the accepted calls made, and every balance equals the
 *   model's; each account's history replays to its recorded balances; the currency sums to zero;
 * - replaying every callback again returns the first answers and moves nothing.
 */

const PROVIDER = 'modelpay';
const NUM_RUNS = Number(process.env['WALLET_MODEL_RUNS'] ?? 80);

type Event =
  | { type: 'depositCallback'; deposit: number; outcome: 'success' | 'decline' }
  | { type: 'withdrawalRequest'; withdrawal: number }
  | { type: 'withdrawalCallback'; withdrawal: number; outcome: 'paid' | 'declined' | 'cancelled' }
  | { type: 'spin'; spin: number; batched: boolean }
  | { type: 'reversal'; spin: number; part: 'bet' | 'win'; attempt: number }
  /** Both of a spin's transfers reversed in one `reversals` call (the same keys as the single reversals of that attempt). */
  | { type: 'reversals'; spin: number; attempt: number };

interface Scenario {
  players: number;
  deposits: ReadonlyArray<{ player: number; amount: number }>;
  withdrawals: ReadonlyArray<{ player: number; amount: number }>;
  spins: ReadonlyArray<{ player: number; stake: number; win: number }>;
  /** Events by wave: a wave's events run at once, waves one after the other. */
  waves: Event[][];
}

const amount = (min: number, max: number) => fc.integer({ min, max });
const wave = (first: number, last: number) => fc.integer({ min: first, max: last });
/** Mostly after the money it needs has had a wave to arrive, sometimes early. */
const laterWave = fc.oneof({ arbitrary: wave(1, 2), weight: 4 }, { arbitrary: fc.constant(0), weight: 1 });
const player = fc.nat(2);

/** Each payment and spin with the calls made about it, each in a wave: callbacks may come early, late or twice. */
const depositArbitrary = fc.record({
  player,
  amount: amount(500, 5_000),
  callbacks: fc
    .array(fc.record({ outcome: fc.constantFrom('success' as const, 'success' as const, 'decline' as const), wave: wave(0, 2) }), {
      minLength: 1,
      maxLength: 3,
    })
    // The provider's first answer comes in the first wave; duplicates and contradictions whenever.
    .map(([first, ...rest]) => [{ ...first!, wave: 0 }, ...rest]),
});
const withdrawalArbitrary = fc.record({
  player,
  amount: amount(1, 3_000),
  requests: fc.array(laterWave, { minLength: 1, maxLength: 2 }),
  callbacks: fc.array(
    fc.record({ outcome: fc.constantFrom('paid' as const, 'declined' as const, 'cancelled' as const), wave: laterWave }),
    {
      maxLength: 3,
    },
  ),
});
const spinArbitrary = fc.record({
  player,
  stake: amount(1, 1_000),
  win: fc.oneof(fc.constant(0), amount(1, 3_000)),
  // A play is the slot's transaction of separate calls, or one `transfers` call (bet and win in one statement).
  plays: fc.array(fc.record({ wave: laterWave, batched: fc.boolean() }), { minLength: 1, maxLength: 2 }),
  reversals: fc.array(fc.record({ part: fc.constantFrom('bet' as const, 'win' as const), attempt: fc.nat(1), wave: laterWave }), {
    maxLength: 2,
  }),
  together: fc.array(fc.record({ attempt: fc.nat(1), wave: laterWave }), { maxLength: 1 }),
});

const scenarioArbitrary: fc.Arbitrary<Scenario> = fc
  .record({
    players: fc.integer({ min: 1, max: 3 }),
    deposits: fc.array(depositArbitrary, { minLength: 1, maxLength: 4 }),
    withdrawals: fc.array(withdrawalArbitrary, { maxLength: 3 }),
    spins: fc.array(spinArbitrary, { maxLength: 5 }),
  })
  .map((base) => {
    const waves: Event[][] = [[], [], []];
    base.deposits.forEach(({ callbacks }, deposit) =>
      callbacks.forEach(({ outcome, wave: at }) => waves[at]!.push({ type: 'depositCallback', deposit, outcome })),
    );
    base.withdrawals.forEach(({ requests, callbacks }, withdrawal) => {
      requests.forEach((at) => waves[at]!.push({ type: 'withdrawalRequest', withdrawal }));
      callbacks.forEach(({ outcome, wave: at }) => waves[at]!.push({ type: 'withdrawalCallback', withdrawal, outcome }));
    });
    base.spins.forEach(({ plays, reversals, together }, spin) => {
      plays.forEach(({ wave: at, batched }) => waves[at]!.push({ type: 'spin', spin, batched }));
      reversals.forEach(({ part, attempt, wave: at }) => waves[at]!.push({ type: 'reversal', spin, part, attempt }));
      together.forEach(({ attempt, wave: at }) => waves[at]!.push({ type: 'reversals', spin, attempt }));
    });
    return { players: base.players, deposits: base.deposits, withdrawals: base.withdrawals, spins: base.spins, waves };
  });

/** What one call answered: the transfer(s) it returned or the refusal. */
type Outcome = { ok: true; transfers: Transfer[]; declined?: boolean } | { ok: false; error: Error };

describe.each(walletTargets)('wallet model on $name', (target) => {
  const suite = walletSuite(target);
  const { wallet } = suite;

  it('reconciles exactly with the model after random concurrent interleavings', async () => {
    const { db } = suite;
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), scenarioArbitrary, async (scheduler, scenario) => {
        const currency = freshCurrency();
        const playerIds = Array.from({ length: 3 }, () => freshPlayerId());
        const playerOf = (index: number) => playerIds[index % scenario.players]!;
        const keyOf = {
          deposit: (index: number) => `${currency}:deposit:${index}`,
          hold: (index: number) => `${currency}:withdrawal:${index}:hold`,
          settle: (index: number, outcome: string) => `${currency}:withdrawal:${index}:${outcome}`,
          bet: (index: number) => `${currency}:round:${index}:bet`,
          win: (index: number) => `${currency}:round:${index}:win`,
          reversal: (index: number, part: string, attempt: number) => `${currency}:round:${index}:${part}:reversal:${attempt}`,
        };
        const clearing = await wallet.accounts.clearing(db, PROVIDER, currency);

        async function perform(event: Event): Promise<Outcome> {
          try {
            switch (event.type) {
              case 'depositCallback': {
                const deposit = scenario.deposits[event.deposit]!;
                const key = keyOf.deposit(event.deposit);
                if (event.outcome === 'decline') {
                  await wallet.decline(db, key, 'declined by the provider');
                  return { ok: true, transfers: [], declined: true };
                }
                const main = await wallet.accounts.player(db, playerOf(deposit.player), 'main', currency);
                return {
                  ok: true,
                  transfers: [await wallet.transfer(db, { key, kind: 'deposit', from: clearing, to: main, amount: deposit.amount })],
                };
              }
              case 'withdrawalRequest': {
                const withdrawal = scenario.withdrawals[event.withdrawal]!;
                const hold = await wallet.holds.place(db, {
                  key: keyOf.hold(event.withdrawal),
                  playerId: playerOf(withdrawal.player),
                  currency,
                  amount: withdrawal.amount,
                });
                return { ok: true, transfers: [hold] };
              }
              case 'withdrawalCallback': {
                const hold = { key: keyOf.hold(event.withdrawal) };
                const key = keyOf.settle(event.withdrawal, event.outcome);
                const transfer =
                  event.outcome === 'paid'
                    ? await wallet.holds.payout(db, { key, hold, provider: PROVIDER })
                    : await wallet.holds.release(db, { key, hold });
                return { ok: true, transfers: [transfer] };
              }
              case 'spin': {
                const spin = scenario.spins[event.spin]!;
                const playerId = playerOf(spin.player);
                const spinTransfers = async (handle: Db) => {
                  const main = await wallet.accounts.player(handle, playerId, 'main', currency);
                  const house = await wallet.accounts.house(handle, currency, playerId);
                  const reference = { type: 'game_round', id: `${currency}-${event.spin}` };
                  const bet = { key: keyOf.bet(event.spin), kind: 'bet' as const, from: main, to: house, amount: spin.stake, reference };
                  const win = { key: keyOf.win(event.spin), kind: 'win' as const, from: house, to: main, amount: spin.win, reference };
                  return spin.win === 0 ? [bet] : [bet, win];
                };
                if (event.batched) return { ok: true, transfers: await wallet.transfers(db, await spinTransfers(db)) };
                const transfers = await db.transaction().execute(async (trx) => {
                  const made: Transfer[] = [];
                  for (const request of await spinTransfers(trx)) made.push(await wallet.transfer(trx, request));
                  return made;
                });
                return { ok: true, transfers };
              }
              case 'reversal': {
                const of = { key: event.part === 'bet' ? keyOf.bet(event.spin) : keyOf.win(event.spin) };
                return {
                  ok: true,
                  transfers: [await wallet.reverse(db, { key: keyOf.reversal(event.spin, event.part, event.attempt), of })],
                };
              }
              case 'reversals': {
                const parts = scenario.spins[event.spin]!.win === 0 ? (['bet'] as const) : (['bet', 'win'] as const);
                const requests = parts.map((part) => ({
                  key: keyOf.reversal(event.spin, part, event.attempt),
                  of: { key: part === 'bet' ? keyOf.bet(event.spin) : keyOf.win(event.spin) },
                }));
                return { ok: true, transfers: await wallet.reversals(db, requests) };
              }
            }
          } catch (error) {
            if (!(error instanceof WalletError)) throw error;
            return { ok: false, error };
          }
        }

        const log: Array<{ event: Event; outcome: Outcome }> = [];
        for (const wave of scenario.waves) {
          const running = wave.map((event) =>
            scheduler
              .schedule(Promise.resolve(event))
              .then(async (scheduled) => log.push({ event: scheduled, outcome: await perform(scheduled) })),
          );
          await scheduler.waitIdle();
          await Promise.all(running);
        }

        // ---- The model: the effect of every transfer the wallet accepted, once per key. ----
        const accepted = new Map<string, Transfer>();
        for (const { outcome } of log) if (outcome.ok) for (const transfer of outcome.transfers) accepted.set(transfer.key, transfer);
        const model = new Map<string, number>();
        const add = (account: string, delta: number) => model.set(account, (model.get(account) ?? 0) + delta);
        const label = (index: number, kind: string) => `player${playerOf(index)}:${kind}`;
        scenario.deposits.forEach((deposit, index) => {
          if (!accepted.has(keyOf.deposit(index))) return;
          add(label(deposit.player, 'main'), deposit.amount);
          add('clearing', -deposit.amount);
        });
        scenario.withdrawals.forEach((withdrawal, index) => {
          if (!accepted.has(keyOf.hold(index))) return;
          add(label(withdrawal.player, 'main'), -withdrawal.amount);
          add(label(withdrawal.player, 'pending_withdrawal'), withdrawal.amount);
          const settlements = ['paid', 'declined', 'cancelled'].filter((outcome) => accepted.has(keyOf.settle(index, outcome)));
          expect(settlements.length).toBeLessThanOrEqual(1);
          if (settlements.length === 0) return;
          add(label(withdrawal.player, 'pending_withdrawal'), -withdrawal.amount);
          if (settlements[0] === 'paid') add('clearing', withdrawal.amount);
          else add(label(withdrawal.player, 'main'), withdrawal.amount);
        });
        scenario.spins.forEach((spin, index) => {
          const parts = [
            { part: 'bet', key: keyOf.bet(index), toPlayer: -spin.stake },
            { part: 'win', key: keyOf.win(index), toPlayer: spin.win },
          ];
          for (const { part, key, toPlayer } of parts) {
            if (!accepted.has(key)) continue;
            add(label(spin.player, 'main'), toPlayer);
            add('house', -toPlayer);
            const reversals = [0, 1].filter((attempt) => accepted.has(keyOf.reversal(index, part, attempt)));
            expect(reversals.length).toBeLessThanOrEqual(1);
            if (reversals.length === 1) {
              add(label(spin.player, 'main'), -toPlayer);
              add('house', toPlayer);
            }
          }
          // A spin is one transaction: its win never exists without its bet.
          if (accepted.has(keyOf.win(index))) expect(accepted.has(keyOf.bet(index))).toBe(true);
        });

        // ---- The ledger as it is. ----
        const accounts = await db
          .selectFrom('ledger_accounts')
          .select(['id', 'kind', 'player_id', 'balance', 'may_go_negative'])
          .where('currency', '=', currency)
          .execute();
        const accountLabel = (row: (typeof accounts)[number]) =>
          row.player_id !== null ? `player${Number(row.player_id)}:${row.kind}` : row.kind === 'payment_clearing' ? 'clearing' : row.kind;
        const ledger = new Map<string, number>();
        for (const row of accounts) ledger.set(accountLabel(row), (ledger.get(accountLabel(row)) ?? 0) + Number(row.balance));
        const nonZero = (balances: Map<string, number>) => Object.fromEntries([...balances].filter(([, value]) => value !== 0).sort());
        expect(nonZero(ledger)).toEqual(nonZero(model));

        const transfers = await db
          .selectFrom('ledger_transfers')
          .select([
            'id',
            'idempotency_key',
            'amount',
            'debit_account_id',
            'credit_account_id',
            'debit_balance_after',
            'credit_balance_after',
          ])
          .where('currency', '=', currency)
          .orderBy('id')
          .execute();
        expect(transfers.map((row) => row.idempotency_key).sort()).toEqual([...accepted.keys()].sort());
        for (const row of transfers) expect(Number(row.amount)).toBe(accepted.get(row.idempotency_key)!.amount);

        // Each account's history, in the order the ledger applied it, replays to its recorded balances.
        const history = new Map<number, number[]>(accounts.map((row) => [Number(row.id), [0]]));
        const running = new Map<number, number>();
        for (const row of transfers) {
          for (const [id, delta, recorded] of [
            [Number(row.debit_account_id), -Number(row.amount), Number(row.debit_balance_after)],
            [Number(row.credit_account_id), Number(row.amount), Number(row.credit_balance_after)],
          ] as const) {
            const balance = (running.get(id) ?? 0) + delta;
            running.set(id, balance);
            expect(recorded).toBe(balance);
            history.get(id)!.push(balance);
          }
        }
        for (const row of accounts) if (!row.may_go_negative) expect(Math.min(...history.get(Number(row.id))!)).toBeGreaterThanOrEqual(0);
        expect(await wallet.audit(db, currency)).toEqual({ unbalancedCurrencies: [], cacheMismatches: [], negativeAccounts: [] });

        // ---- Every outcome is one the rules allow. ----
        for (const { event, outcome } of log) {
          if (outcome.ok) continue;
          const error = outcome.error;
          if (error instanceof InsufficientFundsError) {
            expect(['withdrawalRequest', 'spin', 'reversal', 'reversals']).toContain(event.type);
            expect(error.available).toBeLessThan(error.requested);
            // The balance the refusal saw is one the account really had (an account opened by the
            // refused call itself was rolled back with it, and had nothing). A `reversals` call
            // reverses the bet before the win, so its win's refusal may see the bet's stake back on
            // top of such a balance (and then rolled back with the rest of the call).
            const had = history.get(error.accountId) ?? [0];
            const before =
              event.type === 'reversals' ? [error.available, error.available - scenario.spins[event.spin]!.stake] : [error.available];
            expect(before.some((balance) => had.includes(balance))).toBe(true);
            continue;
          }
          switch (event.type) {
            case 'depositCallback':
              // The first final answer wins: a success after a decline, or a decline after a success, is refused.
              expect(error).toBeInstanceOf(event.outcome === 'success' ? PaymentDeclinedError : AlreadyTransferredError);
              expect(accepted.has(keyOf.deposit(event.deposit))).toBe(event.outcome === 'decline');
              break;
            case 'withdrawalCallback':
              expect(['transfer_not_found', 'hold_already_settled']).toContain((error as WalletError).reason);
              if (error instanceof HoldAlreadySettledError) expect(accepted.has(keyOf.settle(event.withdrawal, event.outcome))).toBe(false);
              break;
            case 'reversal':
              expect(['transfer_not_found', 'already_reversed']).toContain((error as WalletError).reason);
              if (error instanceof AlreadyReversedError)
                expect(accepted.has(keyOf.reversal(event.spin, event.part, event.attempt))).toBe(false);
              break;
            case 'reversals':
              // All or none: a refused call wrote neither reversal (the model counts each key once, above).
              expect(['transfer_not_found', 'already_reversed']).toContain((error as WalletError).reason);
              break;
            default:
              throw new Error(`${event.type} refused with ${error.message}`);
          }
        }
        const declinedDeposits = log.filter(({ event, outcome }) => event.type === 'depositCallback' && outcome.ok && outcome.declined);
        for (const { event } of declinedDeposits)
          if (event.type === 'depositCallback') expect(accepted.has(keyOf.deposit(event.deposit))).toBe(false);

        // ---- Providers replay their callbacks: the same answers, and no money moves. ----
        // A callback that came before its hold existed is left out: retried now, it would rightly settle the hold.
        const replayable = log.filter(
          ({ event, outcome }) =>
            (event.type === 'depositCallback' || event.type === 'withdrawalCallback') &&
            (outcome.ok || (outcome.error as WalletError).reason !== 'transfer_not_found'),
        );
        for (const { event, outcome } of replayable) {
          const again = await perform(event);
          if (outcome.ok) {
            expect(again.ok).toBe(true);
            if (again.ok)
              expect(again.transfers.map((transfer) => [transfer.id, transfer.replayed])).toEqual(
                outcome.transfers.map((transfer) => [transfer.id, true]),
              );
          } else {
            expect(again.ok).toBe(false);
            if (!again.ok) expect(again.error.constructor).toBe(outcome.error.constructor);
          }
        }
        const after = await db.selectFrom('ledger_accounts').select(['id', 'balance']).where('currency', '=', currency).execute();
        expect(Object.fromEntries(after.map((row) => [row.id, Number(row.balance)]))).toEqual(
          Object.fromEntries(accounts.map((row) => [row.id, Number(row.balance)])),
        );
      }),
      { numRuns: NUM_RUNS },
    );
  }, 120_000);
});
