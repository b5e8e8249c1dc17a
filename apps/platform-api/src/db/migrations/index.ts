import type { Migration } from '../migration';
import { accountMigrations } from './account';
import { accountProfileMigrations } from './account-profile';
import { authOidcMigrations } from './auth-oidc';
import { bonusMigrations } from './bonus';
import { bonusCampaignTextsMigration } from './bonus-campaign-texts';
import { bonusPromoCodesMigration } from './bonus-promo-codes';
import { bonusWagerMigration } from './bonus-wager';
import { bonusWagerSetMigration } from './bonus-wager-set';
import { bettingMigrations } from './betting';
import { bettingFreeBetsMigrations } from './betting-free-bets';
import { cashierMigrations } from './cashier';
import { cashierPartialRefundsMigration } from './cashier-partial-refunds';
import { casinoMigrations } from './casino';
import { gameCustomIdMigration } from './casino-game-custom-id';
import { freeSpinGrantMigration } from './casino-free-spin-grant';
import { historyExportKindMigration } from './casino-history-export-kind';
import { jackpotContributionsMigration } from './casino-jackpot-contributions';
import { contentMigrations } from './content';
import { chatEventsMigration, feedbackAnsweredMigration } from './content-support';
import { remoteMessagesMigration } from './content-remote-messages';
import { contentRevisionMigration } from './content-revision';
import { promotionPagesMigration, promotionPagesRevisionMigration } from './content-promotion-pages';
import { eventMigrations } from './events';
import { identityVerificationMigrations } from './identity-verification';
import { identityVerificationSumsubMigrations } from './identity-verification-sumsub';
import { idempotencyMigrations } from './idempotency';
import { loyaltyMigrations } from './loyalty';
import { playerProtectionMigrations } from './player-protection';
import { staffMigrations } from './staff';
import { ledgerByTimeMigration } from './staff-reports';
import { walletMigrations } from './wallet';
import { walletPostingMigrations } from './wallet-posting';
import { walletTransferBatchMigrations } from './wallet-transfer-batch';
import { walletTransferGroupsMigrations } from './wallet-transfer-groups';

/** Every area keeps its migrations in its own file; ids are prefixed per area so they never clash. */
export const migrations: readonly Migration[] = [
  ...accountMigrations,
  ...contentMigrations,
  remoteMessagesMigration,
  ...casinoMigrations,
  gameCustomIdMigration,
  ...loyaltyMigrations,
  contentRevisionMigration,
  ...idempotencyMigrations,
  ...walletMigrations,
  ...walletTransferBatchMigrations,
  ...walletTransferGroupsMigrations,
  ...walletPostingMigrations,
  ...eventMigrations,
  ...accountProfileMigrations,
  ...identityVerificationMigrations,
  ...cashierMigrations,
  cashierPartialRefundsMigration,
  ...playerProtectionMigrations,
  feedbackAnsweredMigration,
  chatEventsMigration,
  ...bonusMigrations,
  bonusCampaignTextsMigration,
  bonusPromoCodesMigration,
  bonusWagerMigration,
  bonusWagerSetMigration,
  ...bettingMigrations,
  freeSpinGrantMigration,
  historyExportKindMigration,
  jackpotContributionsMigration,
  ...bettingFreeBetsMigrations,
  promotionPagesMigration,
  promotionPagesRevisionMigration,
  ...staffMigrations,
  ledgerByTimeMigration,
  ...identityVerificationSumsubMigrations,
  ...authOidcMigrations,
];
