import type { AccountTables } from './tables/account';
import type { CasinoTables } from './tables/casino';
import type { ContentTables } from './tables/content';
import type { EventTables } from './tables/events';
import type { IdempotencyTables } from './tables/idempotency';
import type { LoyaltyTables } from './tables/loyalty';

/** The whole database, assembled from each area's tables so areas evolve in their own files. */
export interface Database extends AccountTables, ContentTables, CasinoTables, LoyaltyTables, IdempotencyTables, EventTables {}
