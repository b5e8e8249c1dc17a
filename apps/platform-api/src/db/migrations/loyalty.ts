import { sql } from 'kysely';
import type { Migration } from '../migration';
import { pointCarryMigration } from './loyalty-point-carry';
import { questGameMigration } from './loyalty-quest-game';

/** The characters a player may pick at registration (§3 character_id) and later change (loyalty.setcharacter). */
const characters: Migration = {
  id: '0401_loyalty_characters',
  async up(db) {
    await sql`
      create table loyalty_characters (
        id serial primary key,
        sysname text not null unique,
        position integer not null default 0,
        names jsonb not null,
        artwork jsonb not null,
        is_active boolean not null default true,
        created_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index loyalty_characters_position on loyalty_characters (position, id) where is_active`.execute(db);
  },
};

/**
 * The programme (§1, §3, §9): levels by earned points, point rules per game category, quests of
 * the §3 triggers, a shop, each player's points with an append-only entry per source (the
 * idempotency of every award), and the notifications shown as toasts.
 */
const programme: Migration = {
  id: '0402_loyalty_programme',
  async up(db) {
    const statements = [
      `create table loyalty_levels (
        id serial primary key,
        sysname text not null unique,
        position integer not null unique,
        names jsonb not null,
        min_value integer not null check (min_value >= 0),
        max_value integer check (max_value is null or max_value > min_value)
      )`,
      // Points for a round: floor(stake * points / per_stake); a category's rule beats the default (null).
      `create table loyalty_point_rules (
        id serial primary key,
        category_sysname text unique,
        points integer not null check (points >= 0),
        per_stake integer not null check (per_stake > 0)
      )`,
      `create unique index loyalty_point_rules_default on loyalty_point_rules ((category_sysname is null)) where category_sysname is null`,
      `create table loyalty_quests (
        id serial primary key,
        sysname text not null unique,
        position integer not null default 0,
        trigger text not null check (trigger in ('register', 'profile', 'confirm', 'deposit', 'rounds', 'level', 'product')),
        target integer not null default 1 check (target >= 1),
        category_sysname text,
        reward_points integer not null check (reward_points >= 0),
        texts jsonb not null,
        is_active boolean not null default true
      )`,
      `create table loyalty_products (
        id serial primary key,
        sysname text not null unique,
        position integer not null default 0,
        kind text not null check (kind in ('free_spins')),
        price integer not null check (price > 0),
        stock integer check (stock is null or stock >= 0),
        per_player_limit integer check (per_player_limit is null or per_player_limit > 0),
        details jsonb not null,
        texts jsonb not null,
        is_active boolean not null default true
      )`,
      `create table loyalty_players (
        account_id bigint primary key,
        points integer not null default 0 check (points >= 0),
        earned integer not null default 0 check (earned >= 0),
        character_id integer references loyalty_characters (id),
        created_at timestamptz not null default now()
      )`,
      `create table loyalty_point_entries (
        id bigserial primary key,
        account_id bigint not null references loyalty_players (account_id),
        source_key text not null,
        points integer not null,
        created_at timestamptz not null default now(),
        unique (account_id, source_key)
      )`,
      `create table loyalty_quest_progress (
        account_id bigint not null references loyalty_players (account_id),
        quest_id integer not null references loyalty_quests (id),
        progress integer not null default 0,
        completed_at timestamptz,
        primary key (account_id, quest_id)
      )`,
      `create table loyalty_purchases (
        id bigserial primary key,
        account_id bigint not null references loyalty_players (account_id),
        product_id integer not null references loyalty_products (id),
        price integer not null,
        created_at timestamptz not null default now()
      )`,
      `create index loyalty_purchases_player on loyalty_purchases (account_id, product_id)`,
      `create table loyalty_notifications (
        id bigserial primary key,
        account_id bigint not null references loyalty_players (account_id),
        source_key text not null,
        trigger text not null check (trigger in ('quest', 'register', 'profile', 'confirm', 'product', 'level')),
        type text not null check (type in ('credit', 'other')),
        title jsonb not null,
        message jsonb not null,
        amount integer not null default 0,
        amount_type text not null default 'points',
        image text,
        delivered_at timestamptz,
        created_at timestamptz not null default now(),
        unique (account_id, source_key)
      )`,
      `create index loyalty_notifications_pending on loyalty_notifications (account_id, id) where delivered_at is null`,
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

/**
 * A rule's stake is counted in the programme's base currency: `per_stake` is minor units of
 * `currency`, and a stake in another currency is converted with the platform's currency rates
 * first, so 100 RUB no longer earns what 100 EUR does.
 */
const ruleCurrency: Migration = {
  id: '0403_loyalty_rule_currency',
  async up(db) {
    await sql`alter table loyalty_point_rules add column currency text not null default 'EUR' check (currency ~ '^[A-Z]{3,4}$')`.execute(
      db,
    );
  },
};

/** The shop also sells bonus money, delivered by the bonus area (`loyalty.product_bought`). */
const bonusMoneyProducts: Migration = {
  id: '0404_loyalty_bonus_money_products',
  async up(db) {
    await sql`alter table loyalty_products drop constraint loyalty_products_kind_check`.execute(db);
    await sql`alter table loyalty_products add constraint loyalty_products_kind_check check (kind in ('free_spins', 'bonus_money'))`.execute(
      db,
    );
  },
};

/**
 * Character skins: a character with `skin_of` is a variant of another, picked only by a player
 * who unlocked it (bought in the shop: a `character_skin` product), one row per player and skin.
 */
const characterSkins: Migration = {
  id: '0405_loyalty_character_skins',
  async up(db) {
    const statements = [
      `alter table loyalty_characters add column skin_of integer references loyalty_characters (id)`,
      `create table loyalty_player_characters (
        account_id bigint not null references loyalty_players (account_id),
        character_id integer not null references loyalty_characters (id),
        purchase_id bigint references loyalty_purchases (id),
        unlocked_at timestamptz not null default now(),
        primary key (account_id, character_id)
      )`,
      `alter table loyalty_products drop constraint loyalty_products_kind_check`,
      `alter table loyalty_products add constraint loyalty_products_kind_check check (kind in ('free_spins', 'bonus_money', 'character_skin'))`,
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

/** Loyalty area migrations, ids `04xx_…`. */
export const loyaltyMigrations: Migration[] = [
  characters,
  programme,
  ruleCurrency,
  bonusMoneyProducts,
  characterSkins,
  pointCarryMigration,
  questGameMigration,
];
