import { publishResult } from '../../src/betting/services/results';
import { settlePending } from '../../src/betting/services/settlement';
import { payoutOf } from '../../src/betting/services/bet-math';
import { api, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/test-database';
import { setPlayerBalance } from '../wallet/fund-player';
import { bonusRows, calls, expectBalancedLedger } from '../bonus/bonus-helpers';
import { footballEvent, freshKey, placeBet, type Player } from './betting-helpers';

/** Free bets of 5.00 at odds of 1.50 or more, and one that asks for 50.00 (campaign data, not constants). */
const FREE_BET = {
  id: 950,
  kind: 'free_bet' as const,
  wallet: 'betting' as const,
  title: 'Test free bet',
  promo_code: 'FBTEST',
  fixed_amount: 500,
  wagering_multiplier: 1,
  expiry_days: 7,
  free_bet_min_price: 150,
};
const LONG_SHOT = { ...FREE_BET, id: 951, title: 'Long-shot free bet', promo_code: 'FBLONG', free_bet_min_price: 5_000 };

/**
 * Free bets on the sportsbook through the API: a betting bonus pays a stake of its amount from the
 * betting bonus balance, every refusal, settlement without the stake (won, lost, void gives the
 * free bet back), the bonus engine completing it from `bet.placed`, and a replayed placement.
 */
describe('free bets', () => {
  let testApp: TestApp;
  let round = 100;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const balances = (player: Player) => app().wallet.balances(db(), player.uid, 'EUR');

  beforeAll(async () => {
    testApp = await createTestApp();
    await db().insertInto('bonus_campaigns').values([FREE_BET, LONG_SHOT]).execute();
  }, 240_000);
  afterAll(() => testApp.close());

  /** A player with 10.00 of their own and the code's free bet, once the sportsbook knows of it. */
  async function playerWithFreeBet(code = 'FBTEST') {
    const player = await registerPlayer(app());
    await setPlayerBalance(app().wallet, db(), player.uid, 'EUR', 10_00);
    const bonus = (await calls(app(), player, 'campaigns').post('activateOffer', { promo_code: code })).body.payload;
    expect(bonus).toMatchObject({ type: 'betting', kind: 'free_bet', status: 'active' });
    await waitFor(
      () => db().selectFrom('betting_free_bets').select('status').where('bonus_id', '=', bonus.id).execute(),
      (rows) => rows.length === 1,
    );
    return { player, bonusId: bonus.id as number };
  }

  /** A selection of a new match priced 1.50 or more, so the test free bet may pay it. */
  async function pricedSelection() {
    round += 1;
    const event = await footballEvent(db(), round);
    const selection = event.selections.find((candidate) => candidate.price >= 150)!;
    return { id: selection.id, price: selection.price, market_id: selection.market_id, code: selection.code };
  }

  const bonusStatus = async (bonusId: number) =>
    (await db().selectFrom('player_bonuses').select('status').where('id', '=', bonusId).executeTakeFirstOrThrow()).status;

  it('lists a free bet with its least price, and pays a stake of its amount from the betting bonus balance', async () => {
    const { player, bonusId } = await playerWithFreeBet();
    const listed = (await calls(app(), player, 'BettingBonuses').get('get', { status: 'active' })).body.payload.items;
    expect(listed).toEqual([expect.objectContaining({ id: bonusId, amount: { amount: 5, currency: 'EUR' }, min_price: 150 })]);
    const selection = await pricedSelection();
    const placed = await placeBet(app(), player, [{ id: selection.id, price: selection.price }], '5', { freeBetId: bonusId });
    expect(placed.body.payload).toMatchObject({
      stake: { amount: 5, currency: 'EUR' },
      free_bet_id: bonusId,
      // The stake is not returned: what it may pay is the winnings alone.
      potential_payout: { amount: (payoutOf(500, selection.price) - 500) / 100, currency: 'EUR' },
    });
    expect(await balances(player)).toMatchObject({ main: 10_00, bettingBonus: 0 });
    // The bonus engine hears of it from bet.placed and completes the bonus; nothing is left to convert.
    await waitFor(
      () => bonusStatus(bonusId),
      (status) => status === 'completed',
    );
    expect(await balances(player)).toMatchObject({ main: 10_00, bettingBonus: 0 });
    const history = (await api(app(), 'GET', 'betting/getbets', { cookie: player.cookie })).body.payload.items;
    expect(history[0]).toMatchObject({ id: placed.body.payload.id, free_bet_id: bonusId });
    await expectBalancedLedger(app());
  });

  it('places one bet for a replayed key and refuses the key with another slip', async () => {
    const { player, bonusId } = await playerWithFreeBet();
    const selection = await pricedSelection();
    const key = freshKey();
    const slip = [{ id: selection.id, price: selection.price }];
    const first = await placeBet(app(), player, slip, '5', { freeBetId: bonusId, key });
    const again = await placeBet(app(), player, slip, '5', { freeBetId: bonusId, key });
    expect(again.body.payload).toEqual(first.body.payload);
    expect(await db().selectFrom('bets').select('id').where('account_id', '=', player.uid).execute()).toHaveLength(1);
    const other = await placeBet(app(), player, slip, '5', { key });
    expect(other.body.error).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await balances(player)).toMatchObject({ main: 10_00, bettingBonus: 0 });
  });

  it('refuses a free bet that is not the player’s, used, no longer active or expired, another stake and lower odds', async () => {
    const { player, bonusId } = await playerWithFreeBet();
    const stranger = await playerWithFreeBet();
    const selection = await pricedSelection();
    const slip = [{ id: selection.id, price: selection.price }];
    const refusal = async (stake: string, freeBetId: number, who = player) =>
      (await placeBet(app(), who, slip, stake, { freeBetId })).body.error;

    expect((await refusal('5', stranger.bonusId)).invalid_parameters).toEqual({ free_bet_id: ['validation.wrongField'] });
    expect(await refusal('4', bonusId)).toMatchObject({ code: 'free_bet_stake', error_data: { stake: 5, currency: 'EUR' } });
    const long = await playerWithFreeBet('FBLONG');
    expect(await refusal('5', long.bonusId, long.player)).toMatchObject({ code: 'free_bet_min_price', error_data: { min_price: 5_000 } });
    // None of these moved money or spent the free bet.
    expect(await balances(player)).toMatchObject({ main: 10_00, bettingBonus: 500 });

    await db()
      .updateTable('betting_free_bets')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('bonus_id', '=', bonusId)
      .execute();
    expect(await refusal('5', bonusId)).toMatchObject({ code: 'free_bet_expired' });
    await db()
      .updateTable('betting_free_bets')
      .set({ expires_at: new Date(Date.now() + 86_400_000) })
      .where('bonus_id', '=', bonusId)
      .execute();

    expect((await placeBet(app(), player, slip, '5', { freeBetId: bonusId })).body.payload.free_bet_id).toBe(bonusId);
    expect(await refusal('5', bonusId)).toMatchObject({ code: 'free_bet_used' });

    // Removing an unspent free bet revokes it on the sportsbook (free_bet.revoked).
    expect((await calls(app(), stranger.player, 'BettingBonuses').post('remove', { bonus_id: stranger.bonusId })).body.payload).toBe(1);
    await waitFor(
      () => db().selectFrom('betting_free_bets').select('status').where('bonus_id', '=', stranger.bonusId).executeTakeFirstOrThrow(),
      (row) => row.status === 'revoked',
    );
    expect(await refusal('5', stranger.bonusId, stranger.player)).toMatchObject({ code: 'free_bet_not_active' });
    expect(await balances(stranger.player)).toMatchObject({ main: 10_00, bettingBonus: 0 });
    await expectBalancedLedger(app());
  });

  it('refuses a free bet to a player who excluded themselves after it was given', async () => {
    const { player, bonusId } = await playerWithFreeBet();
    await db()
      .insertInto('player_protection')
      .values({
        account_id: player.uid,
        exclusion_kind: 'self_exclusion',
        exclusion_started_at: new Date(),
        exclusion_ends_at: new Date(Date.now() + 86_400_000),
      })
      .execute();
    const selection = await pricedSelection();
    const refused = await placeBet(app(), player, [{ id: selection.id, price: selection.price }], '5', { freeBetId: bonusId });
    expect(refused.body.error).toMatchObject({ code: 'self_excluded' });
    expect(
      (await db().selectFrom('betting_free_bets').select('status').where('bonus_id', '=', bonusId).executeTakeFirstOrThrow()).status,
    ).toBe('available');
  });

  it('settles without the stake: a win pays the winnings to the main balance, a loss nothing, once', async () => {
    const winner = await playerWithFreeBet();
    const loser = await playerWithFreeBet();
    const selection = await pricedSelection();
    const slip = [{ id: selection.id, price: selection.price }];
    const won = (await placeBet(app(), winner.player, slip, '5', { freeBetId: winner.bonusId })).body.payload;
    const other = await pricedSelection();
    const lost = (await placeBet(app(), loser.player, [{ id: other.id, price: other.price }], '5', { freeBetId: loser.bonusId })).body
      .payload;
    await db()
      .transaction()
      .execute(async (trx) => {
        await publishResult(trx, selection.market_id, { [selection.code]: 'won' });
        await publishResult(trx, other.market_id, {});
      });
    expect(await settlePending(db(), app())).toBe(2);
    expect(await settlePending(db(), app())).toBe(0);
    const winnings = payoutOf(500, selection.price) - 500;
    expect(await balances(winner.player)).toMatchObject({ main: 10_00 + winnings, bettingBonus: 0 });
    expect(await balances(loser.player)).toMatchObject({ main: 10_00, bettingBonus: 0 });
    const settled = await db()
      .selectFrom('bets')
      .select(['id', 'status', 'payout'])
      .where('id', 'in', [won.id, lost.id])
      .orderBy('id')
      .execute();
    expect(settled).toEqual([
      { id: won.id, status: 'won', payout: winnings },
      { id: lost.id, status: 'lost', payout: 0 },
    ]);
    await waitFor(
      async () => [await bonusStatus(winner.bonusId), await bonusStatus(loser.bonusId)],
      (statuses) => statuses.every((status) => status === 'completed'),
    );
    await expectBalancedLedger(app());
  });

  it('gives the free bet back as a new betting bonus when its bet is void, once', async () => {
    const { player, bonusId } = await playerWithFreeBet();
    const selection = await pricedSelection();
    const bet = (await placeBet(app(), player, [{ id: selection.id, price: selection.price }], '5', { freeBetId: bonusId })).body.payload;
    await db()
      .transaction()
      .execute((trx) => publishResult(trx, selection.market_id, { home: 'void', draw: 'void', away: 'void' }));
    expect(await settlePending(db(), app())).toBe(1);
    expect(await db().selectFrom('bets').select(['status', 'payout']).where('id', '=', bet.id).executeTakeFirstOrThrow()).toEqual({
      status: 'void',
      payout: 0,
    });
    const rows = await waitFor(
      () => bonusRows(app(), player.uid),
      (found) => found.length === 2 && found[1]!.status === 'active',
    );
    expect(rows[0]).toMatchObject({ id: bonusId, status: 'completed' });
    expect(rows[1]).toMatchObject({ campaign_id: FREE_BET.id, amount: 500, source: `void-bet:${bet.id}` });
    expect(await balances(player)).toMatchObject({ main: 10_00, bettingBonus: 500 });
    // The returned free bet pays a bet like the first.
    const returned = rows[1]!.id;
    await waitFor(
      () => db().selectFrom('betting_free_bets').select('status').where('bonus_id', '=', returned).execute(),
      (found) => found.length === 1,
    );
    const next = await pricedSelection();
    expect(
      (await placeBet(app(), player, [{ id: next.id, price: next.price }], '5', { freeBetId: returned })).body.payload.free_bet_id,
    ).toBe(returned);
    expect(await balances(player)).toMatchObject({ main: 10_00, bettingBonus: 0 });
    await expectBalancedLedger(app());
  });
});
