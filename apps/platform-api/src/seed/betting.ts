import type { Db } from '../db/database';
import { ensureSchedule } from '../betting/services/schedule';

/** The sportsbook's competitions and a schedule of events relative to now (only what is missing). */
export async function seedBetting(db: Db): Promise<void> {
  await db.transaction().execute((trx) => ensureSchedule(trx, new Date(), Math.random));
}
