import type { AccountTables } from './tables/account';
import type { BonusTables } from './tables/bonus';
import type { BettingTables } from './tables/betting';
import type { CashierTables } from './tables/cashier';
import type { CasinoTables } from './tables/casino';
import type { ContentTables } from './tables/content';
import type { EventTables } from './tables/events';
import type { IdempotencyTables } from './tables/idempotency';
import type { IdentityVerificationTables } from './tables/identity-verification';
import type { LoyaltyTables } from './tables/loyalty';
import type { PlayerProtectionTables } from './tables/player-protection';
import type { StaffTables } from './tables/staff';
import type { WalletTables } from './tables/wallet';

/** The whole database, assembled from each area's tables so areas evolve in their own files. */
export interface Database
  extends AccountTables,
    ContentTables,
    CasinoTables,
    LoyaltyTables,
    IdempotencyTables,
    WalletTables,
    EventTables,
    IdentityVerificationTables,
    CashierTables,
    PlayerProtectionTables,
    BonusTables,
    BettingTables,
    StaffTables {}
