import { useTranslation } from 'react-i18next';
import { selectFooterMenu, useCmsConfig, useFeatureFlags } from '@nfx/cms-config';
import { MenuLink } from './MenuLink';
import { selectLoyaltyEnabled, visibleMenuItems } from './menu-visibility';
import * as styles from './Footer.css';

export function Footer() {
  const { t } = useTranslation();
  const loyaltyEnabled = useCmsConfig(selectLoyaltyEnabled).data ?? true;
  const flags = useFeatureFlags();
  // The CMS's groups without the links of a switched-off feature (§3), and without a group left empty.
  const groups = (useCmsConfig(selectFooterMenu).data ?? [])
    .map((group) => ({ ...group, items: visibleMenuItems(group.items, { loyaltyEnabled, flags }) }))
    .filter((group) => group.items.length > 0);
  return (
    <footer className={styles.footer}>
      {groups.length > 0 ? (
        <nav className={styles.menus} aria-label={t('layout.footerNavigation')}>
          {groups.map((group) => (
            <section key={group.id} className={styles.group} aria-labelledby={`footer-menu-${group.id}`}>
              <h2 id={`footer-menu-${group.id}`} className={styles.groupTitle}>
                {group.title}
              </h2>
              <ul className={styles.list}>
                {group.items.map((item) => (
                  <li key={item.id}>
                    <MenuLink item={item} className={styles.link} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      ) : null}
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
