import { sql } from 'kysely';
import type { Migration } from '../migration';

/**
 * Tables whose rows shape the pages the site server draws (texts, CMS sections and pages, SEO,
 * banners, the catalogue). Jackpots are left out on purpose: every spin feeds their amounts,
 * and pages only ask whether a jackpot exists.
 */
const PAGE_CONTENT_TABLES = [
  'locales',
  'messages',
  'cms_sections',
  'cms_pages',
  'seo_pages',
  'site_settings',
  'banners',
  'popups',
  'game_providers',
  'game_categories',
  'games',
  'game_category_links',
  'tournaments',
  'tournament_games',
];

/**
 * One row counting changes to page content, bumped by a statement trigger on each content
 * table: an editor's SQL, a seed or an admin tool all invalidate the site's page cache the same
 * way, on every instance that shares the database.
 */
export const contentRevisionMigration: Migration = {
  // Numbered after every area it watches: migrations run in id order.
  id: '0801_content_revision',
  async up(db) {
    await sql`create table content_revision (id boolean primary key default true check (id), revision bigint not null)`.execute(db);
    await sql`insert into content_revision (id, revision) values (true, 0)`.execute(db);
    await sql`
      create function bump_content_revision() returns trigger language plpgsql as $$
      begin
        update content_revision set revision = revision + 1;
        return null;
      end $$`.execute(db);
    for (const table of PAGE_CONTENT_TABLES) {
      await sql
        .raw(
          `create trigger ${table}_content_revision after insert or update or delete or truncate on ${table} for each statement execute function bump_content_revision()`,
        )
        .execute(db);
    }
  },
};
