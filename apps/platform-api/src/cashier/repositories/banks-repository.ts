import type { Db } from '../../db/database';

/** The banks a transfer may come from or go to, by name, optionally of one country. */
export function listBanks(db: Db, country?: string) {
  let query = db.selectFrom('cashier_banks').select(['id', 'name', 'bic', 'country_code']).orderBy('name');
  if (country) query = query.where('country_code', '=', country);
  return query.execute();
}
