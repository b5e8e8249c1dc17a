import { convertCurrency } from '../../core/currency-conversion';
import type { EventPayload } from '../../events/event-catalogue';
import type { Db } from '../../db/database';
import type { PlayerBonusRow } from '../../db/tables/bonus';
import type { BonusEngine } from './bonus-engine';
import { running } from './schedule';

/**
 * Bonus money bought in the loyalty shop (`loyalty.product_bought`, kind `bonus_money`): a bonus
 * under the named campaign's rules (wagering, expiry, stakes that count), in the player's
 * currency, through the engine's `grant` (so the ledger moves it when it becomes active). The
 * source `loyalty:<purchase id>` makes a replayed event grant nothing more. Only a money
 * campaign (`no_deposit`) can carry it: a missing, inactive or other campaign grants nothing
 * (the shop's data is wrong, and a guess would hand out the wrong thing).
 */
export async function grantShopBonus(
  trx: Db,
  engine: BonusEngine,
  bought: EventPayload<'loyalty.product_bought'>,
): Promise<PlayerBonusRow | null> {
  const campaign = await trx
    .selectFrom('bonus_campaigns')
    .selectAll()
    .where('id', '=', bought.campaignId)
    .where(running())
    .where('kind', '=', 'no_deposit')
    .executeTakeFirst();
  const account = await trx.selectFrom('accounts').select('currency').where('id', '=', bought.accountId).executeTakeFirst();
  if (!campaign || !account) return null;
  const amount = await convertCurrency(trx, bought.amount, bought.currency, account.currency);
  if (amount === null) return null;
  return engine.grant(trx, {
    accountId: bought.accountId,
    campaign,
    amount,
    currency: account.currency,
    source: `loyalty:${bought.purchaseId}`,
  });
}
