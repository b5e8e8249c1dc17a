import { useTranslation } from 'react-i18next';
import type { Bonus } from '@nfx/api-contract';
import { muted } from '@nfx/ui';
import { BonusCard } from './BonusCard';

export type BettingBonusAction = 'activate' | 'remove';

export interface BettingBonusItemProps {
  bonus: Bonus;
  busy: boolean;
  onAction(action: BettingBonusAction, bonus: Bonus): void;
}

/** Hundredths of a price as the bet slip shows them (150 → 1.50). */
const formatPrice = (price: number) => (price / 100).toFixed(2);

/** One free bet: amount, least odds, status, until when, and what the player may do with it (no wagering: it pays one stake). */
export function BettingBonusItem({ bonus, busy, onAction }: BettingBonusItemProps) {
  const { t } = useTranslation();
  return (
    <BonusCard bonus={bonus} busy={busy} onActivate={() => onAction('activate', bonus)} onRemove={() => onAction('remove', bonus)}>
      {bonus.min_price !== null && (
        <span className={muted({ size: 'inherit' })}>{t('profile.bonuses.betting.minPrice', { price: formatPrice(bonus.min_price) })}</span>
      )}
    </BonusCard>
  );
}
