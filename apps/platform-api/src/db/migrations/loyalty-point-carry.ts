import { sql } from 'kysely';
import type { Migration } from '../migration';

/**
 * Fractions of a point carried from round to round, per player and point rule, so small stakes
 * add up instead of each earning a floor of zero. `remainder` is the part of the rule's
 * `Σ stake × points` (minor units of the rule's currency times points) not yet paid as a whole
 * point, kept in integers so nothing is lost to rounding; normally below the rule's `per_stake`.
 * Deleting a rule drops its carries (less than a point each).
 */
export const pointCarryMigration: Migration = {
  id: '0406_loyalty_point_carry',
  async up(db) {
    await sql`
      create table loyalty_point_carry (
        account_id bigint not null references loyalty_players (account_id),
        rule_id integer not null references loyalty_point_rules (id) on delete cascade,
        remainder bigint not null default 0 check (remainder >= 0),
        primary key (account_id, rule_id)
      )`.execute(db);
  },
};
