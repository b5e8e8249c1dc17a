import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { panel } from '@nfx/ui';
import * as styles from './HomePage.css';

/** A way from the home page into the promotions section. */
export function PromotionsTeaser() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <section className={`${panel()} ${styles.teaserSpacing}`} aria-labelledby="home-promotions-title">
      <h2 id="home-promotions-title" className={styles.teaserTitle}>
        {t('shell.promotionsTeaser.title')}
      </h2>
      <p className={styles.teaserText}>{t('shell.promotionsTeaser.description')}</p>
      <Link className={styles.teaserLink} to={localized(paths.promotions())}>
        {t('shell.promotionsTeaser.button')}
      </Link>
    </section>
  );
}
