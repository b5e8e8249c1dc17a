import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { ProfileFrame } from '../common/ProfileFrame';
import * as styles from '../common/profile.css';
import { panel } from '@nfx/ui';

export interface EmptyTabPageProps {
  page: 'bonuses' | 'cashback';
  /** Where the player can find what would fill this tab. */
  linkTo: string;
}

/**
 * A profile tab whose area has not reached the platform yet (bonuses and cashback come with
 * promotions): it says plainly that there is nothing here
 * yet and where to look, and shows no invented rows.
 */
export function EmptyTabPage({ page, linkTo }: EmptyTabPageProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <ProfileFrame page={page}>
      <div className={panel({ padding: 'md' })} data-testid="empty-state">
        <h2 className={styles.panelTitle}>{t(`profile.${page}.emptyTitle`)}</h2>
        <p className={styles.muted}>{t(`profile.${page}.emptyText`)}</p>
        <p>
          <Link to={localized(linkTo)}>{t(`profile.${page}.emptyLink`)}</Link>
        </p>
      </div>
    </ProfileFrame>
  );
}
