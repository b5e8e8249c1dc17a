import { type RawBuilder, sql, type Transaction } from 'kysely';
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
import {
  drawJackpots,
  foldJackpotContributions,
  type JackpotDraw,
  type JackpotHit,
  type JackpotPool,
  JACKPOT_FOLD_EVERY,
  takeJackpot,
} from './jackpot-pools';
import { paytableFor } from './paytable';
import { postRoundMoney } from './round-money';
import { stakeSources, winShares } from './stake-sources';

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

/** The account row (locked) and the settings a spin reads, in one round trip. */
interface SpinContext {
  currency: string;
  login: string;
  fakename: string | null;
  rate: number | string | null;
  isolated: boolean;
  pools: JackpotPool[];
  round_id: number | string;
}

/**
 * Locks the player's `accounts` row (it serialises one player's spins) and reads with it what a spin
 * needs that is not the player's money: the currency's rate, general info's
 * `is_bonus_isolation_enabled` (read in the spin's transaction, so an operator's change applies from
 * the next spin; absent or anything but true means off, as `isBonusIsolated`), the jackpot pools,
 * and the round's id. The balances are read after this statement: a statement that waited for the
 * row lock still reads other tables as they were when it started.
 */
async function lockSpinContext(trx: Db, accountId: number): Promise<SpinContext | undefined> {
  const { rows } = await sql<SpinContext>`
    select a.currency, a.login, a.fakename,
      (select r.rate from currency_rates r where r.currency = a.currency) as rate,
      coalesce((select s.data -> 'is_bonus_isolation_enabled' = 'true'::jsonb from site_settings s where s.key = 'general_info'), false)
        as isolated,
      (select coalesce(json_agg(json_build_object('id', j.id, 'sysname', j.sysname, 'contribution_bp', j.contribution_bp)
         order by j.position), '[]'::json) from jackpots j) as pools,
      nextval(pg_get_serial_sequence('game_rounds', 'id')) as round_id
    from accounts a where a.id = ${accountId}
    for update of a`.execute(trx);
  return rows[0];
}

/**
 * Writes what the spin did after its money moved, in one statement: the round, its bet and win in
 * the game history with the balance after each, the pools' contributions, the tournament points;
 * answers the casino bonus balance after the round and the contributions' ids (to fold a pool now
 * and then, `JACKPOT_FOLD_EVERY`). The round's id was drawn before (`lockSpinContext`), since the
 * ledger transfers are keyed by it.
 */
async function recordRealRound(
  trx: Db,
  write: {
    roundId: number;
    round: RoundRecord;
    balanceAfterBet: number;
    balanceAfterWin: number;
    contributions: JackpotDraw['contributions'];
    points: number;
    minStakeUsd: number;
    /** The casino bonus balance after the round, read by the same statement (the wallet's expression). */
    bonusBalance: RawBuilder<number | string>;
  },
): Promise<{ bonusBalance: number; fold: number[] }> {
  const { roundId, round } = write;
  const jackpotIds = write.contributions.map((contribution) => contribution.jackpotId);
  const amounts = write.contributions.map((contribution) => contribution.amount);
  const { rows } = await sql<{ bonus_balance: number | string; fold: Array<number | string> | null }>`
    with round as (
      insert into game_rounds (id, account_id, demo_token_hash, game_id, mode, stake, win, currency, player_name, outcome)
      values (${roundId}, ${round.accountId}, null, ${round.gameId}, 'play', ${round.stake}, ${round.win}, ${round.currency},
        ${round.playerName}, ${JSON.stringify(round.outcome)}::jsonb)
      returning id
    ), transactions as (
      insert into game_transactions (round_id, kind, amount, balance_after)
      select id, v.kind, v.amount, v.balance_after from round,
        (values (1, 'bet', ${round.stake}::bigint, ${write.balanceAfterBet}::bigint),
                (2, 'win', ${round.win}::bigint, ${write.balanceAfterWin}::bigint)) as v(ord, kind, amount, balance_after)
      order by v.ord
    ), contributions as (
      insert into jackpot_contributions (jackpot_id, amount)
      select * from unnest(${jackpotIds}::int[], ${amounts}::bigint[])
      returning id, jackpot_id
    ), points as (
      update tournament_participants set points = points + ${write.points}
      where ${write.points} > 0 and account_id = ${round.accountId} and tournament_id in (
        select t.id from tournaments t join tournament_games tg on tg.tournament_id = t.id
        where tg.game_id = ${round.gameId} and t.starts_at <= now() and t.ends_at > now() and t.min_stake <= ${write.minStakeUsd})
    )
    select ${write.bonusBalance} as bonus_balance,
      (select array_agg(distinct jackpot_id) from contributions where id % ${JACKPOT_FOLD_EVERY} = 0) as fold`.execute(trx);
  const row = rows[0]!;
  return { bonusBalance: Number(row.bonus_balance), fold: (row.fold ?? []).map(Number) };
}

/**
 * The real-money spin itself, in the caller's transaction: the protections checked, the account
 * row locked (it serialises one player's spins), the stake checked, the outcome drawn, the stake and
 * the win moved as ledger transfers keyed by the round (main money first, the casino bonus balance
 * when main cannot pay: `stake-sources.ts`), then the round, its history, the jackpot pools'
 * contributions and the tournament points written in one statement. `round.played` is recorded
 * just before the transfers.
 *
 * Round trips (a spin with an idempotency key, the player's ledger accounts known): BEGIN, the key's
 * claim, the protections (2), the account lock with the settings, the balances, the event and its
 * job, the transfers, the round's writes, the key's answer, COMMIT: 12. A jackpot drop adds three.
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
  const account = await lockSpinContext(trx, accountId);
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
  const sources = stakeSources(paid, balances, account.isolated);
  if (!sources) throw new ApiError('UserNeedDeposit', 'Stake exceeds the balance');
  const rate = account.rate !== null && Number(account.rate) > 0 ? Number(account.rate) : 1;
  const playerName = maskName(account.fakename || account.login);

  const outcome = spin(paytableFor(game.rtp_bp), stake, random);
  const jackpotSpin = { stake: paid, rate, accountId, playerName, gameId: game.id };
  const draw: JackpotDraw = paid > 0 ? drawJackpots(account.pools, jackpotSpin, random) : { contributions: [], drops: [] };
  const jackpots: JackpotHit[] = [];
  for (const drop of draw.drops) jackpots.push(await takeJackpot(trx, drop, jackpotSpin));
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
  const roundId = Number(account.round_id);
  // A bonus's free spin wins bonus money: the bonus credits it, with its wagering (round.played).
  const paidWin = grant?.source === 'bonus' ? 0 : win;
  const wins = winShares(paidWin, sources);
  // Recorded before the money moves (all of it commits or none): the transfers lock the player's
  // house shard, which other players' spins share, until COMMIT, so they go as late as they can.
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
  const { mainAfterBet, mainAfterWin } = await postRoundMoney(trx, wallet, {
    key: `round:${roundId}`,
    accounts: { main, bonus, house },
    sources,
    win: paidWin,
    reference: { type: 'game_round', id: roundId },
  });
  // A stake the main balance could not pay came from the bonus balance, so the page shows it beside main.
  const { bonusBalance, fold } = await recordRealRound(trx, {
    roundId,
    round,
    balanceAfterBet: mainAfterBet,
    balanceAfterWin: mainAfterWin,
    contributions: draw.contributions,
    points: paid > 0 ? Math.floor((paid / rate) * POINTS_PER_USD_CENT) : 0,
    minStakeUsd: Math.floor(paid / rate),
    bonusBalance: wallet.balanceExpression(bonus),
  });
  for (const jackpotId of fold) await foldJackpotContributions(trx, jackpotId);
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
