import { sql } from 'kysely';
import type { Migration } from '../migration';

/**
 * A casino round's work in the bonus area (`round.played`, consumer `bonus.engine`) as one call
 * instead of 2 statements without an active bonus and 7 with one (issue 44 §1). The consumer's
 * batches run one at a time, so its round trips per event bound how many casino rounds a second the
 * whole site can take.
 *
 * `bonus_contribution_percent` and `bonus_wagering_contribution` are `services/bonus-rules.ts`'s
 * `contributionPercent` and `wageringContribution` in SQL, so both give the same answer for every
 * input (`test/bonus/wagering-rules.spec.ts` compares them over many cases). The percent is chosen
 * and bounded to 0–100 on the JSON's exact numbers, then made a float8 (rounding keeps their order,
 * so this is JavaScript's choice among its doubles, without float8's overflow for absurd values),
 * and the stake's share is computed in float8 as JavaScript computes it in doubles.
 *
 * `bonus_round_played` does, in order, what the consumer did statement by statement:
 * 1. adds the round's real-money stake and win to the player's UTC day (`bonus_play_days`, what
 *    cashback counts), unless `p_day` is null;
 * 2. locks the player's active casino bonus (at most one: a partial unique index); none: no row;
 * 3. a bonus of another currency, or whose time is up at `p_now` (the caller's clock, compared at
 *    the millisecond as JavaScript compares the row's `expires_at`), answers as it is, `counted` 0;
 * 4. the stake's contribution by the game's categories and the campaign's contributions and maximum
 *    stake; 0 answers the bonus as it is;
 * 5. otherwise notes `wagered` with the amount counted and adds it to `wagered`, up to the
 *    requirement, and answers the updated row and `counted`.
 * The caller converts the bonus (a ledger transfer, in the same transaction) when `counted` > 0 and
 * the wagering is done. Its id sorts after `1401_bonus_engine`, whose row type it returns.
 */
export const bonusWagerMigration: Migration = {
  id: '1411_bonus_wager',
  async up(db) {
    await sql
      .raw(
        `create function bonus_contribution_percent(p_contributions jsonb, p_categories text[]) returns float8
        language sql immutable as $$
          select greatest(0::numeric, least(100::numeric, coalesce(
            (select min((p_contributions -> c)::numeric) from unnest(p_categories) as c where jsonb_typeof(p_contributions -> c) = 'number'),
            case when jsonb_typeof(p_contributions -> 'default') = 'number' then (p_contributions -> 'default')::numeric else 100::numeric end)))::float8
        $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create function bonus_wagering_contribution(p_stake bigint, p_max_stake bigint, p_percent float8) returns bigint
        language sql immutable as $$
          select case when p_stake <= 0 or (p_max_stake is not null and p_stake > p_max_stake) then 0::bigint
            else floor(p_stake::float8 * p_percent / 100::float8)::bigint end
        $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create function bonus_round_played(p_account bigint, p_game bigint, p_currency text, p_stake bigint, p_now timestamptz,
          p_day date default null, p_play_stake bigint default 0, p_play_win bigint default 0)
        returns table (wagered_bonus player_bonuses, counted bigint) language plpgsql as $$
        declare
          b player_bonuses;
          v_contributions jsonb;
          v_max_stake bigint;
          v_counted bigint;
        begin
          if p_day is not null then
            insert into bonus_play_days as d (account_id, day, currency, staked, won)
            values (p_account, p_day, p_currency, p_play_stake, p_play_win)
            on conflict (account_id, day, currency) do update set staked = d.staked + excluded.staked, won = d.won + excluded.won;
          end if;
          select * into b from player_bonuses pb
          where pb.account_id = p_account and pb.wallet = 'casino' and pb.status = 'active'
          for update;
          if not found then
            return;
          end if;
          if b.currency <> p_currency or date_trunc('milliseconds', b.expires_at) <= p_now then
            return query select b, 0::bigint;
            return;
          end if;
          select bc.contributions, bc.max_stake into v_contributions, v_max_stake from bonus_campaigns bc where bc.id = b.campaign_id;
          v_counted := bonus_wagering_contribution(p_stake, v_max_stake, bonus_contribution_percent(v_contributions, array(
            select gc.sysname from game_category_links l join game_categories gc on gc.id = l.category_id where l.game_id = p_game)));
          if v_counted = 0 then
            return query select b, 0::bigint;
            return;
          end if;
          insert into player_bonus_events (bonus_id, action, amount, transfer_id) values (b.id, 'wagered', v_counted, null);
          update player_bonuses pb set wagered = least(b.wagering_required, b.wagered + v_counted), status = 'active'
          where pb.id = b.id
          returning pb.* into b;
          return query select b, v_counted;
        end
        $$`,
      )
      .execute(db);
  },
};
