import { sql } from 'kysely';
import type { Migration } from '../migration';

/**
 * A run of casino rounds (`round.played`, consumer `bonus.engine`) as one call, whatever its length
 * (issue 44 §1): the event bus hands the consumer a delivery batch as a set (`subscribeBatch`), and
 * one statement per round, however cheap, kept the whole site's casino rounds at one consumer's
 * round trips.
 *
 * `bonus_rounds_played(p_rounds, p_now)` takes the rounds as a JSON array in the order they were
 * played, each `{account, game, currency, stake, day, playStake, playWin}` (`day` null: no play
 * day), and does what `bonus_round_played` (migration `1411_bonus_wager`) does for each of them in
 * that order, as sets:
 * 1. adds the rounds' real-money stakes and wins to the players' UTC days (`bonus_play_days`) in
 *    one upsert of their sums per player, day and currency (a sum does not depend on the order);
 * 2. locks the active casino bonuses of the set's players, in id order;
 * 3. what each round counts towards its player's bonus is the one-round rule (the bonus's currency,
 *    its expiry at `p_now` to the millisecond, `bonus_wagering_contribution` of the stake by the
 *    game's categories and the campaign's contributions and maximum stake): it does not depend on
 *    the rounds before, only on the bonus and the round;
 * 4. so round after round `wagered` is the bonus's `wagered` plus the running sum of what the rounds
 *    so far counted, up to the requirement (capping each step is capping the sum, amounts being
 *    positive), and the round that completes the wagering is the first counting one whose running
 *    sum reaches the requirement with no free spin of its pack left (the engine's `isDone`): the
 *    bonus ends there, and the player's later rounds count for nothing, as they would once it is
 *    converted (it was the player's only active casino bonus, and only other events activate one);
 * 5. one insert notes `wagered` for every round that counted, in the rounds' order, and one update
 *    sets each bonus's new `wagered`.
 * It answers the bonuses whose wagering completed, in that order; the caller converts each one (a
 * ledger transfer through the wallet, in the same transaction, keyed by the bonus). Only rounds go
 * in a set: the consumer ends a set at any other event and at a free spin of a bonus's pack, which
 * change the bonus in TypeScript. `test/bonus/wagering-rules.spec.ts` compares it with the rules
 * of `bonus-rules.ts` applied round after round.
 */
export const bonusWagerSetMigration: Migration = {
  id: '1412_bonus_rounds_played',
  async up(db) {
    await sql
      .raw(
        `create function bonus_rounds_played(p_rounds jsonb, p_now timestamptz)
        returns setof player_bonuses language plpgsql as $$
        begin
          insert into bonus_play_days as d (account_id, day, currency, staked, won)
          select (e ->> 'account')::bigint, (e ->> 'day')::date, e ->> 'currency', sum((e ->> 'playStake')::bigint), sum((e ->> 'playWin')::bigint)
          from jsonb_array_elements(p_rounds) as e
          where jsonb_typeof(e -> 'day') = 'string'
          group by 1, 2, 3
          order by 1, 2, 3
          on conflict (account_id, day, currency) do update set staked = d.staked + excluded.staked, won = d.won + excluded.won;

          return query
          with rounds as (
            select e.n, (e.value ->> 'account')::bigint as account, (e.value ->> 'game')::bigint as game,
              e.value ->> 'currency' as currency, (e.value ->> 'stake')::bigint as stake
            from jsonb_array_elements(p_rounds) with ordinality as e (value, n)
          ),
          locked as (
            select pb.* from player_bonuses pb
            where pb.account_id in (select r.account from rounds r) and pb.wallet = 'casino' and pb.status = 'active'
            order by pb.id
            for update
          ),
          games as (
            select g.game, array(
              select gc.sysname from game_category_links l join game_categories gc on gc.id = l.category_id where l.game_id = g.game) as categories
            from (select distinct r.game from rounds r join locked b on b.account_id = r.account) as g
          ),
          counted as (
            select r.n, b.id as bonus_id,
              bonus_wagering_contribution(r.stake, c.max_stake, bonus_contribution_percent(c.contributions, g.categories)) as amount
            from rounds r
            join locked b on b.account_id = r.account
            join bonus_campaigns c on c.id = b.campaign_id
            join games g on g.game = r.game
            where b.currency = r.currency and date_trunc('milliseconds', b.expires_at) > p_now
          ),
          running as (
            select x.n, x.bonus_id, x.amount, sum(x.amount) over (partition by x.bonus_id order by x.n) as total
            from counted x
            where x.amount > 0
          ),
          ends as (
            select b.id as bonus_id,
              min(x.n) filter (where b.wagered + x.total >= b.wagering_required and b.free_spins_left = 0) as completed_at
            from locked b join running x on x.bonus_id = b.id
            group by b.id
          ),
          kept as (
            select x.n, x.bonus_id, x.amount
            from running x join ends e on e.bonus_id = x.bonus_id
            where e.completed_at is null or x.n <= e.completed_at
          ),
          notes as (
            insert into player_bonus_events (bonus_id, action, amount, transfer_id)
            select k.bonus_id, 'wagered', k.amount, null from kept k order by k.n
          ),
          updated as (
            update player_bonuses pb set wagered = least(pb.wagering_required, pb.wagered + k.total)
            from (select bonus_id, sum(amount) as total from kept group by bonus_id) as k
            where pb.id = k.bonus_id
            returning pb.*
          )
          select u.* from updated u join ends e on e.bonus_id = u.id
          where e.completed_at is not null
          order by e.completed_at;
        end
        $$`,
      )
      .execute(db);
  },
};
