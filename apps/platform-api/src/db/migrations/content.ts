import { sql } from 'kysely';
import type { Db } from '../database';
import type { Migration } from '../migration';

async function run(db: Db, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

const localesAndMessages: Migration = {
  id: '0201_content_locales_messages',
  up: (db) =>
    run(db, [
      `create table locales (
        code text primary key,
        name text not null,
        position integer not null default 0,
        is_default boolean not null default false,
        is_active boolean not null default true
      )`,
      // At most one default locale.
      `create unique index locales_one_default on locales (is_default) where is_default`,
      `create table messages (
        locale text not null references locales (code) on delete cascade,
        namespace text not null,
        key text not null,
        value text not null,
        updated_at timestamptz not null default now(),
        primary key (locale, namespace, key)
      )`,
    ]),
};

const cms: Migration = {
  id: '0202_content_cms',
  up: (db) =>
    run(db, [
      `create table cms_sections (
        locale text not null,
        section text not null,
        data jsonb not null,
        updated_at timestamptz not null default now(),
        primary key (locale, section)
      )`,
      `create table cms_pages (
        locale text not null references locales (code) on delete cascade,
        slug text not null,
        title text not null,
        description text not null default '',
        body_html text not null,
        is_published boolean not null default true,
        updated_at timestamptz not null default now(),
        primary key (locale, slug)
      )`,
      `create table seo_pages (
        locale text not null references locales (code) on delete cascade,
        path text not null,
        title text not null,
        description text not null,
        data jsonb not null default '{}'::jsonb,
        updated_at timestamptz not null default now(),
        primary key (locale, path)
      )`,
      `create table site_settings (
        key text primary key,
        data jsonb not null,
        updated_at timestamptz not null default now()
      )`,
    ]),
};

const campaigns: Migration = {
  id: '0203_content_campaigns',
  up: (db) =>
    run(db, [
      `create table promo_codes (
        code text primary key check (code = upper(code)),
        is_active boolean not null default true,
        starts_at timestamptz,
        finished_at timestamptz,
        description text not null default ''
      )`,
      `create table banners (
        id serial primary key,
        seed_key text unique,
        locale text not null references locales (code) on delete cascade,
        position integer not null default 0,
        label text not null,
        value text not null,
        addition text not null default '',
        banner_type text not null default 'normal',
        artwork jsonb not null,
        is_active boolean not null default true,
        finished_at timestamptz,
        created_at timestamptz not null default now()
      )`,
      `create index banners_locale_position on banners (locale, position, id)`,
      `create table popups (
        id serial primary key,
        seed_key text unique,
        locale text not null references locales (code) on delete cascade,
        title text not null,
        content text not null,
        button_text text not null,
        button_url text not null,
        audience text not null default 'all' check (audience in ('all', 'anonymous', 'authenticated')),
        is_active boolean not null default true,
        starts_at timestamptz,
        finished_at timestamptz,
        created_at timestamptz not null default now()
      )`,
    ]),
};

// account_id has no foreign key: accounts belong to the account area, and these rows are
// analytics and player preferences that must not block deleting or anonymising an account.
const playerData: Migration = {
  id: '0204_content_player_data',
  up: (db) =>
    run(db, [
      `create table storage_entries (
        account_id bigint not null,
        key text not null,
        value text not null,
        updated_at timestamptz not null default now(),
        primary key (account_id, key)
      )`,
      `create table feedback_messages (
        id serial primary key,
        account_id bigint,
        locale text not null,
        name text not null,
        email text not null,
        message text not null,
        created_at timestamptz not null default now()
      )`,
      `create table tracking_events (
        id bigserial primary key,
        account_id bigint,
        event_name text not null,
        event_params jsonb not null,
        created_at timestamptz not null default now()
      )`,
      `create table tracking_hits (
        id bigserial primary key,
        account_id bigint,
        referer text,
        track_id text,
        seon_session text,
        user_agent text,
        created_at timestamptz not null default now()
      )`,
    ]),
};

// Where a banner shows: the home slider, or the auth popup's registration mode (§2 optional banner).
const bannerPlacement: Migration = {
  id: '0205_content_banner_placement',
  up: (db) =>
    run(db, [
      `alter table banners add column placement text not null default 'slider'`,
      `drop index banners_locale_position`,
      `create index banners_locale_placement_position on banners (locale, placement, position, id)`,
    ]),
};

/** Content area migrations, ids `02xx_…`. */
export const contentMigrations: Migration[] = [localesAndMessages, cms, campaigns, playerData, bannerPlacement];
