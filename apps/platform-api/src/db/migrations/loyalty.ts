import { sql } from 'kysely';
import type { Migration } from '../migrate';

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

/** Loyalty area migrations, ids `04xx_…`. */
export const loyaltyMigrations: Migration[] = [characters];
