import { sql } from 'kysely';
import { ApiError } from '@nfx/errors';
import { assertMayStake } from '../../../account/player-protection';
import type { Db } from '../../../db/database';
import { runOnce } from '../../../http/idempotency';
import type { GameRoundOutcome } from '../../../db/tables/casino';
import { maskName } from '../money';
import { cryptoRandomInt, type RandomInt, spin, type SpinOutcome } from './engine';
import { feedJackpots, type JackpotHit } from './jackpot-pools';
import { paytableFor } from './paytable';

/** Fun money a new demo wallet starts with, and gets again when it cannot pay the smallest stake. */
export const DEMO_START_BALANCE = 100_000;
export const DEMO_CURRENCY = 'FUN';
/** Tournament points: 10 per 1.00 (USD) staked. */
const POINTS_PER_USD_CENT = 0.1;

export interface SpinGame {
  id: number;
  sysname: string;
  rtp_bp: number;
}

export interface SpinResult {
  roundId: number;
  outcome: SpinOutcome;
  stake: number;
  win: number;
  balance: number;
  currency: string;
  jackpots: JackpotHit[];
  freeSpinsLeft: number | null;
}

async function recordRound(
  trx: Db,
  round: {
    accountId: number | null;
    demoTokenHash: string | null;
    gameId: number;
    mode: 'demo' | 'play';
    stake: number;
    win: number;
    currency: string;
    playerName: string;
    outcome: GameRoundOutcome;
  },
  balanceAfterBet: number,
  balanceAfterWin: number,
): Promise<number> {
  const { id } = await trx
    .insertInto('game_rounds')
    .values({
      account_id: round.accountId,
      demo_token_hash: round.demoTokenHash,
      game_id: round.gameId,
      mode: round.mode,
      stake: round.stake,
      win: round.win,
      currency: round.currency,
      player_name: round.playerName,
      outcome: JSON.stringify(round.outcome),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('game_transactions')
    .values([
      { round_id: id, kind: 'bet', amount: round.stake, balance_after: balanceAfterBet },
      { round_id: id, kind: 'win', amount: round.win, balance_after: balanceAfterWin },
    ])
    .execute();
  return id;
}

/**
 * The real-money spin itself, in the caller's transaction: the account row is locked, the
 * stake checked and debited, the outcome drawn, the win credited, the bet and win rows written,
 * the jackpot pools fed and the tournament points added.
 */
async function playRealInTransaction(
  trx: Db,
  accountId: number,
  game: SpinGame,
  stake: number,
  freeSpinPackId: number | undefined,
  random: RandomInt,
): Promise<SpinResult> {
  await assertMayStake(trx, { accountId, amount: freeSpinPackId === undefined ? stake : 0 });
  const account = await trx
    .selectFrom('accounts')
    .select(['balance_main', 'currency', 'login', 'fakename'])
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
  if (!account) throw new ApiError('Authorization', 'Authorization required');
  let freeSpinsLeft: number | null = null;
  let paid = stake;
  if (freeSpinPackId !== undefined) {
    const pack = await trx
      .updateTable('free_spin_packs')
      .set((eb) => ({ remaining_count: eb('remaining_count', '-', 1) }))
      .where('id', '=', freeSpinPackId)
      .where('account_id', '=', accountId)
      .where('game_id', '=', game.id)
      .where('remaining_count', '>', 0)
      .where('expires_at', '>', new Date())
      .returning(['remaining_count', 'stake'])
      .executeTakeFirst();
    if (!pack) throw new ApiError('InvalidParameter', 'No free spins left', { invalidParameters: { free_spin_pack_id: ['INVALID'] } });
    freeSpinsLeft = pack.remaining_count;
    stake = pack.stake;
    paid = 0;
  }
  if (paid > account.balance_main) throw new ApiError('UserNeedDeposit', 'Stake exceeds the balance');
  const rateRow = await trx.selectFrom('currency_rates').select('rate').where('currency', '=', account.currency).executeTakeFirst();
  const rate = rateRow && rateRow.rate > 0 ? Number(rateRow.rate) : 1;
  const playerName = maskName(account.fakename || account.login);

  const outcome = spin(paytableFor(game.rtp_bp), stake, random);
  const jackpots = paid > 0 ? await feedJackpots(trx, { stake: paid, rate, accountId, playerName, gameId: game.id }, random) : [];
  const jackpotWin = jackpots.reduce((sum, hit) => sum + hit.amount, 0);
  const win = outcome.win + jackpotWin;

  const afterBet = account.balance_main - paid;
  const afterWin = afterBet + win;
  // The guard repeats the check in SQL, so the balance can never go below zero.
  const updated = await trx
    .updateTable('accounts')
    .set({ balance_main: afterWin, updated_at: new Date() })
    .where('id', '=', accountId)
    .where('balance_main', '=', account.balance_main)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new ApiError('InternalServerError', 'Balance changed during the spin');

  const roundOutcome: GameRoundOutcome = {
    reels: outcome.reels,
    wins: outcome.wins,
    ...(freeSpinPackId !== undefined ? { free_spin_pack_id: freeSpinPackId } : {}),
    ...(jackpots[0] ? { jackpot: jackpots[0] } : {}),
  };
  const roundId = await recordRound(
    trx,
    {
      accountId,
      demoTokenHash: null,
      gameId: game.id,
      mode: 'play',
      stake: paid,
      win,
      currency: account.currency,
      playerName,
      outcome: roundOutcome,
    },
    afterBet,
    afterWin,
  );

  if (paid > 0) {
    const points = Math.floor((paid / rate) * POINTS_PER_USD_CENT);
    if (points > 0) {
      await trx
        .updateTable('tournament_participants')
        .set((eb) => ({ points: eb('points', '+', points) }))
        .where('account_id', '=', accountId)
        .where('tournament_id', 'in', (eb) =>
          eb
            .selectFrom('tournaments as t')
            .innerJoin('tournament_games as tg', 'tg.tournament_id', 't.id')
            .select('t.id')
            .where('tg.game_id', '=', game.id)
            .where(sql<boolean>`t.starts_at <= now() and t.ends_at > now()`)
            .where(sql<boolean>`t.min_stake <= ${Math.floor(paid / rate)}`),
        )
        .execute();
    }
  }
  return { roundId, outcome, stake, win, balance: afterWin, currency: account.currency, jackpots, freeSpinsLeft };
}

export function createSpinService(db: Db, random: RandomInt = cryptoRandomInt) {
  return {
    /**
     * A real-money spin in ONE transaction (see playRealInTransaction): any failure rolls all
     * of it back. With `freeSpinPackId` the stake comes from the pack instead of the balance. With an
     * idempotency key, a retry of the same spin replays the first result and moves nothing.
     */
    async playReal(
      accountId: number,
      game: SpinGame,
      stake: number,
      freeSpinPackId?: number,
      idempotency?: { key: string; fingerprint: string },
    ): Promise<SpinResult> {
      return db.transaction().execute(async (trx) => {
        const play = () => playRealInTransaction(trx, accountId, game, stake, freeSpinPackId, random);
        return idempotency ? runOnce(trx, { accountId, call: 'slot.spin', ...idempotency }, play) : play();
      });
    },

    /** The fun balance of a browser's demo wallet (created on first use). */
    async demoBalance(tokenHash: string): Promise<number> {
      const row = await db.selectFrom('demo_wallets').select('balance').where('token_hash', '=', tokenHash).executeTakeFirst();
      return row?.balance ?? DEMO_START_BALANCE;
    },

    /** A fun-money spin: the same engine and records, on the browser's demo wallet. */
    async playDemo(tokenHash: string, accountId: number | null, game: SpinGame, stake: number): Promise<SpinResult> {
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('demo_wallets')
          .values({ token_hash: tokenHash, balance: DEMO_START_BALANCE })
          .onConflict((oc) => oc.column('token_hash').doNothing())
          .execute();
        const wallet = await trx
          .selectFrom('demo_wallets')
          .select('balance')
          .where('token_hash', '=', tokenHash)
          .forUpdate()
          .executeTakeFirstOrThrow();
        // Fun money never runs out for good: an empty wallet is refilled.
        const balance = wallet.balance < stake && wallet.balance < 10 ? DEMO_START_BALANCE : wallet.balance;
        if (stake > balance) throw new ApiError('UserNeedDeposit', 'Stake exceeds the balance');
        const outcome = spin(paytableFor(game.rtp_bp), stake, random);
        const afterBet = balance - stake;
        const afterWin = afterBet + outcome.win;
        await trx
          .updateTable('demo_wallets')
          .set({ balance: afterWin, updated_at: new Date() })
          .where('token_hash', '=', tokenHash)
          .execute();
        const roundId = await recordRound(
          trx,
          {
            accountId,
            demoTokenHash: tokenHash,
            gameId: game.id,
            mode: 'demo',
            stake,
            win: outcome.win,
            currency: DEMO_CURRENCY,
            playerName: '',
            outcome: { reels: outcome.reels, wins: outcome.wins },
          },
          afterBet,
          afterWin,
        );
        return { roundId, outcome, stake, win: outcome.win, balance: afterWin, currency: DEMO_CURRENCY, jackpots: [], freeSpinsLeft: null };
      });
    },
  };
}

export type SpinService = ReturnType<typeof createSpinService>;
