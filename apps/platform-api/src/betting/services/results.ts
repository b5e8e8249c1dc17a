import type { Db } from '../../db/database';
import type { Outcome, SelectionCode } from '../../db/tables/betting';

/**
 * Publishes a market's result: each selection's outcome (a selection not named is lost; `void`
 * for a market that cannot be decided). A market's result is published once: a repeated or late
 * message for a settled market changes nothing and answers false.
 */
export async function publishResult(trx: Db, marketId: number, outcomes: Partial<Record<SelectionCode, Outcome>>): Promise<boolean> {
  const market = await trx
    .updateTable('betting_markets')
    .set({ status: 'settled', suspended_until: null })
    .where('id', '=', marketId)
    .where('status', '!=', 'settled')
    .returning('id')
    .executeTakeFirst();
  if (!market) return false;
  const selections = await trx.selectFrom('betting_selections').select(['id', 'code']).where('market_id', '=', marketId).execute();
  for (const selection of selections) {
    await trx
      .updateTable('betting_selections')
      .set({ outcome: outcomes[selection.code] ?? 'lost' })
      .where('id', '=', selection.id)
      .execute();
  }
  return true;
}
