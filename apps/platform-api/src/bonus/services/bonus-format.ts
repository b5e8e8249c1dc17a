import type { Bonus, Cashback } from '@nfx/api-contract';
import { wireMoney } from '@nfx/money';
import type { BonusCampaignRow, CashbackRow, PlayerBonusRow } from '../../db/tables/bonus';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export type CampaignFacts = Pick<
  BonusCampaignRow,
  'kind' | 'title' | 'description' | 'image' | 'wagering_multiplier' | 'max_stake' | 'free_spin_count' | 'free_bet_min_price'
>;

/** Spins a free-spin bonus still has: its whole pack before activation, the pack's count while it runs. */
function freeSpinsLeft(row: PlayerBonusRow, campaign: CampaignFacts): number | null {
  if (campaign.kind !== 'free_spins') return null;
  if (row.status === 'available') return Number(campaign.free_spin_count);
  // An ended bonus's pack is revoked with it, so nothing is left to play.
  return row.status === 'active' ? Number(row.free_spins_left) : 0;
}

/** A bonus as bonuses.get and BettingBonuses.get answer it. */
export function bonusOf(row: PlayerBonusRow, campaign: CampaignFacts): Bonus {
  return {
    id: Number(row.id),
    type: row.wallet,
    kind: campaign.kind,
    campaign_id: row.campaign_id,
    status: row.status,
    title: campaign.title,
    description: campaign.description,
    image: campaign.image,
    amount: wireMoney(row.amount, row.currency),
    wagering: {
      multiplier: campaign.wagering_multiplier,
      required: wireMoney(row.wagering_required, row.currency),
      wagered: wireMoney(row.wagered, row.currency),
    },
    max_stake: campaign.max_stake === null ? null : wireMoney(campaign.max_stake, row.currency),
    free_spins_left: freeSpinsLeft(row, campaign),
    min_price: campaign.kind === 'free_bet' && campaign.free_bet_min_price !== null ? Number(campaign.free_bet_min_price) : null,
    created_at: row.created_at.toISOString(),
    activated_at: iso(row.activated_at),
    expires_at: row.expires_at.toISOString(),
    finished_at: iso(row.finished_at),
  };
}

/** A cashback as cashbacks.get answers it; `receiving_expired_at` only while it may be received. */
export function cashbackOf(row: CashbackRow & { end_day: string }, campaign: Pick<BonusCampaignRow, 'title'>): Cashback {
  return {
    id: Number(row.id),
    status: row.status,
    amount: wireMoney(row.amount, row.currency),
    net_loss: wireMoney(row.net_loss, row.currency),
    percent: row.percent,
    description: campaign.title,
    end_date: row.end_day,
    receiving_expired_at: row.status === 'active' ? row.receiving_expired_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}
