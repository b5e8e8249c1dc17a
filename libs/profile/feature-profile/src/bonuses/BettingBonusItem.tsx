import { useTranslation } from 'react-i18next';
import type { Bonus } from '@nfx/api-contract';
import { formatDate, formatMoney } from '@nfx/format';
import { Button } from '@nfx/ui';
import * as styles from '../common/profile.css';

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
  const running = bonus.status === 'active' || bonus.status === 'available';
  return (
    <li className={styles.item} aria-label={bonus.title}>
      <div className={styles.row}>
        <strong className={styles.grow}>{bonus.title}</strong>
        <span className={styles.badge} data-status={bonus.status}>
          {t(`profile.bonuses.status.${bonus.status}`)}
        </span>
      </div>
      <span>{formatMoney(bonus.amount.amount, bonus.amount.currency)}</span>
      {bonus.min_price !== null && (
        <span className={styles.muted}>{t('profile.bonuses.betting.minPrice', { price: formatPrice(bonus.min_price) })}</span>
      )}
      {running && <span className={styles.muted}>{t('profile.bonuses.expires', { date: formatDate(bonus.expires_at) })}</span>}
      {running && (
        <div className={styles.row}>
          {bonus.status === 'available' && (
            <Button type="button" size="sm" loading={busy} onClick={() => onAction('activate', bonus)}>
              {t('profile.bonuses.activate')}
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
