import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { EventStatus, MarketStatus } from '../../db/tables/betting';

/**
 * The channel an API instance listens on for the feed's changes (PostgreSQL NOTIFY; PGlite has it
 * too). Notifications are per database, not per schema: the schema's name keeps apps that share
 * a server in different schemas (parallel test suites) apart.
 */
export const priceChannel = (schema: string) => `betting_prices_${schema}`;

/** What changed in one event in one step of the feed: the browser applies it over its copy. */
export interface PriceUpdate {
  event: { id: number; status: EventStatus; clock: number; home_score: number; away_score: number };
  markets: { id: number; status: MarketStatus }[];
  selections: { id: number; price: number }[];
}

/**
 * Announces an update inside the transaction that made it: NOTIFY is delivered when, and only
 * if, the transaction commits, to every instance listening, this one included.
 */
export async function announce(trx: Db, update: PriceUpdate): Promise<void> {
  await sql`select pg_notify('betting_prices_' || current_schema(), ${JSON.stringify(update)})`.execute(trx);
}
