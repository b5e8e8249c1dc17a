import fc from 'fast-check';
import { ApiError } from '@nfx/errors';
import { createBonusEngine } from '../../src/bonus/services/bonus-engine';
import { createCampaigns } from '../../src/bonus/services/campaigns';
import { createCashbacks } from '../../src/bonus/services/cashbacks';
import { isBonusIsolated } from '../../src/casino/services/slot/bonus-isolation';
import { postRoundMoney } from '../../src/casino/services/slot/round-money';
import { stakeSources } from '../../src/casino/services/slot/stake-sources';
import type { Db } from '../../src/db/database';
import { api } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { expectBalancedLedger, setBonusIsolation } from './bonus-helpers';

/**
 * Random sequences of deposits (with and without offers, delivered twice), bets and wins on games
 * that count fully or a tenth, promo-code grants (a free-spin one among them, its spins' rounds
 * delivered once or twice), activation, deactivation, removal, expiry,
 * withdrawals (forfeiture) and cashback runs with payouts asked twice, run against the real
 * engine and ledger (the consumers' and jobs' code, and the slot's stake rule and round transfers,
 * called directly so the test decides the order and the wins), once with
 * `is_bonus_isolation_enabled` off and once on. After every run: the ledger is balanced; every
 * round was paid by the balances the setting allows (isolation off: main money first and the bonus
 * balance the rest; on: one balance per round, the bonus only when main cannot pay); the bonus
 * account is empty whenever no casino bonus is active and holds what the active one was given, won
 * and not staked; the main balance is what the player put in, won with main money, converted and
 * got back; no bonus or cashback moved money twice.
 */
const RUNS = Number(process.env['BONUS_MODEL_RUNS'] ?? 20);

type Step =
  | { type: 'deposit'; amount: number; offer: 0 | 1 | 2; twice: boolean }
  | { type: 'bet'; stake: number | 'main'; win: number; table: boolean }
  | { type: 'promo'; code: 'WELCOME10' | 'QUICK1' | 'FREEBET5' | 'SPINS2' }
  | { type: 'freeSpin'; win: number; twice: boolean }
  | { type: 'activate' | 'deactivate' | 'remove' | 'expire'; pick: number }
  | { type: 'withdraw' }
  | { type: 'cashback' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    type: fc.constant('deposit' as const),
    amount: fc.integer({ min: 500, max: 6_000 }),
    offer: fc.constantFrom(0, 1, 2) as fc.Arbitrary<0 | 1 | 2>,
    twice: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('bet' as const),
    stake: fc.integer({ min: 1, max: 700 }),
    win: fc.integer({ min: 0, max: 1_000 }),
    table: fc.boolean(),
  }),
  fc.record({ type: fc.constant('bet' as const), stake: fc.integer({ min: 1, max: 700 }), win: fc.constant(0), table: fc.constant(false) }),
  // Staking the whole main balance and losing it leaves the bonus balance to pay the next stakes.
  { arbitrary: fc.constant({ type: 'bet' as const, stake: 'main' as const, win: 0, table: false }), weight: 2 },
  {
    arbitrary: fc.record({
      type: fc.constant('bet' as const),
      stake: fc.integer({ min: 50, max: 400 }),
      win: fc.integer({ min: 0, max: 2_000 }),
      table: fc.constant(false),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('promo' as const),
      code: fc.constantFrom('WELCOME10' as const, 'QUICK1' as const, 'FREEBET5' as const),
    }),
    weight: 2,
  },
  fc.record({ type: fc.constantFrom('activate' as const, 'deactivate' as const, 'remove' as const, 'expire' as const), pick: fc.nat(10) }),
  { arbitrary: fc.constant({ type: 'promo' as const, code: 'SPINS2' as const }), weight: 2 },
  // A spin of an active free-spin bonus's pack, its round.played delivered once or twice.
  {
    arbitrary: fc.record({ type: fc.constant('freeSpin' as const), win: fc.integer({ min: 0, max: 500 }), twice: fc.boolean() }),
    weight: 4,
  },
  fc.constant({ type: 'withdraw' as const }),
  fc.constant({ type: 'cashback' as const }),
);

describe.each([false, true])('bonus engine model, is_bonus_isolation_enabled %s', (isolated) => {
  let testApp: TestApp;
  let slotGame: number;
  let tableGame: number;
  const db = () => testApp.database.db;

  beforeAll(async () => {
    testApp = await createTestApp({ jobWorkers: false });
    await db()
      .insertInto('bonus_campaigns')
      .values({
        id: 901,
        kind: 'no_deposit',
        wallet: 'casino',
        title: 'Quick',
        promo_code: 'QUICK1',
        fixed_amount: 100,
        wagering_multiplier: 2,
        max_stake: 500,
        contributions: JSON.stringify({ default: 100, roulette: 10 }),
      })
      .execute();
    await db()
      .updateTable('bonus_campaigns')
      .set({ contributions: JSON.stringify({ default: 100, roulette: 10 }) })
      .execute();
    const games = async (category: string) =>
      (await api(testApp.app, 'GET', 'games/get', { query: { options: JSON.stringify({ category, count: 1 }) } })).body.payload
        .items[0] as {
        id: number;
        sysname: string;
      };
    const slot = await games('slots');
    slotGame = slot.id;
    tableGame = (await games('roulette')).id;
    await db()
      .insertInto('bonus_campaigns')
      .values({
        id: 902,
        kind: 'free_spins',
        wallet: 'casino',
        title: 'Two spins',
        promo_code: 'SPINS2',
        free_spin_game: slot.sysname,
        free_spin_count: 2,
        free_spin_stake: 10,
        wagering_multiplier: 2,
      })
      .execute();
    await setBonusIsolation(testApp.app, isolated);
  }, 240_000);
  afterAll(() => testApp.close());

  it('keeps the ledger balanced and never pays a bonus or a cashback twice', async () => {
    const { app } = testApp;
    const isExcluded = app.playerProtection.isExcluded;
    const engine = createBonusEngine({ wallet: app.wallet, events: app.events, isExcluded });
    const campaigns = createCampaigns(engine, isExcluded);
    const cashbacks = createCashbacks({ wallet: app.wallet, isExcluded });
    let deposits = 0;
    let rounds = 0;
    let players = 0;
    const tolerated = async (work: (trx: Db) => Promise<unknown>) => {
      try {
        await db().transaction().execute(work);
      } catch (error) {
        // Refusals (not available, another active, already used…) are answers, not failures.
        if (!(error instanceof ApiError)) throw error;
      }
    };

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (steps) => {
        // An account row, not a registration: shrinking runs hundreds of cases, past the sign-up rate limit.
        players += 1;
        const { id } = await db()
          .insertInto('accounts')
          .values({ login: `bonus-model-${isolated}-${players}-${Date.now()}`, currency: 'EUR', locale: 'en' })
          .returning('id')
          .executeTakeFirstOrThrow();
        const bonusIds = async () =>
          (await db().selectFrom('player_bonuses').select('id').where('account_id', '=', id).orderBy('id').execute()).map((row) => row.id);
        let put = 0;
        let bonusFlow = 0;
        for (const current of steps) {
          switch (current.type) {
            case 'deposit': {
              deposits += 1;
              const depositId = 1_000_000 + deposits;
              await db()
                .transaction()
                .execute(async (trx) => {
                  await app.wallet.transfer(trx, {
                    key: `model-deposit:${depositId}`,
                    kind: 'deposit',
                    from: await app.wallet.accounts.clearing(trx, 'model', 'EUR'),
                    to: await app.wallet.accounts.player(trx, id, 'main', 'EUR'),
                    amount: current.amount,
                  });
                });
              put += current.amount;
              const event = {
                accountId: id,
                depositId,
                amount: current.amount,
                currency: 'EUR',
                ...(current.offer ? { campaignOfferId: current.offer } : {}),
              };
              for (let delivery = 0; delivery < (current.twice ? 2 : 1); delivery += 1)
                await db()
                  .transaction()
                  .execute((trx) => campaigns.onDeposit(trx, event));
              break;
            }
            case 'bet': {
              rounds += 1;
              const roundId = 5_000_000 + rounds;
              await db()
                .transaction()
                .execute(async (trx: Db) => {
                  const accounts = {
                    main: await app.wallet.accounts.player(trx, id, 'main', 'EUR'),
                    bonus: await app.wallet.accounts.player(trx, id, 'bonus', 'EUR'),
                    house: await app.wallet.accounts.house(trx, 'EUR', id),
                  };
                  const before = {
                    main: await app.wallet.balance(trx, accounts.main),
                    bonus: await app.wallet.balance(trx, accounts.bonus),
                  };
                  const stake = current.stake === 'main' ? before.main : current.stake;
                  if (stake === 0) return;
                  const sources = stakeSources(stake, before, await isBonusIsolated(trx));
                  if (!sources) {
                    // Refused only when the allowed balances cannot pay.
                    expect(isolated ? before.main < stake && before.bonus < stake : before.main + before.bonus < stake).toBe(true);
                    return;
                  }
                  if (sources.fromBonus > 0) {
                    expect(before.main).toBeLessThan(stake);
                    expect(sources).toEqual(
                      isolated ? { fromMain: 0, fromBonus: stake } : { fromMain: before.main, fromBonus: stake - before.main },
                    );
                  }
                  const { wins } = await postRoundMoney(trx, app.wallet, {
                    key: `model-round:${roundId}`,
                    accounts,
                    sources,
                    win: current.win,
                  });
                  // What the round.played consumer does: cashback counts the real money, wagering the whole stake.
                  await engine.wager(trx, {
                    accountId: id,
                    gameId: current.table ? tableGame : slotGame,
                    stake,
                    currency: 'EUR',
                    play: { stake: sources.fromMain, win: wins.fromMain, at: new Date() },
                  });
                  put += wins.fromMain - sources.fromMain;
                  bonusFlow += wins.fromBonus - sources.fromBonus;
                });
              break;
            }
            case 'promo':
              await tolerated((trx) => campaigns.activatePromoCode(trx, id, 'EUR', current.code));
              break;
            case 'activate':
            case 'deactivate':
            case 'remove':
            case 'expire': {
              const ids = await bonusIds();
              if (ids.length === 0) break;
              const bonusId = ids[current.pick % ids.length]!;
              if (current.type === 'expire') {
                await db()
                  .updateTable('player_bonuses')
                  .set({ expires_at: new Date(Date.now() - 1) })
                  .where('id', '=', bonusId)
                  .execute();
                await engine.expireDue(db());
              } else if (current.type === 'deactivate') await tolerated((trx) => engine.deactivate(trx, id, bonusId));
              else {
                const { wallet } = await db()
                  .selectFrom('player_bonuses')
                  .select('wallet')
                  .where('id', '=', bonusId)
                  .executeTakeFirstOrThrow();
                await tolerated((trx) =>
                  current.type === 'activate' ? engine.activate(trx, id, bonusId, wallet) : engine.remove(trx, id, bonusId, wallet),
                );
              }
              break;
            }
            case 'freeSpin': {
              const running = await db()
                .selectFrom('player_bonuses')
                .selectAll()
                .where('account_id', '=', id)
                .where('campaign_id', '=', 902)
                .where('status', '=', 'active')
                .executeTakeFirst();
              if (!running || running.free_spins_left === 0) break;
              rounds += 1;
              const spin = { accountId: id, bonusId: running.id, roundId: 5_000_000 + rounds, win: current.win, currency: 'EUR' };
              for (let delivery = 0; delivery < (current.twice ? 2 : 1); delivery += 1)
                await db()
                  .transaction()
                  .execute((trx) => engine.creditFreeSpin(trx, { ...spin, left: running.free_spins_left - 1 }));
              break;
            }
            case 'withdraw':
              await db()
                .transaction()
                .execute((trx) => engine.forfeitAll(trx, id));
              break;
            case 'cashback': {
              await cashbacks.computeDue(db(), new Date(Date.now() + 86_400_000));
              const open = await db()
                .selectFrom('cashbacks')
                .select('id')
                .where('account_id', '=', id)
                .where('status', '=', 'active')
                .execute();
              for (const { id: cashbackId } of [...open, ...open])
                await db()
                  .transaction()
                  .execute((trx) => cashbacks.payout(trx, id, cashbackId));
              break;
            }
          }
        }

        await expectBalancedLedger(app);
        const bonuses = await db().selectFrom('player_bonuses').selectAll().where('account_id', '=', id).execute();
        const transfers = await db()
          .selectFrom('ledger_transfers')
          .select(['idempotency_key', 'kind', 'amount'])
          .where((eb) => eb.or([eb('idempotency_key', 'like', 'bonus:%'), eb('idempotency_key', 'like', 'cashback:%')]))
          .execute();
        const byKey = new Map(transfers.map((transfer) => [transfer.idempotency_key, Number(transfer.amount)]));
        // One bonus per campaign and source: a deposit delivered twice granted once.
        expect(new Set(bonuses.map((bonus) => `${bonus.campaign_id}/${bonus.source}`)).size).toBe(bonuses.length);
        let converted = 0;
        let settled = 0;
        let grantedTotal = 0;
        for (const bonus of bonuses) {
          // A free-spin bonus is given nothing at first; each winning spin credits it once (a round delivered twice, once).
          const spinWins = transfers
            .filter((transfer) => transfer.idempotency_key.startsWith(`bonus:${bonus.id}:free-spin:`))
            .reduce((sum, transfer) => sum + Number(transfer.amount), 0);
          const granted = byKey.get(`bonus:${bonus.id}:grant`);
          if (bonus.campaign_id === 902) expect([granted, spinWins]).toEqual([undefined, Number(bonus.amount)]);
          const conversion = byKey.get(`bonus:${bonus.id}:conversion`);
          const forfeit = byKey.get(`bonus:${bonus.id}:forfeit`);
          // Paid out or taken back, never both, and only once it ended.
          expect(conversion !== undefined && forfeit !== undefined).toBe(false);
          if (bonus.status === 'available') expect([granted, conversion, forfeit]).toEqual([undefined, undefined, undefined]);
          if (bonus.status === 'active')
            expect([(granted ?? 0) + spinWins, conversion, forfeit]).toEqual([Number(bonus.amount), undefined, undefined]);
          if (bonus.status === 'completed') expect(forfeit).toBeUndefined();
          if (['expired', 'forfeited', 'cancelled'].includes(bonus.status)) expect(conversion).toBeUndefined();
          if (granted !== undefined) expect(granted).toBe(Number(bonus.amount));
          if (conversion !== undefined && bonus.wallet === 'casino') converted += conversion;
          if (bonus.wallet === 'casino') {
            grantedTotal += (granted ?? 0) + spinWins;
            settled += (conversion ?? 0) + (forfeit ?? 0);
          }
        }
        const cashbackRows = await db().selectFrom('cashbacks').selectAll().where('account_id', '=', id).execute();
        let cashedBack = 0;
        for (const cashback of cashbackRows) {
          const paid = byKey.get(`cashback:${cashback.id}:payout`);
          expect(paid).toBe(cashback.status === 'paid_out' ? Number(cashback.amount) : undefined);
          cashedBack += paid ?? 0;
        }
        const active = (wallet: string) =>
          bonuses
            .filter((bonus) => bonus.wallet === wallet && bonus.status === 'active')
            .reduce((sum, bonus) => sum + Number(bonus.amount), 0);
        const balances = await app.wallet.balances(db(), id, 'EUR');
        // The casino bonus account holds the active bonus's money, with what staking it won or lost, and nothing once none is active.
        expect(balances.bonus).toBe(grantedTotal + bonusFlow - settled);
        if (!bonuses.some((bonus) => bonus.wallet === 'casino' && bonus.status === 'active')) expect(balances.bonus).toBe(0);
        expect(balances.bettingBonus).toBe(active('betting'));
        expect(balances.main).toBe(put + converted + cashedBack);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
