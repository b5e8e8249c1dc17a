import { useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { visuallyHidden } from '@nfx/design-tokens';
import { useIsDialogOpen } from '@nfx/dialogs';
import { openGamesSearch } from '../dialogs/GamesSearchDialogContent';
import { LocaleSwitcher } from './LocaleSwitcher';
import { MainMenu } from './MainMenu';
import { SessionArea } from './SessionArea';
import { openSidebar, SIDEBAR_DIALOG } from './SidebarCurtain';
import { ThemeToggle } from './ThemeToggle';
import { useHeaderHeight } from './use-header-height';
import * as styles from './Header.css';

function BurgerIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function Header() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const sidebarOpen = useIsDialogOpen(SIDEBAR_DIALOG);
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeight(headerRef);
  return (
    <header ref={headerRef} className={styles.header} data-site-header="">
      <button
        type="button"
        className={styles.iconButton({ hideFrom: 'laptop' })}
        aria-label={t('layout.openMenu')}
        aria-expanded={sidebarOpen}
        aria-haspopup="dialog"
        onClick={() => openSidebar(t('layout.menuTitle'))}
      >
        <BurgerIcon />
      </button>
      {/* The accessible name starts with the visible brand (WCAG 2.5.3 label in name). */}
      <Link to={localized(paths.home())} className={styles.logo}>
        NFX<span className={visuallyHidden}> {t('shell.home')}</span>
      </Link>
      <MainMenu className={styles.nav} linkClassName={styles.navLink} />
      <div className={styles.tools}>
        <button
          type="button"
          className={styles.iconButton({})}
          aria-label={t('layout.gamesSearch')}
          aria-haspopup="dialog"
          onClick={() => openGamesSearch(t('layout.gamesSearch'))}
        >
          <SearchIcon />
        </button>
        <span className={styles.wideOnly}>
          <LocaleSwitcher />
          <ThemeToggle />
        </span>
        <SessionArea />
      </div>
    </header>
  );
}
