import { type RawBuilder, sql } from 'kysely';

/**
 * Whether the query's campaign or promo code grants now: switched on and inside its schedule
 * (migration `1410`), whose empty ends are open. The database's clock decides, in the grant's own
 * statement. `campaignState` and `promoCodeState` (`marketing.ts`) say the same for a list.
 */
export function running(): RawBuilder<boolean> {
  return sql<boolean>`(is_active and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now()))`;
}
