import { decide, freeBetDecision } from '../../src/betting/services/bet-math';
import { placeBet } from '../../src/betting/services/placement';
import { publishResult } from '../../src/betting/services/results';
import { payoutKey, SettlementRefusedError, settleBet, settlePending, stakeKey } from '../../src/betting/services/settlement';
import type { Outcome } from '../../src/db/tables/betting';
import { registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { setPlayerBalance } from '../wallet/fund-player';
import { footballEvent } from './betting-helpers';
import { countRoundTrips } from './round-trips';

const onPostgres = process.env['TEST_DATABASE_URL'] ? it : it.skip;

/**
 * Settlement a page of bets at a time (`settlePending`): one pass settles wins, losses, voids and
 * free bets together as the rules say, in a number of round trips that does not grow with the page;
 * two runs at once settle each bet once; a run never waits for a bet another one holds; a bet whose
 * money the ledger refuses stays open without holding up, losing or doubling anyone else's.
 */
describe('betting settlement in pages', () => {
  let testApp: TestApp;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const players: number[] = [];
  let seed = 7_000;
  let keys = 0;
  let freeBetIds = 800_000;

  beforeAll(async () => {
    testApp = await createTestApp();
    for (let index = 0; index < 3; index += 1) {
      const { uid } = await registerPlayer(app());
      await setPlayerBalance(app().wallet, db(), uid, 'EUR', 1_000_000);
      players.push(uid);
    }
  }, 240_000);
  afterAll(() => testApp.close());

  const main = async (playerId: number) => (await app().wallet.balances(db(), playerId, 'EUR')).main;
  const mains = async () => Promise.all(players.map(main));

  /** A match of its own: its winner market's three selections and its total's two. */
  async function match() {
    const event = await footballEvent(db(), (seed += 1));
    return { home: event.pick('winner', 'home'), draw: event.pick('winner', 'draw'), over: event.pick('total', 'over') };
  }

  async function bet(playerId: number, selections: { id: number; price: number }[], stake: number, freeBetId?: number) {
    const slip = { selections, stake: (stake / 100).toFixed(2), accept_odds_changes: 1 as const, free_bet_id: freeBetId };
    return Number((await placeBet(db(), app(), playerId, slip, `settle-page-${(keys += 1)}`)).id);
  }

  /** A free bet of `amount` as the sportsbook learns of one, its money on the betting bonus balance (as the model test makes it). */
  async function freeBet(playerId: number, amount: number) {
    const bonusId = (freeBetIds += 1);
    const { wallet } = app();
    await db()
      .transaction()
      .execute(async (trx) => {
        await wallet.transfer(trx, {
          key: `page-free-bet:${bonusId}`,
          kind: 'bonus_grant',
          from: await wallet.accounts.house(trx, 'EUR', playerId),
          to: await wallet.accounts.player(trx, playerId, 'betting_bonus', 'EUR'),
          amount,
          reference: { type: 'bonus', id: bonusId },
        });
        await trx
          .insertInto('betting_free_bets')
          .values({
            bonus_id: bonusId,
            account_id: playerId,
            amount,
            currency: 'EUR',
            min_price: null,
            expires_at: new Date(Date.now() + 86_400_000),
            status: 'available',
          })
          .execute();
      });
    return bonusId;
  }

  const publish = (marketId: number, outcomes: Partial<Record<'home' | 'draw' | 'away' | 'over' | 'under', Outcome>>) =>
    db()
      .transaction()
      .execute((trx) => publishResult(trx, marketId, outcomes));

  const betRows = (ids: number[]) =>
    db().selectFrom('bets').select(['id', 'status', 'payout']).where('id', 'in', ids).orderBy('id').execute();
  const settledEvents = (ids: number[]) =>
    db()
      .selectFrom('domain_events')
      .select(['key', 'payload'])
      .where('type', '=', 'bet.settled')
      .where(
        'key',
        'in',
        ids.map((id) => String(id)),
      )
      .orderBy('id')
      .execute();
  const payoutTransfers = (ids: number[]) =>
    db()
      .selectFrom('ledger_transfers')
      .select(['idempotency_key', 'kind', 'amount', 'reverses_transfer_id', 'reference_id'])
      .where(
        'idempotency_key',
        'in',
        ids.map((id) => payoutKey(id)),
      )
      .execute()
      .then((rows) => rows.sort(byKey));
  const byKey = (x: { idempotency_key: string }, y: { idempotency_key: string }) =>
    x.idempotency_key < y.idempotency_key ? -1 : x.idempotency_key > y.idempotency_key ? 1 : 0;
  const expectSoundLedger = async () =>
    expect(await app().wallet.audit(db())).toEqual({ unbalancedCurrencies: [], cacheMismatches: [], negativeAccounts: [] });

  /** `count` singles on one match's home win, spread over the players, half of them winners when `home` wins. */
  async function singles(count: number) {
    const game = await match();
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const pick = index % 2 === 0 ? game.home : game.draw;
      ids.push(await bet(players[index % players.length]!, [{ id: pick.id, price: pick.price }], 100 + index));
    }
    return { game, ids };
  }

  it('settles a page of wins, losses, voids and free bets in one pass, each once, as the rules say', async () => {
    const [a, b, c] = [await match(), await match(), await match()];
    const [p0, p1, p2] = players as [number, number, number];
    const slip = (...picks: { id: number; price: number }[]) => picks.map(({ id, price }) => ({ id, price }));
    const placed = [
      { id: await bet(p0, slip(a.home), 250), freeBet: false },
      { id: await bet(p1, slip(a.draw), 300), freeBet: false },
      { id: await bet(p2, slip(b.home), 120), freeBet: false },
      { id: await bet(p0, slip(a.home, b.over), 400), freeBet: false },
      { id: await bet(p1, slip(a.home, c.home), 500), freeBet: false },
      { id: await bet(p2, slip(a.home), 500, await freeBet(p2, 500)), freeBet: true },
      { id: await bet(p0, slip(a.draw), 200, await freeBet(p0, 200)), freeBet: true },
      { id: await bet(p1, slip(b.home), 300, await freeBet(p1, 300)), freeBet: true },
    ];
    const legs: Record<number, { selection: number; price: number }[]> = {};
    for (const row of await db().selectFrom('bet_legs').select(['bet_id', 'selection_id', 'price']).execute())
      (legs[row.bet_id] ??= []).push({ selection: row.selection_id, price: row.price });
    const stakes = new Map(
      (await db().selectFrom('bets').select(['id', 'stake', 'account_id']).execute()).map((row) => [row.id, row] as const),
    );
    // a: home won. b: winner void (a trader's call), total over won. c: not decided yet.
    await publish(a.home.market_id, { home: 'won' });
    await publish(b.home.market_id, { home: 'void', draw: 'void', away: 'void' });
    await publish(b.over.market_id, { over: 'won' });
    const outcomes = new Map<number, Outcome>([
      [a.home.id, 'won'],
      [a.draw.id, 'lost'],
      [b.home.id, 'void'],
      [b.over.id, 'won'],
    ]);
    const before = await mains();

    const { result: settled, roundTrips } = await countRoundTrips(() => settlePending(db(), app()));

    // Every bet but the accumulator waiting on c settles: won, lost, void with the stake back, a
    // won accumulator, and free bets won (winnings only), lost and void (nothing paid here).
    const expected = placed.map(({ id, freeBet }) => {
      const legOutcomes = legs[id]!.map((leg) => ({ price: leg.price, outcome: outcomes.get(leg.selection) ?? null }));
      const stake = stakes.get(id)!.stake;
      return {
        id,
        freeBet,
        stake,
        accountId: stakes.get(id)!.account_id,
        decision: freeBet ? freeBetDecision(stake, legOutcomes) : decide(stake, legOutcomes),
      };
    });
    expect(expected.map(({ decision }) => decision.status)).toEqual(['won', 'lost', 'void', 'won', 'open', 'won', 'lost', 'void']);
    expect(settled).toBe(7);
    const ids = placed.map(({ id }) => id);
    expect(await betRows(ids)).toEqual(
      expected.map(({ id, decision }) => ({ id, status: decision.status, payout: decision.status === 'open' ? null : decision.payout })),
    );
    // One bet.settled per settled bet, with the payload one bet at a time always recorded.
    expect(await settledEvents(ids)).toEqual(
      expected
        .filter(({ decision }) => decision.status !== 'open')
        .map(({ id, freeBet, stake, accountId, decision }) => ({
          key: String(id),
          payload: {
            accountId,
            betId: id,
            status: decision.status,
            stake,
            payout: decision.status === 'open' ? 0 : decision.payout,
            currency: 'EUR',
            ...(freeBet ? { freeBetId: expect.any(Number) } : {}),
          },
        })),
    );
    // The money: wins as `win` transfers, the paid void as the reversal of its stake transfer; a free bet's void moves nothing.
    const stakeTransfer = await db()
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', '=', stakeKey(placed[2]!.id))
      .executeTakeFirstOrThrow();
    expect(await payoutTransfers(ids)).toEqual(
      expected
        .filter(({ freeBet, decision }) => decision.status !== 'open' && decision.payout > 0 && !(freeBet && decision.status === 'void'))
        .map(({ id, decision }) => ({
          idempotency_key: payoutKey(id),
          kind: decision.status === 'void' ? 'reversal' : 'win',
          amount: decision.status === 'open' ? 0 : decision.payout,
          reverses_transfer_id: decision.status === 'void' ? stakeTransfer.id : null,
          reference_id: String(id),
        }))
        .sort(byKey),
    );
    const paidTo = (playerId: number) =>
      expected
        .filter(({ accountId, decision }) => accountId === playerId && decision.status !== 'open')
        .reduce(
          (sum, { freeBet, decision }) =>
            sum + (freeBet && decision.status === 'void' ? 0 : decision.status === 'open' ? 0 : decision.payout),
          0,
        );
    expect(await mains()).toEqual(before.map((balance, index) => balance + paidTo(players[index]!)));
    await expectSoundLedger();
    // One page: BEGIN, lock + copy + read, update, events, relay job, accounts locked (payouts and
    // reversals are two calls), payouts, the one void's reversal (find + post), COMMIT.
    expect(roundTrips).toBe(10);

    // Again: nothing is settled or paid twice; c's result settles the accumulator waiting on it.
    expect(await settlePending(db(), app())).toBe(0);
    await publish(c.home.market_id, { home: 'won' });
    expect(await settlePending(db(), app())).toBe(1);
    expect(await settledEvents(ids)).toHaveLength(8);
    const paidBets = expected.filter(
      ({ decision }) => decision.status !== 'lost' && !(decision.status === 'void' && decision.payout === 0),
    );
    expect((await payoutTransfers(ids)).map((transfer) => transfer.idempotency_key)).toEqual(
      paidBets
        .map(({ id }) => ({ idempotency_key: payoutKey(id) }))
        .sort(byKey)
        .map(({ idempotency_key }) => idempotency_key),
    );
    expect(paidBets).toHaveLength(5);
    await expectSoundLedger();
  });

  it('settles a page in the same number of round trips whatever its size', async () => {
    const runs = [];
    for (const size of [3, 30, 99, 100, 150]) {
      const { game, ids } = await singles(size);
      await publish(game.home.market_id, { home: 'won' });
      const { result, roundTrips } = await countRoundTrips(() => settlePending(db(), app(), [game.home.market_id]));
      expect(result).toBe(size);
      expect((await betRows(ids)).map((row) => row.status)).toEqual(ids.map((_, index) => (index % 2 === 0 ? 'won' : 'lost')));
      runs.push(roundTrips);
    }
    // A page: BEGIN, lock + copy + read, update, events, relay job, payouts, COMMIT. A full page
    // may have more behind it: the next page looks (BEGIN, an empty lock, COMMIT).
    expect(runs).toEqual([7, 7, 7, 7 + 3, 7 + 7]);
    await expectSoundLedger();
  });

  it('settles a page with voids paid with money in the same number of round trips whatever their number', async () => {
    const runs = [];
    for (const voids of [2, 10, 40]) {
      const { game, ids } = await singles(10);
      const voided = await match();
      const voidIds: number[] = [];
      for (let index = 0; index < voids; index += 1)
        voidIds.push(await bet(players[index % players.length]!, [{ id: voided.home.id, price: voided.home.price }], 200 + index));
      await publish(game.home.market_id, { home: 'won' });
      await publish(voided.home.market_id, { home: 'void', draw: 'void', away: 'void' });
      const before = await mains();
      const { result, roundTrips } = await countRoundTrips(() => settlePending(db(), app(), [game.home.market_id, voided.home.market_id]));
      expect(result).toBe(10 + voids);
      expect((await betRows(voidIds)).map((row) => [row.status, row.payout])).toEqual(voidIds.map((_, index) => ['void', 200 + index]));
      // Each void's stake back as the reversal of its stake transfer, once.
      const returned = (await payoutTransfers(voidIds)).filter((transfer) => transfer.kind === 'reversal');
      expect(returned).toHaveLength(voids);
      const won = (await betRows(ids)).filter((row) => row.status === 'won');
      const owner = new Map((await db().selectFrom('bets').select(['id', 'account_id']).execute()).map((row) => [row.id, row.account_id]));
      const paidTo = (playerId: number) =>
        [...won.map((row) => ({ id: row.id, amount: row.payout! })), ...voidIds.map((id, index) => ({ id, amount: 200 + index }))]
          .filter(({ id }) => owner.get(id) === playerId)
          .reduce((sum, { amount }) => sum + amount, 0);
      expect(await mains()).toEqual(before.map((balance, index) => balance + paidTo(players[index]!)));
      runs.push(roundTrips);
    }
    // BEGIN, lock + copy + read, update, events, relay job, accounts locked (payouts and reversals
    // are two calls), payouts, the reversals (the stake transfers found, then a savepoint, one
    // statement, its release), COMMIT.
    expect(runs).toEqual([12, 12, 12]);
    await expectSoundLedger();
  });

  it('settles each bet once when two runs go at once', async () => {
    const { game, ids } = await singles(250);
    const before = await mains();
    await publish(game.home.market_id, { home: 'won' });
    const [first, second] = await Promise.all([settlePending(db(), app()), settlePending(db(), app())]);
    expect(first + second).toBe(250);
    const rows = await betRows(ids);
    expect(rows.filter((row) => row.status === 'won')).toHaveLength(125);
    expect(rows.filter((row) => row.status === 'lost')).toHaveLength(125);
    expect(await settledEvents(ids)).toHaveLength(250);
    const transfers = await payoutTransfers(ids);
    expect(transfers).toHaveLength(125);
    const paid = new Map<number, number>();
    for (const row of await db().selectFrom('bets').select(['account_id', 'payout']).where('id', 'in', ids).execute())
      paid.set(row.account_id, (paid.get(row.account_id) ?? 0) + row.payout!);
    expect(await mains()).toEqual(before.map((balance, index) => balance + (paid.get(players[index]!) ?? 0)));
    expect(await Promise.all([settlePending(db(), app()), settlePending(db(), app())])).toEqual([0, 0]);
    await expectSoundLedger();
  });

  onPostgres('skips a bet another transaction holds instead of waiting, and settles it once that one is done', async () => {
    const { game, ids } = await singles(5);
    await publish(game.home.market_id, { home: 'won' });
    const held = ids[0]!;
    let whileHeld: number | 'waited' = 'waited';
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.selectFrom('bets').select('id').where('id', '=', held).forUpdate().execute();
        // The run must not wait for this transaction, which ends only after the run.
        const timeout = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 5_000));
        whileHeld = await Promise.race([settlePending(db(), app()), timeout]);
      });
    expect(whileHeld).toBe(4);
    expect((await betRows(ids)).map((row) => row.status)).toEqual(['open', 'lost', 'won', 'lost', 'won']);
    expect(await settlePending(db(), app())).toBe(1);
    expect(await settledEvents(ids)).toHaveLength(5);
    // A single bet's settlement (settleBet) still waits for its bet and finds it settled.
    expect(await settleBet(db(), app(), held)).toBe(false);
    await expectSoundLedger();
  });

  it('leaves a bet whose money the ledger refuses open, and settles the rest of its page once', async () => {
    const { game, ids } = await singles(6);
    const voided = await match();
    const [p0] = players as [number];
    const voidBet = await bet(p0, [{ id: voided.home.id, price: voided.home.price }], 700);
    // The first winner's payout key was used for something else, and the void bet's stake was
    // already given back (an operator's correction): the ledger refuses both.
    const poisoned = ids[0]!;
    const { wallet } = app();
    const poisonedPlayer = players[0]!;
    await wallet.transfer(db(), {
      key: payoutKey(poisoned),
      kind: 'win',
      from: await wallet.accounts.house(db(), 'EUR', poisonedPlayer),
      to: await wallet.accounts.player(db(), poisonedPlayer, 'main', 'EUR'),
      amount: 1,
    });
    await wallet.reverse(db(), { key: `operator-correction:${voidBet}`, of: { key: stakeKey(voidBet) } });
    await publish(game.home.market_id, { home: 'won' });
    await publish(voided.home.market_id, { home: 'void', draw: 'void', away: 'void' });
    const before = await mains();

    const run = settlePending(db(), app());
    await expect(run).rejects.toThrow(SettlementRefusedError);
    const error = (await run.catch((caught: unknown) => caught)) as SettlementRefusedError;
    expect(error.settled).toBe(5);
    expect(error.refused.map(({ betId, error: refusal }) => [betId, refusal.reason])).toEqual([
      [poisoned, 'idempotency_key_reused'],
      [voidBet, 'already_reversed'],
    ]);
    const rows = await betRows([...ids, voidBet]);
    expect(rows.map((row) => row.status)).toEqual(['open', 'lost', 'won', 'lost', 'won', 'lost', 'open']);
    expect(await settledEvents([poisoned, voidBet])).toEqual([]);
    expect(await settledEvents(ids.slice(1))).toHaveLength(5);
    // Still waiting for their results on their legs, so the next run tries them again.
    expect(await db().selectFrom('bet_legs').select('outcome').where('bet_id', 'in', [poisoned, voidBet]).execute()).toEqual([
      { outcome: null },
      { outcome: null },
    ]);
    const paid = rows.filter((row) => row.status === 'won').map((row) => ({ id: row.id, payout: row.payout! }));
    const owner = new Map((await db().selectFrom('bets').select(['id', 'account_id']).execute()).map((row) => [row.id, row.account_id]));
    expect(await mains()).toEqual(
      before.map(
        (balance, index) =>
          balance + paid.filter(({ id }) => owner.get(id) === players[index]).reduce((sum, { payout }) => sum + payout, 0),
      ),
    );
    // Tried again: refused again, nothing paid twice.
    await expect(settlePending(db(), app())).rejects.toMatchObject({ settled: 0, refused: [{ betId: poisoned }, { betId: voidBet }] });
    expect((await payoutTransfers([...ids, voidBet])).map((transfer) => transfer.idempotency_key)).toEqual(
      [poisoned, ...paid.map(({ id }) => id)]
        .map((id) => ({ idempotency_key: payoutKey(id) }))
        .sort(byKey)
        .map(({ idempotency_key }) => idempotency_key),
    );
    await expectSoundLedger();
    // Cleared up, so later tests' runs do not meet them.
    await db()
      .updateTable('bets')
      .set({ status: 'lost', payout: 0, settled_at: new Date() })
      .where('id', 'in', [poisoned, voidBet])
      .execute();
  });
});
