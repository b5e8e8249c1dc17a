import { sql } from 'kysely';
import type { Db } from '../database';
import type { Migration } from '../migration';

async function run(db: Db, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

const catalogue: Migration = {
  id: '0601_casino_catalogue',
  up: (db) =>
    run(db, [
      `create table game_providers (
        id serial primary key,
        sysname text not null unique,
        name text not null,
        position integer not null default 0,
        types text[] not null default '{}',
        artwork jsonb not null,
        description_name text not null default '',
        description_image text not null default ''
      )`,
      `create table game_categories (
        id serial primary key,
        sysname text not null unique,
        position integer not null default 0,
        names jsonb not null
      )`,
      `create table games (
        id serial primary key,
        sysname text not null unique,
        name text not null,
        search_name text not null,
        provider_id integer not null references game_providers (id),
        popularity integer not null default 0,
        likes_count integer not null default 0,
        has_demo boolean not null default true,
        is_active boolean not null default true,
        rtp_bp integer not null check (rtp_bp between 8000 and 9900),
        released_at timestamptz not null,
        artwork jsonb not null,
        description_name text not null default '',
        description_image text not null default ''
      )`,
      // One index per sort order the hall offers, each led by is_active so the page is read in order.
      `create index games_popular on games (is_active, popularity desc, id)`,
      `create index games_new on games (is_active, released_at desc, id)`,
      `create index games_name on games (is_active, search_name, id)`,
      `create index games_likes on games (is_active, likes_count desc, id)`,
      `create index games_provider on games (provider_id, popularity desc, id)`,
      `create table game_category_links (
        category_id integer not null references game_categories (id) on delete cascade,
        game_id integer not null references games (id) on delete cascade,
        primary key (category_id, game_id)
      )`,
      `create index game_category_links_game on game_category_links (game_id, category_id)`,
    ]),
};

// account_id columns have no foreign key, like the content area's player data: these rows must
// not block deleting or anonymising an account.
const playerData: Migration = {
  id: '0602_casino_player_data',
  up: (db) =>
    run(db, [
      `create table game_likes (
        account_id bigint not null,
        game_id integer not null references games (id) on delete cascade,
        created_at timestamptz not null default now(),
        primary key (account_id, game_id)
      )`,
      `create table free_spin_packs (
        id serial primary key,
        account_id bigint not null,
        game_id integer not null references games (id) on delete cascade,
        total_count integer not null check (total_count > 0),
        remaining_count integer not null check (remaining_count >= 0),
        stake bigint not null,
        currency text not null,
        expires_at timestamptz not null,
        created_at timestamptz not null default now()
      )`,
      `create index free_spin_packs_account on free_spin_packs (account_id, expires_at)`,
      `create table demo_wallets (
        token_hash text primary key,
        balance bigint not null check (balance >= 0),
        updated_at timestamptz not null default now()
      )`,
      `create table game_rounds (
        id bigserial primary key,
        account_id bigint,
        demo_token_hash text,
        game_id integer not null references games (id),
        mode text not null check (mode in ('demo', 'play')),
        stake bigint not null check (stake >= 0),
        win bigint not null check (win >= 0),
        currency text not null,
        player_name text not null,
        outcome jsonb not null,
        created_at timestamptz not null default now()
      )`,
      `create index game_rounds_account on game_rounds (account_id, created_at desc) where account_id is not null`,
      `create index game_rounds_wins on game_rounds (created_at desc) where mode = 'play' and win > 0`,
      // The bet and the win of every round, as the wallet saw them.
      `create table game_transactions (
        id bigserial primary key,
        round_id bigint not null references game_rounds (id) on delete cascade,
        kind text not null check (kind in ('bet', 'win')),
        amount bigint not null check (amount >= 0),
        balance_after bigint not null,
        created_at timestamptz not null default now()
      )`,
      `create index game_transactions_round on game_transactions (round_id)`,
      `create table game_history_exports (
        id serial primary key,
        account_id bigint not null,
        status text not null default 'pending' check (status in ('pending', 'ready', 'failed')),
        date_from date,
        date_to date,
        csv text,
        row_count integer not null default 0,
        created_at timestamptz not null default now(),
        finished_at timestamptz
      )`,
      `create index game_history_exports_account on game_history_exports (account_id, id desc)`,
      `create index game_history_exports_pending on game_history_exports (id) where status = 'pending'`,
    ]),
};

const jackpotsAndTournaments: Migration = {
  id: '0603_casino_jackpots_tournaments',
  up: (db) =>
    run(db, [
      `create table jackpots (
        id serial primary key,
        sysname text not null unique,
        name text not null,
        currency text not null,
        seed_value bigint not null,
        value bigint not null,
        contribution_bp integer not null check (contribution_bp between 1 and 1000),
        position integer not null default 0,
        artwork jsonb not null,
        last_won_at timestamptz
      )`,
      `create table jackpot_wins (
        id serial primary key,
        jackpot_id integer not null references jackpots (id) on delete cascade,
        account_id bigint,
        player_name text not null,
        game_id integer references games (id) on delete set null,
        amount bigint not null,
        won_at timestamptz not null default now()
      )`,
      `create index jackpot_wins_recent on jackpot_wins (won_at desc)`,
      `create table tournaments (
        id serial primary key,
        sysname text not null unique,
        starts_at timestamptz not null,
        ends_at timestamptz not null,
        total_prize bigint not null,
        currency text not null,
        min_stake bigint not null default 0,
        prizes jsonb not null,
        provider_id integer references game_providers (id),
        reset_on_cashout boolean not null default false,
        tags jsonb not null default '[]'::jsonb,
        texts jsonb not null,
        artwork jsonb not null,
        position integer not null default 0
      )`,
      `create table tournament_games (
        tournament_id integer not null references tournaments (id) on delete cascade,
        game_id integer not null references games (id) on delete cascade,
        primary key (tournament_id, game_id)
      )`,
      `create index tournament_games_game on tournament_games (game_id)`,
      // Seeded rivals have no account; a player takes part at most once per tournament.
      `create table tournament_participants (
        id serial primary key,
        tournament_id integer not null references tournaments (id) on delete cascade,
        account_id bigint,
        player_name text not null,
        points bigint not null default 0,
        joined_at timestamptz not null default now()
      )`,
      `create unique index tournament_participants_once on tournament_participants (tournament_id, account_id) where account_id is not null`,
      `create index tournament_participants_rank on tournament_participants (tournament_id, points desc, id)`,
    ]),
};

/** Casino area migrations, ids `06xx_…`. */
export const casinoMigrations: Migration[] = [catalogue, playerData, jackpotsAndTournaments];
