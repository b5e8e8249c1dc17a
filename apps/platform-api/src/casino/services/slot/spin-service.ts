import { sql, type Transaction } from 'kysely';
import { ApiError } from '@nfx/errors';
import type { PlayerProtection } from '../../../account/player-protection';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { runOnce } from '../../../http/idempotency';
import type { GameRoundOutcome } from '../../../db/tables/casino';
import type { DomainEvents } from '../../../events/event-bus';
import type { Wallet } from '../../../wallet';
import { maskName } from '../mask-name';
import { cryptoRandomInt, type RandomInt, spin, type SpinOutcome } from './engine';
import { feedJackpots, type JackpotHit } from './jackpot-pools';
import { isBonusIsolated } from './bonus-isolation';
import { paytableFor } from './paytable';
import { postRoundMoney } from './round-money';
import { stakeSources } from './stake-sources';

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
  /**
   * The casino bonus balance after the round; null in demo mode. Absent in a result stored for
   * an idempotent replay before it was recorded.
   */
  bonusBalance?: number | null;
  currency: string;
  jackpots: JackpotHit[];
  freeSpinsLeft: number | null;
}

interface RoundRecord {
  accountId: number | null;
  demoTokenHash: string | null;
  gameId: number;
  mode: 'demo' | 'play';
  stake: number;
  win: number;
  currency: string;
  playerName: string;
  outcome: GameRoundOutcome;
}

async function insertRound(trx: Db, round: RoundRecord): Promise<number> {
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
  return id;
}

/** The bet and the win of a round with the balance after each, as the game history shows them. */
async function insertRoundTransactions(trx: Db, roundId: number, round: RoundRecord, balanceAfterBet: number, balanceAfterWin: number) {
  await trx
    .insertInto('game_transactions')
    .values([
      { round_id: roundId, kind: 'bet', amount: round.stake, balance_after: balanceAfterBet },
      { round_id: roundId, kind: 'win', amount: round.win, balance_after: balanceAfterWin },
    ])
    .execute();
}

async function recordRound(trx: Db, round: RoundRecord, balanceAfterBet: number, balanceAfterWin: number): Promise<number> {
  const id = await insertRound(trx, round);
  await insertRoundTransactions(trx, id, round, balanceAfterBet, balanceAfterWin);
  return id;
}

/** What a real-money spin needs besides the database: the ledger and the outbox. */
export interface SpinDependencies {
  wallet: Wallet;
  events: Pick<DomainEvents, 'record'>;
  /** Responsible gaming: exclusions and loss, wager and session limits refuse a stake first. */
  protection: Pick<PlayerProtection, 'assertMayStake'>;
}

/**
 * The real-money spin itself, in the caller's transaction: the account row is locked (it
 * serialises one player's spins), the stake checked, the outcome drawn, the round written, the
 * stake and the win moved as ledger transfers keyed by the round (main money first, the casino
 * bonus balance when main cannot pay: `stake-sources.ts`), the jackpot pools fed, the tournament
 * points added and `round.played` recorded.
 */
async function playRealInTransaction(
  trx: Transaction<Database>,
  { wallet, events, protection }: SpinDependencies,
  accountId: number,
  game: SpinGame,
  stake: number,
  freeSpinPackId: number | undefined,
  random: RandomInt,
): Promise<SpinResult> {
  await protection.assertMayStake(trx, { accountId, amount: freeSpinPackId === undefined ? stake : 0 });
  const account = await trx
    .selectFrom('accounts')
    .select(['currency', 'login', 'fakename'])
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
  if (!account) throw new ApiError('Authorization', 'Authorization required');
  let freeSpinsLeft: number | null = null;
  let grant: { source: 'loyalty' | 'bonus'; grantId: number } | null = null;
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
      .returning(['remaining_count', 'stake', 'grant_source', 'grant_id'])
      .executeTakeFirst();
    if (!pack) throw new ApiError('InvalidParameter', 'No free spins left', { invalidParameters: { free_spin_pack_id: ['INVALID'] } });
    freeSpinsLeft = pack.remaining_count;
    if (pack.grant_source && pack.grant_id !== null) grant = { source: pack.grant_source, grantId: Number(pack.grant_id) };
    stake = pack.stake;
    paid = 0;
  }
  const main = await wallet.accounts.player(trx, accountId, 'main', account.currency);
  const bonus = await wallet.accounts.player(trx, accountId, 'bonus', account.currency);
  const house = await wallet.accounts.house(trx, account.currency, accountId);
  // Both balances in one read (one round trip).
  const balances = await wallet.balances(trx, accountId, account.currency);
  // Refused before the jackpot pools are fed; the bet transfers would refuse it again anyway.
  const sources = stakeSources(paid, balances, await isBonusIsolated(trx));
  if (!sources) throw new ApiError('UserNeedDeposit', 'Stake exceeds the balance');
  const rateRow = await trx.selectFrom('currency_rates').select('rate').where('currency', '=', account.currency).executeTakeFirst();
  const rate = rateRow && rateRow.rate > 0 ? Number(rateRow.rate) : 1;
  const playerName = maskName(account.fakename || account.login);

  const outcome = spin(paytableFor(game.rtp_bp), stake, random);
  const jackpots = paid > 0 ? await feedJackpots(trx, { stake: paid, rate, accountId, playerName, gameId: game.id }, random) : [];
  const jackpotWin = jackpots.reduce((sum, hit) => sum + hit.amount, 0);
  const win = outcome.win + jackpotWin;

  const roundOutcome: GameRoundOutcome = {
    reels: outcome.reels,
    wins: outcome.wins,
    ...(freeSpinPackId !== undefined ? { free_spin_pack_id: freeSpinPackId } : {}),
    ...(jackpots[0] ? { jackpot: jackpots[0] } : {}),
  };
  const round: RoundRecord = {
    accountId,
    demoTokenHash: null,
    gameId: game.id,
    mode: 'play',
    stake: paid,
    win,
    currency: account.currency,
    playerName,
    outcome: roundOutcome,
  };
  const roundId = await insertRound(trx, round);
  const { wins, mainAfterBet, mainAfterWin } = await postRoundMoney(trx, wallet, {
    key: `round:${roundId}`,
    accounts: { main, bonus, house },
    sources,
    // A bonus's free spin wins bonus money: the bonus credits it, with its wagering (round.played).
    win: grant?.source === 'bonus' ? 0 : win,
    reference: { type: 'game_round', id: roundId },
  });
  await insertRoundTransactions(trx, roundId, round, mainAfterBet, mainAfterWin);
  // A stake the main balance could not pay came from here, so the page shows it beside main.
  const bonusBalance = await wallet.balance(trx, bonus);
  await events.record(trx, {
    type: 'round.played',
    key: String(roundId),
    payload: {
      accountId,
      roundId,
      gameId: game.id,
      stake: paid,
      win,
      currency: account.currency,
      ...(sources.fromBonus > 0 ? { bonusStake: sources.fromBonus, bonusWin: wins.fromBonus } : {}),
      ...(grant?.source === 'bonus' ? { bonusWin: win } : {}),
      ...(grant && freeSpinsLeft !== null ? { freeSpins: { ...grant, left: freeSpinsLeft } } : {}),
    },
  });

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
  return { roundId, outcome, stake, win, balance: mainAfterWin, bonusBalance, currency: account.currency, jackpots, freeSpinsLeft };
}

export function createSpinService(db: Db, dependencies: SpinDependencies, random: RandomInt = cryptoRandomInt) {
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
        const play = () => playRealInTransaction(trx, dependencies, accountId, game, stake, freeSpinPackId, random);
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
        return {
          roundId,
          outcome,
          stake,
          win: outcome.win,
          balance: afterWin,
          bonusBalance: null,
          currency: DEMO_CURRENCY,
          jackpots: [],
          freeSpinsLeft: null,
        };
      });
    },
  };
}

export type SpinService = ReturnType<typeof createSpinService>;
