import { sql } from 'kysely';
import { ApiError } from '@nfx/errors';
import type { Db } from '../../db/database';
import type { NewEvent } from '../../events/event-catalogue';
import type { BonusCampaignRow, BonusStatus, BonusWallet, PlayerBonusRow } from '../../db/tables/bonus';
import type { Wallet } from '../../wallet';
import { isoDay } from './bonus-rules';

const DAY_MS = 86_400_000;
const ledgerKind = (wallet: BonusWallet): 'bonus' | 'betting_bonus' => (wallet === 'casino' ? 'bonus' : 'betting_bonus');

/** Statuses a bonus never leaves. */
export const FINAL_STATUSES: readonly BonusStatus[] = ['completed', 'expired', 'forfeited', 'cancelled'];

export interface BonusEngineDependencies {
  wallet: Wallet;
  /**
   * The outbox (`app.events`): a free-spin bonus's pack is granted and revoked through the
   * casino's events. The engine runs in its callers' transactions, and `record` refuses anything
   * else at run time.
   */
  events: { record(trx: Db, event: NewEvent): Promise<unknown> };
  /** Whether a player is self-excluded or timed out: they get no bonuses (`app.playerProtection.isExcluded`). */
  isExcluded(db: Db, accountId: number): Promise<boolean>;
}

/** A casino round as `round.played` tells it, for wagering and cashback. */
export interface WageredRound {
  accountId: number;
  gameId: number;
  /** The whole stake, bonus money included: what wagering counts. */
  stake: number;
  currency: string;
  /** The round's real-money stake and win (without the bonus balance's) for cashback, on the UTC day of `at`; none: not recorded. */
  play?: { stake: number; win: number; at: Date };
}

export interface Grant {
  accountId: number;
  campaign: BonusCampaignRow;
  amount: number;
  currency: string;
  /** What gave it (`deposit:<id>`, `promo`, `offer`): a second grant from the same source gives nothing. */
  source: string;
}

/**
 * The bonus lifecycle on the ledger. Every function runs inside the caller's transaction and
 * locks the bonus row first, so two calls on one bonus queue; every money step is a wallet
 * transfer keyed by the bonus id and the step (`bonus:<id>:grant|conversion|forfeit`), so a step
 * replayed after a crash or by a retried event moves nothing twice. Every change of status is
 * also a row in `player_bonus_events`.
 *
 * available → (activate) active → completed (wagering done: converted to main money)
 *                                → expired | forfeited (withdrawal) | cancelled (deactivate, remove)
 * available → expired | cancelled (no money had moved)
 */
export function createBonusEngine({ wallet, events, isExcluded }: BonusEngineDependencies) {
  async function note(trx: Db, bonusId: number, action: string, amount = 0, transferId: number | null = null) {
    await trx.insertInto('player_bonus_events').values({ bonus_id: bonusId, action, amount, transfer_id: transferId }).execute();
  }

  async function lockBonus(trx: Db, bonusId: number, accountId?: number): Promise<PlayerBonusRow | undefined> {
    let query = trx.selectFrom('player_bonuses').selectAll().where('id', '=', bonusId);
    if (accountId !== undefined) query = query.where('account_id', '=', accountId);
    return query.forUpdate().executeTakeFirst();
  }

  async function campaignOf(trx: Db, campaignId: number): Promise<BonusCampaignRow> {
    return trx.selectFrom('bonus_campaigns').selectAll().where('id', '=', campaignId).executeTakeFirstOrThrow();
  }

  async function setStatus(
    trx: Db,
    bonus: PlayerBonusRow,
    status: BonusStatus,
    extra: Partial<PlayerBonusRow> = {},
  ): Promise<PlayerBonusRow> {
    const finished = FINAL_STATUSES.includes(status) ? { finished_at: sql<Date>`now()` } : {};
    const { id: _id, ...rest } = extra;
    return trx
      .updateTable('player_bonuses')
      .set({ ...rest, ...finished, status })
      .where('id', '=', bonus.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Moves what is on the bonus account off it when the active bonus ends: the bonus and what was
   * won by staking it (stakes the main balance could not pay come from there, and their wins go
   * back there). The account is the active bonus's alone (one active bonus per wallet).
   */
  async function settle(trx: Db, bonus: PlayerBonusRow, kind: 'bonus_conversion' | 'bonus_forfeit') {
    const account = await wallet.accounts.player(trx, Number(bonus.account_id), ledgerKind(bonus.wallet), bonus.currency);
    const left = await wallet.balance(trx, account);
    if (left <= 0) return null;
    const to =
      kind === 'bonus_conversion'
        ? await wallet.accounts.player(trx, Number(bonus.account_id), 'main', bonus.currency)
        : await wallet.accounts.house(trx, bonus.currency, Number(bonus.account_id));
    return wallet.transfer(trx, {
      key: `bonus:${bonus.id}:${kind === 'bonus_conversion' ? 'conversion' : 'forfeit'}`,
      kind,
      from: account,
      to,
      amount: left,
      reference: { type: 'bonus', id: bonus.id },
    });
  }

  /** Wagering reached, and for a free-spin bonus every spin of its pack played. */
  const isDone = (bonus: PlayerBonusRow) => Number(bonus.wagered) >= Number(bonus.wagering_required) && Number(bonus.free_spins_left) === 0;

  async function convert(trx: Db, bonus: PlayerBonusRow): Promise<PlayerBonusRow> {
    const transfer = await settle(trx, bonus, 'bonus_conversion');
    await note(trx, bonus.id, 'completed', transfer?.amount ?? 0, transfer?.id ?? null);
    return setStatus(trx, bonus, 'completed');
  }

  /** available → active: the money moves to the bonus account and the wagering clock starts. */
  async function activateLocked(trx: Db, bonus: PlayerBonusRow): Promise<PlayerBonusRow> {
    if (bonus.status === 'active') return bonus;
    if (bonus.status !== 'available' || bonus.is_hidden)
      throw new ApiError('InvalidRequest', 'This bonus cannot be activated', { code: 'bonus_not_available' });
    if (bonus.expires_at.getTime() <= Date.now()) throw new ApiError('InvalidRequest', 'This bonus has expired', { code: 'bonus_expired' });
    const other = await trx
      .selectFrom('player_bonuses')
      .select('id')
      .where('account_id', '=', bonus.account_id)
      .where('wallet', '=', bonus.wallet)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (other) throw new ApiError('InvalidRequest', 'Another bonus is active', { code: 'bonus_already_active' });
    const campaign = await campaignOf(trx, bonus.campaign_id);
    const accountId = Number(bonus.account_id);
    if (campaign.kind === 'free_spins') return activateFreeSpins(trx, bonus, campaign);
    const transfer = await wallet.transfer(trx, {
      key: `bonus:${bonus.id}:grant`,
      kind: 'bonus_grant',
      from: await wallet.accounts.house(trx, bonus.currency, accountId),
      to: await wallet.accounts.player(trx, accountId, ledgerKind(bonus.wallet), bonus.currency),
      amount: Number(bonus.amount),
      reference: { type: 'bonus', id: bonus.id },
    });
    await note(trx, bonus.id, 'activated', transfer.amount, transfer.id);
    const active = await setStatus(trx, bonus, 'active', {
      activated_at: new Date(),
      expires_at: new Date(Date.now() + campaign.expiry_days * DAY_MS),
    });
    if (campaign.kind === 'free_bet') return offerFreeBet(trx, active, campaign);
    return isDone(active) ? convert(trx, active) : active;
  }

  /**
   * A free bet is not wagered: it pays one stake of its amount. The sportsbook learns it may
   * (`free_bet.granted`, once per bonus), and tells when it did (`bet.placed` with `freeBetId`).
   */
  async function offerFreeBet(trx: Db, bonus: PlayerBonusRow, campaign: BonusCampaignRow): Promise<PlayerBonusRow> {
    await events.record(trx, {
      type: 'free_bet.granted',
      key: `bonus:${bonus.id}`,
      payload: {
        accountId: Number(bonus.account_id),
        bonusId: Number(bonus.id),
        amount: Number(bonus.amount),
        currency: bonus.currency,
        minPrice: campaign.free_bet_min_price === null ? null : Number(campaign.free_bet_min_price),
        expiresAt: bonus.expires_at.toISOString(),
      },
    });
    return bonus;
  }

  /**
   * A free-spin bonus becomes active by having its pack granted (the casino creates it from the
   * event, once per bonus); no money moves until a spin wins.
   */
  async function activateFreeSpins(trx: Db, bonus: PlayerBonusRow, campaign: BonusCampaignRow): Promise<PlayerBonusRow> {
    await events.record(trx, {
      type: 'free_spins.granted',
      key: `bonus:${bonus.id}`,
      payload: {
        accountId: Number(bonus.account_id),
        source: 'bonus',
        grantId: Number(bonus.id),
        gameSysname: campaign.free_spin_game ?? '',
        count: campaign.free_spin_count,
        stake: Number(campaign.free_spin_stake),
        validDays: campaign.expiry_days,
      },
    });
    await note(trx, bonus.id, 'activated');
    return setStatus(trx, bonus, 'active', {
      activated_at: new Date(),
      expires_at: new Date(Date.now() + campaign.expiry_days * DAY_MS),
      free_spins_left: campaign.free_spin_count,
    });
  }

  /** Ends an active or available bonus; an active one's money goes back to the house. */
  async function endLocked(trx: Db, bonus: PlayerBonusRow, status: 'expired' | 'forfeited' | 'cancelled'): Promise<PlayerBonusRow> {
    if (FINAL_STATUSES.includes(bonus.status)) return bonus;
    // Spins of its pack not played yet end with it.
    if (bonus.status === 'active' && Number(bonus.free_spins_left) > 0)
      await events.record(trx, {
        type: 'free_spins.revoked',
        key: `bonus:${bonus.id}`,
        payload: { accountId: Number(bonus.account_id), source: 'bonus', grantId: Number(bonus.id) },
      });
    // An unspent free bet can no longer pay a bet (a spent one completed when its bet was placed).
    if (bonus.status === 'active' && (await campaignOf(trx, bonus.campaign_id)).kind === 'free_bet')
      await events.record(trx, {
        type: 'free_bet.revoked',
        key: `bonus:${bonus.id}`,
        payload: { accountId: Number(bonus.account_id), bonusId: Number(bonus.id) },
      });
    const transfer = bonus.status === 'active' ? await settle(trx, bonus, 'bonus_forfeit') : null;
    await note(trx, bonus.id, status, transfer?.amount ?? 0, transfer?.id ?? null);
    return setStatus(trx, bonus, status);
  }

  const engine = {
    /**
     * Gives a player a campaign's bonus, once per (campaign, source); it becomes active at once
     * when no other bonus of its wallet is. Nothing for a self-excluded player or a zero amount.
     */
    async grant(trx: Db, grant: Grant): Promise<PlayerBonusRow | null> {
      // A free-spin bonus starts at nothing: its spins' wins are its amount.
      const amountless = grant.campaign.kind === 'free_spins';
      if ((grant.amount <= 0 && !amountless) || (await isExcluded(trx, grant.accountId))) return null;
      const { campaign } = grant;
      const inserted = await trx
        .insertInto('player_bonuses')
        .values({
          account_id: grant.accountId,
          campaign_id: campaign.id,
          wallet: campaign.wallet,
          status: 'available',
          amount: grant.amount,
          currency: grant.currency,
          wagering_required: grant.amount * campaign.wagering_multiplier,
          source: grant.source,
          expires_at: new Date(Date.now() + campaign.expiry_days * DAY_MS),
        })
        .onConflict((conflict) => conflict.columns(['account_id', 'campaign_id', 'source']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!inserted) return null;
      await note(trx, inserted.id, 'granted', grant.amount);
      const busy = await trx
        .selectFrom('player_bonuses')
        .select('id')
        .where('account_id', '=', grant.accountId)
        .where('wallet', '=', campaign.wallet)
        .where('status', '=', 'active')
        .executeTakeFirst();
      return busy ? inserted : activateLocked(trx, inserted);
    },

    async activate(trx: Db, accountId: number, bonusId: number, wallet: BonusWallet): Promise<PlayerBonusRow> {
      const bonus = await lockBonus(trx, bonusId, accountId);
      if (!bonus || bonus.wallet !== wallet || bonus.is_hidden) throw notFound();
      if (await isExcluded(trx, accountId)) throw excluded();
      return activateLocked(trx, bonus);
    },

    /** bonuses.deactivate: the active bonus is cancelled and its money forfeited. */
    async deactivate(trx: Db, accountId: number, bonusId: number): Promise<PlayerBonusRow> {
      const bonus = await lockBonus(trx, bonusId, accountId);
      if (!bonus || bonus.wallet !== 'casino' || bonus.is_hidden) throw notFound();
      if (bonus.status === 'cancelled') return bonus;
      if (bonus.status !== 'active') throw new ApiError('InvalidRequest', 'This bonus is not active', { code: 'bonus_not_active' });
      return endLocked(trx, bonus, 'cancelled');
    },

    /** Hides a bonus; one still running is cancelled first (an active one's money forfeited). */
    async remove(trx: Db, accountId: number, bonusId: number, wallet: BonusWallet): Promise<void> {
      const bonus = await lockBonus(trx, bonusId, accountId);
      if (!bonus || bonus.wallet !== wallet || bonus.is_hidden) throw notFound();
      const ended = await endLocked(trx, bonus, 'cancelled');
      await note(trx, bonus.id, 'removed');
      await trx.updateTable('player_bonuses').set({ is_hidden: true }).where('id', '=', ended.id).execute();
    },

    /**
     * A casino round (`round.played`) counts towards the active casino bonus's wagering (by the
     * game's categories and the campaign's maximum stake); reaching the requirement converts it.
     * With `play`, the round's real-money stake and win also go to the player's UTC day of `at`
     * (`bonus_play_days`, what cashback counts). One round trip (`bonus_round_played`, migration
     * `1411_bonus_wager`) unless the wagering completes: then the conversion moves the bonus
     * balance through the ledger in the same transaction. Answers the active bonus (converted when
     * done), or undefined when there is none.
     */
    async wager(trx: Db, round: WageredRound): Promise<PlayerBonusRow | undefined> {
      const { accountId, gameId, stake, currency, play } = round;
      const { rows } = await sql<PlayerBonusRow & { counted: number }>`
        select (w.wagered_bonus).*, w.counted
        from bonus_round_played(${accountId}, ${gameId}, ${currency}, ${stake}, ${new Date()},
          ${play ? isoDay(play.at) : null}, ${play?.stake ?? 0}, ${play?.win ?? 0}) as w`.execute(trx);
      const row = rows[0];
      if (!row) return undefined;
      const { counted, ...bonus } = row;
      return Number(counted) > 0 && isDone(bonus) ? convert(trx, bonus) : bonus;
    },

    /**
     * Casino rounds in the order they were played (a run of `round.played`), as `wager` takes each
     * one in turn, in one round trip whatever their number (`bonus_rounds_played`, migration
     * `1412_bonus_rounds_played`): the play days of those with `play`, and each active casino
     * bonus's wagering round after round. A bonus whose wagering a round completes is converted
     * (through the ledger, in this transaction, as `wager` does), once; its player's later rounds
     * in the run count towards nothing. Answers the converted bonuses, in the order they completed.
     * Only rounds: anything else that changes a bonus (a free spin of its pack, a deposit, a
     * withdrawal) must come between two calls, in its place in the order.
     */
    async wagerRounds(trx: Db, rounds: readonly WageredRound[]): Promise<PlayerBonusRow[]> {
      if (rounds.length === 0) return [];
      const set = rounds.map(({ accountId, gameId, stake, currency, play }) => ({
        account: accountId,
        game: gameId,
        currency,
        stake,
        day: play ? isoDay(play.at) : null,
        playStake: play?.stake ?? 0,
        playWin: play?.win ?? 0,
      }));
      const { rows } = await sql<PlayerBonusRow>`select * from bonus_rounds_played(${JSON.stringify(set)}::jsonb, ${new Date()})`.execute(
        trx,
      );
      const converted: PlayerBonusRow[] = [];
      for (const bonus of rows) if (isDone(bonus)) converted.push(await convert(trx, bonus));
      return converted;
    },

    /**
     * A free spin of a bonus's pack was played (`round.played` with `freeSpins`): its win goes to
     * the bonus balance (`bonus:<id>:free-spin:<round>`, house → bonus) and adds to the bonus and
     * to its wagering (win × the campaign's multiplier); the last spin played with the wagering
     * done converts it. A spin of a bonus that already ended credits nothing: the pack ends with it.
     */
    async creditFreeSpin(
      trx: Db,
      spin: { accountId: number; bonusId: number; roundId: number; win: number; left: number; currency: string },
    ): Promise<PlayerBonusRow | undefined> {
      const bonus = await lockBonus(trx, spin.bonusId, spin.accountId);
      if (!bonus || bonus.status !== 'active' || bonus.currency !== spin.currency) return bonus;
      const campaign = await campaignOf(trx, bonus.campaign_id);
      let extra: Partial<PlayerBonusRow> = { free_spins_left: Math.min(Number(bonus.free_spins_left), spin.left) };
      if (spin.win > 0) {
        const transfer = await wallet.transfer(trx, {
          key: `bonus:${bonus.id}:free-spin:${spin.roundId}`,
          kind: 'bonus_grant',
          from: await wallet.accounts.house(trx, bonus.currency, spin.accountId),
          to: await wallet.accounts.player(trx, spin.accountId, ledgerKind(bonus.wallet), bonus.currency),
          amount: spin.win,
          reference: { type: 'bonus', id: bonus.id },
        });
        // A round delivered again (it is not, the relay marks it in this transaction) must not grow the bonus twice.
        if (transfer.replayed) return bonus;
        await note(trx, bonus.id, 'free_spin_won', transfer.amount, transfer.id);
        extra = {
          ...extra,
          amount: Number(bonus.amount) + spin.win,
          wagering_required: Number(bonus.wagering_required) + spin.win * campaign.wagering_multiplier,
        };
      }
      const updated = await setStatus(trx, bonus, 'active', extra);
      return isDone(updated) ? convert(trx, updated) : updated;
    },

    /**
     * A free bet paid a bet's stake (`bet.placed` with `freeBetId`): the bonus completes, its
     * money already gone with the stake, so nothing is left to convert. One that ended meanwhile
     * (expired between the bet and this event) only notes the bet.
     */
    async spendFreeBet(trx: Db, spent: { accountId: number; bonusId: number; betId: number; stake: number }): Promise<void> {
      const bonus = await lockBonus(trx, spent.bonusId, spent.accountId);
      if (!bonus || bonus.wallet !== 'betting') return;
      await note(trx, bonus.id, 'free_bet_used', spent.stake);
      if (bonus.status === 'active') await convert(trx, bonus);
    },

    /**
     * A bet a free bet paid was void (every leg void): the player gets the free bet back as a new
     * bonus of its campaign and amount (source `void-bet:<bet id>`, so once per bet), with the
     * campaign's full expiry, active at once unless another betting bonus runs.
     */
    async returnFreeBet(trx: Db, voided: { accountId: number; bonusId: number; betId: number }): Promise<PlayerBonusRow | null> {
      const bonus = await trx.selectFrom('player_bonuses').selectAll().where('id', '=', voided.bonusId).executeTakeFirst();
      if (!bonus || Number(bonus.account_id) !== voided.accountId) return null;
      const campaign = await campaignOf(trx, bonus.campaign_id);
      return engine.grant(trx, {
        accountId: voided.accountId,
        campaign,
        amount: Number(bonus.amount),
        currency: bonus.currency,
        source: `void-bet:${voided.betId}`,
      });
    },

    /** Ends every bonus whose time is up (the `bonus.expire` job); answers how many. */
    async expireDue(db: Db, now = new Date()): Promise<number> {
      const due = await db
        .selectFrom('player_bonuses')
        .select('id')
        .where('status', 'in', ['available', 'active'])
        .where('expires_at', '<=', now)
        .orderBy('id')
        .limit(500)
        .execute();
      for (const { id } of due) {
        await db.transaction().execute(async (trx) => {
          const bonus = await lockBonus(trx, id);
          if (bonus && !FINAL_STATUSES.includes(bonus.status) && bonus.expires_at <= now) await endLocked(trx, bonus, 'expired');
        });
      }
      return due.length;
    },

    /**
     * A refunded deposit (`deposit.refunded`) takes back what it granted: the bonuses whose source
     * is that deposit (a match, a reload, free spins) end as forfeited, an active one's remaining
     * bonus balance going back to the house; ones already ended stay as they are, so a replay
     * moves nothing. Answers how many ended now.
     */
    async forfeitFromDeposit(trx: Db, accountId: number, depositId: number): Promise<number> {
      const granted = await trx
        .selectFrom('player_bonuses')
        .select('id')
        .where('account_id', '=', accountId)
        .where('source', '=', `deposit:${depositId}`)
        .where('status', 'in', ['available', 'active'])
        .orderBy('id')
        .execute();
      let ended = 0;
      for (const { id } of granted) {
        const bonus = await lockBonus(trx, id);
        if (!bonus || FINAL_STATUSES.includes(bonus.status)) continue;
        await endLocked(trx, bonus, 'forfeited');
        ended += 1;
      }
      return ended;
    },

    /**
     * A withdrawal burns the player's active bonuses (the cashier's confirm dialog warns first);
     * available ones never reached the balance and stay.
     */
    async forfeitAll(trx: Db, accountId: number): Promise<number> {
      const running = await trx
        .selectFrom('player_bonuses')
        .select('id')
        .where('account_id', '=', accountId)
        .where('status', '=', 'active')
        .orderBy('id')
        .execute();
      for (const { id } of running) {
        const bonus = await lockBonus(trx, id);
        if (bonus) await endLocked(trx, bonus, 'forfeited');
      }
      return running.length;
    },
  };
  return engine;
}

export type BonusEngine = ReturnType<typeof createBonusEngine>;

const notFound = () => new ApiError('InvalidParameter', 'No such bonus', { invalidParameters: { bonus_id: ['INVALID'] } });
export const excluded = () =>
  new ApiError('InvalidRequest', 'Bonuses are off while the player is self-excluded', { code: 'self_excluded' });
