import { useTranslation } from 'react-i18next';
import * as styles from './Footer.css';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.row}>
        <span className={styles.adults} aria-label={t('shell.adultsOnlyLabel')}>
          {t('layout.adultsOnly')}
        </span>
        <p>{t('layout.responsibleGaming')}</p>
      </div>
      <p>{t('layout.licence')}</p>
      <p>{t('layout.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
