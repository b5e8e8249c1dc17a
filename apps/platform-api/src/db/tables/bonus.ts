import type { ColumnType, Generated, Selectable } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DateColumn = ColumnType<string, string, string>;

export type BonusCampaignKind = 'deposit_match' | 'reload' | 'no_deposit' | 'free_bet' | 'cashback' | 'free_spins';
export type BonusWallet = 'casino' | 'betting';
export type BonusStatus = 'available' | 'active' | 'completed' | 'expired' | 'forfeited' | 'cancelled';
export type CashbackStatus = 'active' | 'paid_out';

/** Per game category sysname, the percent of a stake that counts towards wagering; `default` for the rest. */
export type Contributions = Record<string, number>;

export interface BonusCampaignsTable {
  /** The seed and tests name theirs; the back office's come from `bonus_campaigns_id_seq` (from 1000, migration `1410`). */
  id: Defaulted<number>;
  kind: BonusCampaignKind;
  wallet: BonusWallet;
  title: string;
  description: Defaulted<string>;
  image: Defaulted<string>;
  /** The cashier's deposit offer (`campaign_offers.id`) that triggers this campaign. */
  offer_id: Defaulted<number | null>;
  promo_code: Defaulted<string | null>;
  match_percent: Defaulted<number>;
  /** Minor units: the cap of a matched bonus. */
  max_amount: Defaulted<number>;
  /** Minor units: a no-deposit bonus or free bet. */
  fixed_amount: Defaulted<number>;
  min_deposit: Defaulted<number>;
  /** Wagering requirement as a multiple of the bonus (35 = 35× bonus); 0 converts at once. */
  wagering_multiplier: Defaulted<number>;
  contributions: ColumnType<Contributions, string | undefined, string>;
  /** Minor units; a bigger stake does not count towards wagering. */
  max_stake: Defaulted<number | null>;
  expiry_days: Defaulted<number>;
  cashback_percent: Defaulted<number>;
  cashback_period_days: Defaulted<number>;
  cashback_claim_days: Defaulted<number>;
  is_active: Defaulted<boolean>;
  /** A free-spin campaign's game (sysname), how many spins and each spin's stake (minor units). */
  free_spin_game: Defaulted<string | null>;
  free_spin_count: Defaulted<number>;
  free_spin_stake: Defaulted<number>;
  /** A free bet's least combined price (hundredths, 150 = 1.50) of the bet it pays; null takes any. */
  free_bet_min_price: Defaulted<number | null>;
  /** When it grants bonuses (migration `1410`): from `starts_at`, before `ends_at`; null is open. */
  starts_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/**
 * A promo code (migration `1410`): the campaign it grants, how many players may redeem it (null:
 * any number) and how many did, paused or not, and its validity window (null ends are open).
 */
export interface BonusPromoCodesTable {
  id: Generated<number>;
  code: string;
  campaign_id: number;
  max_redemptions: Defaulted<number | null>;
  redemptions: Defaulted<number>;
  is_active: Defaulted<boolean>;
  starts_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

export interface PlayerBonusesTable {
  id: Generated<number>;
  account_id: number;
  campaign_id: number;
  wallet: BonusWallet;
  status: BonusStatus;
  amount: number;
  currency: string;
  wagering_required: number;
  wagered: Defaulted<number>;
  /** What gave it (`deposit:<id>`, `promo`, `offer`): with the campaign, unique per player. */
  source: string;
  is_hidden: Defaulted<boolean>;
  created_at: Timestamp;
  activated_at: Defaulted<Date | null>;
  expires_at: Timestamp;
  finished_at: Defaulted<Date | null>;
  /** A free-spin bonus's spins not played yet; it completes only when none are left. */
  free_spins_left: Defaulted<number>;
}

export interface PlayerBonusEventsTable {
  id: Generated<number>;
  bonus_id: number;
  /** granted, activated, wagered, completed, expired, forfeited, cancelled, removed */
  action: string;
  amount: Defaulted<number>;
  transfer_id: Defaulted<number | null>;
  created_at: Timestamp;
}

export interface BonusOfferChoicesTable {
  account_id: number;
  offer_id: number;
  taken_at: Timestamp;
}

export interface BonusPlayDaysTable {
  account_id: number;
  day: DateColumn;
  currency: string;
  staked: Defaulted<number>;
  won: Defaulted<number>;
}

export interface CashbacksTable {
  id: Generated<number>;
  account_id: number;
  campaign_id: number;
  period_start: DateColumn;
  end_date: DateColumn;
  percent: number;
  net_loss: number;
  amount: number;
  currency: string;
  status: CashbackStatus;
  receiving_expired_at: Timestamp;
  is_hidden: Defaulted<boolean>;
  created_at: Timestamp;
  paid_out_at: Defaulted<Date | null>;
}

/** A campaign's words in one locale (migration `1404`); the campaign's own columns are the last fallback. */
export interface BonusCampaignTextsTable {
  campaign_id: number;
  locale: string;
  title: string;
  /** What the bonus is and how it is wagered: a bonus's `description`. */
  description: Defaulted<string>;
  /** A deposit offer's line on the deposit form (campaigns.getoffers' `description.text`). */
  offer_text: Defaulted<string>;
}

export type BonusCampaignRow = Selectable<BonusCampaignsTable>;
export type BonusPromoCodeRow = Selectable<BonusPromoCodesTable>;
export type PlayerBonusRow = Selectable<PlayerBonusesTable>;
export type CashbackRow = Selectable<CashbacksTable>;

export interface BonusTables {
  bonus_campaigns: BonusCampaignsTable;
  bonus_campaign_texts: BonusCampaignTextsTable;
  bonus_promo_codes: BonusPromoCodesTable;
  player_bonuses: PlayerBonusesTable;
  player_bonus_events: PlayerBonusEventsTable;
  bonus_offer_choices: BonusOfferChoicesTable;
  bonus_play_days: BonusPlayDaysTable;
  cashbacks: CashbacksTable;
}
