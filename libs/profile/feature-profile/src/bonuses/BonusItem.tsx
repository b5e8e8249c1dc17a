import { useTranslation } from 'react-i18next';
import type { Bonus } from '@nfx/api-contract';
import { formatMoney } from '@nfx/format';
import { Button, muted } from '@nfx/ui';
import type { BonusAction } from '../api/bonuses';
import { BonusCard } from './BonusCard';

export interface BonusItemProps {
  bonus: Bonus;
  busy: boolean;
  onAction(action: BonusAction, bonus: Bonus): void;
}

/**
 * One bonus: amount, the spins a free-spin bonus has left, wagering progress while it runs, until
 * when, and what the player may do with it.
 */
export function BonusItem({ bonus, busy, onAction }: BonusItemProps) {
  const { t } = useTranslation();
  const running = bonus.status === 'active' || bonus.status === 'available';
  const required = bonus.wagering.required.amount;
  const wagered = bonus.wagering.wagered.amount;
  return (
    <BonusCard
      bonus={bonus}
      busy={busy}
      onActivate={() => onAction('activate', bonus)}
      onRemove={() => onAction('remove', bonus)}
      extraActions={
        bonus.status === 'active' && (
          <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => onAction('deactivate', bonus)}>
            {t('profile.bonuses.deactivate')}
          </Button>
        )
      }
    >
      {running && typeof bonus.free_spins_left === 'number' && (
        <span>{t('profile.bonuses.freeSpinsLeft', { count: bonus.free_spins_left })}</span>
      )}
      {bonus.description && <span className={muted({ size: 'inherit' })}>{bonus.description}</span>}
      {bonus.status === 'active' && required > 0 && (
        <>
          <progress max={required} value={wagered} aria-label={t('profile.bonuses.wageringLabel')} />
          <span>
            {t('profile.bonuses.wagering', {
              wagered: formatMoney(wagered, bonus.amount.currency),
              required: formatMoney(required, bonus.amount.currency),
            })}
          </span>
        </>
      )}
    </BonusCard>
  );
}
