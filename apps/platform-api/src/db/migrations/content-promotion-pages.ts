import { sql } from 'kysely';
import type { Migration } from '../migration';

/**
 * Operator-written pages of promotions and offers (issue 18): per campaign and locale, the title,
 * a short summary (the head's description), the body and the terms as HTML (sanitised when
 * served), and a picture. Keyed by the campaign's id without a foreign key: campaigns belong to
 * another area, and an editor may write a page before its campaign goes live.
 */
export const promotionPagesMigration: Migration = {
  id: '0212_content_promotion_pages',
  up: async (db) => {
    await sql`create table promotion_pages (
      campaign_id integer not null check (campaign_id > 0),
      locale text not null references locales (code) on delete cascade,
      title text not null,
      summary text not null default '',
      body_html text not null default '',
      terms_html text not null default '',
      image text not null default '',
      image_alt text not null default '',
      is_published boolean not null default true,
      updated_at timestamptz not null default now(),
      primary key (campaign_id, locale)
    )`.execute(db);
  },
};

/**
 * A promotion page shapes the head the site server draws for `/promotions/{id}`, so an edit must
 * invalidate the page cache like every other content table (numbered after `0801`, which creates
 * the trigger function).
 */
export const promotionPagesRevisionMigration: Migration = {
  id: '0802_content_revision_promotion_pages',
  up: async (db) => {
    await sql`create trigger promotion_pages_content_revision after insert or update or delete or truncate on promotion_pages for each statement execute function bump_content_revision()`.execute(
      db,
    );
  },
};
