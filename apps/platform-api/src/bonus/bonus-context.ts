// The bonus area's context: what its routes are given and what it decorates the app
// with. Routes import this module, never `bonus-area.ts`, which imports them (issue 43 §5).
import type { Db } from '../db/database';
import type { BonusEngine } from './services/bonus-engine';
import type { OfferWords } from './services/campaign-texts';
import type { Campaigns } from './services/campaigns';
import type { CashbackPeriod, Cashbacks, PlayDay } from './services/cashbacks';
import type { Marketing } from './services/marketing';

/** What the bonus routes are given. */
export interface BonusArea {
  engine: BonusEngine;
  campaigns: Campaigns;
  cashbacks: Cashbacks;
}

/**
 * What other areas may ask the bonus area: the words of the campaigns behind the cashier's deposit
 * offers (campaigns.getoffers), per offer id, in the request's locale or else the default one;
 * and for the back office, a player’s play per day, the cashback job’s computation run now, and
 * the campaigns and promo codes.
 */
export interface BonusDirectory {
  offerTexts(offerIds: readonly number[], request: { locale: string; defaultLocale: string }): Promise<Map<number, OfferWords>>;
  playDays(accountId: number, since: Date): Promise<PlayDay[]>;
  /**
   * The `bonus.cashback` job's computation for `period`, for one player or all; how many cashbacks
   * it created. In `trx` when given, so the caller's audit row commits or rolls back with them.
   */
  runCashback(run: { period: CashbackPeriod; accountId?: number }, trx?: Db): Promise<number>;
  /**
   * A promo code as stored (upper case) when a player could redeem it now, else null: the
   * registration form's check (campaigns.checkPromocode) asks before the player signs up.
   */
  redeemableCode(code: string): Promise<string | null>;
  /** The back office's campaigns and promo codes (`services/marketing.ts`); each change takes the staff area's audit writer. */
  marketing: Marketing;
}

declare module 'fastify' {
  interface FastifyInstance {
    bonus: BonusDirectory;
  }
}
