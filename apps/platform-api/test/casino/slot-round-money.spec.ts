import type { Db } from '../../src/db/database';
import { postRoundMoney, type RoundMoney } from '../../src/casino/services/slot/round-money';
import { InsufficientFundsError, KeyReusedError, type TransferRequest } from '../../src/wallet';
import { api, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { setPlayerBalance } from '../wallet/fund-player';

/**
 * A slot round's money is one `wallet.transfers` call (`round-money.ts`): bet and win legs in one
 * round trip, with the keys, kinds, references and order of the separate transfers it replaced,
 * and nothing moved when any leg is refused.
 */
describe('slot round money', () => {
  let testApp: TestApp;
  let sysname: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    const [game] = (await api(testApp.app, 'GET', 'games/get', { query: { options: JSON.stringify({ category: 'slots', count: 1 }) } }))
      .body.payload.items;
    sysname = game.sysname;
  }, 90_000);
  afterAll(() => testApp.close());
  afterEach(() => jest.restoreAllMocks());

  const db = () => testApp.database.db;
  const wallet = () => testApp.app.wallet;
  const balances = (id: number) => wallet().balances(db(), id, 'EUR');
  async function playerWith(main: number, bonus = 0) {
    const player = await registerPlayer(testApp.app);
    await setPlayerBalance(wallet(), db(), player.uid, 'EUR', main);
    await setPlayerBalance(wallet(), db(), player.uid, 'EUR', bonus, 'bonus');
    return player;
  }
  let keys = 0;
  const spin = (cookie: string, stake: string) =>
    api(testApp.app, 'POST', 'slot/spin', {
      body: { sysname, mode: 'play', stake },
      cookie,
      headers: { 'idempotency-key': `round-money-${Date.now()}-${(keys += 1)}` },
    });
  /** Bets and wins that touched the player's main or bonus balance. */
  const betsAndWins = async (accountId: number) => {
    const ids = [
      (await wallet().accounts.player(db(), accountId, 'main', 'EUR')).id,
      (await wallet().accounts.player(db(), accountId, 'bonus', 'EUR')).id,
    ];
    return db()
      .selectFrom('ledger_transfers')
      .select('idempotency_key')
      .where('kind', 'in', ['bet', 'win'])
      .where((eb) => eb.or([eb('debit_account_id', 'in', ids), eb('credit_account_id', 'in', ids)]))
      .execute();
  };
  /** What a spin asked of the wallet: every `transfer` call and every `transfers` call's requests. */
  function spyOnWallet() {
    const single = jest.spyOn(wallet(), 'transfer');
    const batch = jest.spyOn(wallet(), 'transfers');
    return {
      single,
      batches: () => batch.mock.calls.map(([, requests]) => requests.map(describeRequest)),
    };
  }
  const describeRequest = (request: TransferRequest) => ({
    key: request.key,
    kind: request.kind,
    from: request.from.kind,
    to: request.to.kind,
    amount: request.amount,
    reference: request.reference,
  });

  it('posts a spin paid by main money as one wallet call: the bet, then the win when there is one', async () => {
    const player = await playerWith(10_000);
    const calls = spyOnWallet();
    for (let index = 0; index < 12; index += 1) {
      const round = (await spin(player.cookie, '1.00')).body.payload;
      const win = Math.round(round.win.amount * 100);
      const reference = { type: 'game_round', id: round.round_id };
      const bet = { key: `round:${round.round_id}:bet`, kind: 'bet', from: 'main', to: 'house', amount: 100, reference };
      const won = { key: `round:${round.round_id}:win`, kind: 'win', from: 'house', to: 'main', amount: win, reference };
      expect(calls.batches()).toEqual([win > 0 ? [bet, won] : [bet]]);
      jest.mocked(wallet().transfers).mockClear();
    }
    expect(calls.single).not.toHaveBeenCalled();
  });

  it('posts a stake split over main and bonus money, and its shared win, as one wallet call in the order of the old transfers', async () => {
    const player = await playerWith(100, 1_000);
    const calls = spyOnWallet();
    const round = (await spin(player.cookie, '2.00')).body.payload;
    const win = Math.round(round.win.amount * 100);
    const bonusWin = Math.ceil(win / 2);
    const legs = [
      ['bet', 'bet', 'main', 'house', 100],
      ['bonus-bet', 'bet', 'bonus', 'house', 100],
      ['win', 'win', 'house', 'main', win - bonusWin],
      ['bonus-win', 'win', 'house', 'bonus', bonusWin],
    ] as const;
    expect(calls.batches()).toEqual([
      legs
        .filter(([, , , , amount]) => amount > 0)
        .map(([leg, kind, from, to, amount]) => ({
          key: `round:${round.round_id}:${leg}`,
          kind,
          from,
          to,
          amount,
          reference: { type: 'game_round', id: round.round_id },
        })),
    ]);
    expect(calls.single).not.toHaveBeenCalled();
    expect(await balances(player.uid)).toEqual(expect.objectContaining({ main: win - bonusWin, bonus: 900 + bonusWin }));
    expect(round.balance.amount).toBe((win - bonusWin) / 100);
  });

  it('answers UserNeedDeposit and moves nothing when the wallet refuses the bet of a spin', async () => {
    const player = await playerWith(150);
    // The spin's own check sees enough money, so the refusal comes from the wallet's call itself.
    const real = await balances(player.uid);
    jest.spyOn(wallet(), 'balances').mockResolvedValueOnce({ ...real, main: 1_000_000 });
    const refused = await spin(player.cookie, '2.00');
    expect(refused.statusCode).toBe(400);
    expect(refused.body.error.type).toBe('UserNeedDepositException');
    expect(await balances(player.uid)).toEqual(expect.objectContaining({ main: 150, bonus: 0 }));
    expect(await betsAndWins(player.uid)).toEqual([]);
    expect(await db().selectFrom('game_rounds').select('id').where('account_id', '=', player.uid).execute()).toEqual([]);
  });

  describe('postRoundMoney in the round transaction', () => {
    let rounds = 0;
    async function roundFor(accountId: number, sources: RoundMoney['sources'], win: number): Promise<RoundMoney> {
      rounds += 1;
      return {
        key: `round-money-test:${accountId}:${rounds}`,
        accounts: {
          main: await wallet().accounts.player(db(), accountId, 'main', 'EUR'),
          bonus: await wallet().accounts.player(db(), accountId, 'bonus', 'EUR'),
          house: await wallet().accounts.house(db(), 'EUR', accountId),
        },
        sources,
        win,
        reference: { type: 'game_round', id: `test-${rounds}` },
      };
    }
    const keysOf = async (round: RoundMoney) =>
      (await db().selectFrom('ledger_transfers').select('idempotency_key').where('idempotency_key', 'like', `${round.key}:%`).execute())
        .map((row) => row.idempotency_key)
        .sort();
    const inRound = <T>(work: (trx: Db) => Promise<T>) => db().transaction().execute(work);

    it('answers the main balance after the bet and after the win, and a retry of the round the same without moving money', async () => {
      const { uid } = await playerWith(1_000, 500);
      const round = await roundFor(uid, { fromMain: 300, fromBonus: 200 }, 1_001);
      const first = await inRound((trx) => postRoundMoney(trx, wallet(), round));
      expect(first).toEqual({ wins: { fromMain: 600, fromBonus: 401 }, mainAfterBet: 700, mainAfterWin: 1_300 });
      const retry = await inRound((trx) => postRoundMoney(trx, wallet(), round));
      expect(retry).toEqual(first);
      expect(await balances(uid)).toEqual(expect.objectContaining({ main: 1_300, bonus: 701 }));
      expect(await keysOf(round)).toEqual(['bet', 'bonus-bet', 'bonus-win', 'win'].map((leg) => `${round.key}:${leg}`));
    });

    it('answers main before its win when the stake did not touch main (a free spin), and as it stands when nothing touches it', async () => {
      const { uid } = await playerWith(250);
      const freeSpin = await roundFor(uid, { fromMain: 0, fromBonus: 0 }, 40);
      expect(await inRound((trx) => postRoundMoney(trx, wallet(), freeSpin))).toEqual(
        expect.objectContaining({ mainAfterBet: 250, mainAfterWin: 290 }),
      );
      // A bonus's free spin: its win is credited by the bonus, not by the round.
      const grantSpin = await roundFor(uid, { fromMain: 0, fromBonus: 0 }, 0);
      expect(await inRound((trx) => postRoundMoney(trx, wallet(), grantSpin))).toEqual(
        expect.objectContaining({ mainAfterBet: 290, mainAfterWin: 290 }),
      );
      expect(await keysOf(grantSpin)).toEqual([]);
    });

    it('moves nothing when the bonus part of the stake is refused after the main part', async () => {
      const { uid } = await playerWith(1_000, 50);
      const round = await roundFor(uid, { fromMain: 300, fromBonus: 200 }, 900);
      await inRound(async (trx) => {
        await expect(postRoundMoney(trx, wallet(), round)).rejects.toBeInstanceOf(InsufficientFundsError);
        // The refusal leaves the round's transaction usable, with nothing of the round in it.
        expect(await wallet().balances(trx, uid, 'EUR')).toEqual(expect.objectContaining({ main: 1_000, bonus: 50 }));
      });
      expect(await keysOf(round)).toEqual([]);
    });

    it('moves nothing when the win is refused after the bet', async () => {
      const { uid } = await playerWith(1_000);
      const round = await roundFor(uid, { fromMain: 100, fromBonus: 0 }, 500);
      // Another transfer already holds the win's key, so the round's win is refused.
      await wallet().transfer(db(), {
        key: `${round.key}:win`,
        kind: 'win',
        from: round.accounts.house,
        to: round.accounts.main,
        amount: 1,
      });
      await inRound(async (trx) => {
        await expect(postRoundMoney(trx, wallet(), round)).rejects.toBeInstanceOf(KeyReusedError);
        expect(await wallet().balances(trx, uid, 'EUR')).toEqual(expect.objectContaining({ main: 1_001 }));
      });
      expect(await keysOf(round)).toEqual([`${round.key}:win`]);
      expect(await balances(uid)).toEqual(expect.objectContaining({ main: 1_001 }));
    });
  });
});
