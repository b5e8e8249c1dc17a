import { sql } from 'kysely';
import type { Migration } from '../migration';

/**
 * A campaign's player-facing words per locale (issue 18): its name, what the bonus is and, for a
 * campaign behind a deposit offer, the offer's one line on the deposit form. The campaign's own
 * `title` and `description` stay as the last fallback, for a campaign an operator has not
 * written texts for yet.
 */
export const bonusCampaignTextsMigration: Migration = {
  id: '1404_bonus_campaign_texts',
  up: async (db) => {
    await sql`create table bonus_campaign_texts (
      campaign_id integer not null references bonus_campaigns (id) on delete cascade,
      locale text not null references locales (code) on delete cascade,
      title text not null check (length(trim(title)) > 0),
      description text not null default '',
      offer_text text not null default '',
      primary key (campaign_id, locale)
    )`.execute(db);
  },
};
