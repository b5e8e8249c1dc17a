import { useTranslation } from 'react-i18next';
import type { Bonus } from '@nfx/api-contract';
import { formatDate, formatMoney } from '@nfx/format';
import { Button } from '@nfx/ui';
import type { BonusAction } from '../api/bonuses';
import * as styles from '../common/profile.css';

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
    <li className={styles.item} aria-label={bonus.title}>
      <div className={styles.row}>
        <strong className={styles.grow}>{bonus.title}</strong>
        <span className={styles.badge} data-status={bonus.status}>
          {t(`profile.bonuses.status.${bonus.status}`)}
        </span>
      </div>
      <span>{formatMoney(bonus.amount.amount, bonus.amount.currency)}</span>
      {running && typeof bonus.free_spins_left === 'number' && (
        <span>{t('profile.bonuses.freeSpinsLeft', { count: bonus.free_spins_left })}</span>
      )}
      {bonus.description && <span className={styles.muted}>{bonus.description}</span>}
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
      {running && <span className={styles.muted}>{t('profile.bonuses.expires', { date: formatDate(bonus.expires_at) })}</span>}
      {running && (
        <div className={styles.row}>
          {bonus.status === 'available' && (
            <Button type="button" size="sm" loading={busy} onClick={() => onAction('activate', bonus)}>
              {t('profile.bonuses.activate')}
            </Button>
          )}
          {bonus.status === 'active' && (
            <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => onAction('deactivate', bonus)}>
              {t('profile.bonuses.deactivate')}
            </Button>
          )}
          <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={() => onAction('remove', bonus)}>
            {t('profile.bonuses.remove')}
          </Button>
        </div>
      )}
    </li>
  );
}
