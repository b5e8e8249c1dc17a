import type { Db } from '../../../db/database';

/**
 * General info's `is_bonus_isolation_enabled` (spec §3), read in the spin's transaction so an
 * operator's change applies from the next spin. Absent or anything but true means off.
 */
export async function isBonusIsolated(db: Db): Promise<boolean> {
  const row = await db.selectFrom('site_settings').select('data').where('key', '=', 'general_info').executeTakeFirst();
  const data = row?.data as { is_bonus_isolation_enabled?: unknown } | undefined;
  return data?.is_bonus_isolation_enabled === true;
}
