import { sql } from 'kysely';
import type { Migration } from '../migration';

/**
 * Free bets (issues 18 and 20): a free-bet campaign's least combined price (campaign data, in
 * hundredths; null takes any), the sportsbook's own copy of each free bet the bonus engine made
 * spendable (`free_bet.granted`, `free_bet.revoked`), and the free bet that paid a bet's stake,
 * at most one bet per free bet.
 */
export const bettingFreeBetsMigrations: Migration[] = [
  {
    id: '1403_bonus_free_bet_min_price',
    async up(db) {
      await sql`
        alter table bonus_campaigns
          add column free_bet_min_price integer check (free_bet_min_price is null or free_bet_min_price > 100)`.execute(db);
    },
  },
  {
    id: '1504_betting_free_bets',
    async up(db) {
      await sql`
        create table betting_free_bets (
          bonus_id bigint primary key,
          account_id bigint not null references accounts (id) on delete restrict,
          amount bigint not null check (amount > 0),
          currency text not null,
          min_price integer check (min_price is null or min_price > 100),
          expires_at timestamptz not null,
          status text not null check (status in ('available', 'used', 'revoked')),
          bet_id bigint references bets (id)
        )`.execute(db);
      await sql`alter table bets add column free_bet_id bigint unique`.execute(db);
    },
  },
];
