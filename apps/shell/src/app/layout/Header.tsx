import { NavLink, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { LocaleSwitcher } from './LocaleSwitcher';
import { SessionArea } from './SessionArea';
import { ThemeToggle } from './ThemeToggle';
import * as styles from './Header.css';

const mainMenu = [
  { key: 'casino', path: '/gamehall' },
  { key: 'jackpots', path: '/jackpots' },
  { key: 'tournaments', path: '/tournaments' },
  { key: 'promotions', path: '/promotions' },
  { key: 'loyalty', path: '/loyalty' },
] as const;

export function Header() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <header className={styles.header}>
      <Link to={localized('/')} className={styles.logo} aria-label={t('shell.home')}>
        NFX
      </Link>
      <nav className={styles.nav} aria-label={t('layout.mainNavigation')}>
        {mainMenu.map((item) => (
          <NavLink key={item.key} to={localized(item.path)} className={styles.navLink}>
            {t(`layout.menu.${item.key}`)}
          </NavLink>
        ))}
      </nav>
      <div className={styles.tools}>
        <LocaleSwitcher />
        <ThemeToggle />
        <SessionArea />
      </div>
    </header>
  );
}
