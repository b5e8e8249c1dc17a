import type { Db } from '../../../db/database';

/**
 * General info's `is_bonus_isolation_enabled` (spec §3). Absent or anything but true means off. A
 * spin reads the same setting with the same rule in its transaction, in the statement that locks the
 * player's row (`lockSpinContext` in `spin-service.ts`), so an operator's change applies from the
 * next spin; the bonus model test reads it here.
 */
export async function isBonusIsolated(db: Db): Promise<boolean> {
  const row = await db.selectFrom('site_settings').select('data').where('key', '=', 'general_info').executeTakeFirst();
  const data = row?.data as { is_bonus_isolation_enabled?: unknown } | undefined;
  return data?.is_bonus_isolation_enabled === true;
}
