import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bonus } from '@nfx/api-contract';
import { formatDate, formatMoney } from '@nfx/format';
import { Button, muted } from '@nfx/ui';
import * as styles from '../common/profile.css';

export interface BonusCardProps {
  bonus: Bonus;
  busy: boolean;
  onActivate(): void;
  onRemove(): void;
  /** What this kind of bonus adds under its amount (spins left, wagering, least odds…). */
  children?: ReactNode;
  /** Buttons of this kind only, between "activate" and "remove". */
  extraActions?: ReactNode;
}

/**
 * The frame the casino bonuses and the free bets share, so both lists read alike: title and status,
 * amount, this kind's details, until when while it runs, and activate (while waiting) and remove.
 */
export function BonusCard({ bonus, busy, onActivate, onRemove, children, extraActions }: BonusCardProps) {
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
      {children}
      {running && (
        <span className={muted({ size: 'inherit' })}>{t('profile.bonuses.expires', { date: formatDate(bonus.expires_at) })}</span>
      )}
      {running && (
        <div className={styles.row}>
          {bonus.status === 'available' && (
            <Button type="button" size="sm" loading={busy} onClick={onActivate}>
              {t('profile.bonuses.activate')}
            </Button>
          )}
          {extraActions}
          <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={onRemove}>
            {t('profile.bonuses.remove')}
          </Button>
        </div>
      )}
    </li>
  );
}
