import { useTranslation } from 'react-i18next';
import { type DialogContentProps, openDialog, registerDialog } from '@nfx/dialogs';
import { LocaleSwitcher } from './LocaleSwitcher';
import { MainMenu } from './MainMenu';
import { ThemeToggle } from './ThemeToggle';
import * as styles from './Header.css';

export const SIDEBAR_DIALOG = 'sidebar';

/** The sidebar of small screens: the main menu in a left curtain; following a link closes it. */
export function SidebarCurtain({ closeDialog }: DialogContentProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.sidebar}>
      <h2 className={styles.sidebarTitle}>{t('layout.menuTitle')}</h2>
      <MainMenu className={styles.sidebarNav} linkClassName={styles.sidebarLink} onNavigate={closeDialog} />
      <div className={styles.sidebarTools}>
        <LocaleSwitcher />
        <ThemeToggle />
      </div>
    </div>
  );
}

export function registerSidebarDialog(): () => void {
  return registerDialog(SIDEBAR_DIALOG, SidebarCurtain as never);
}

export function openSidebar(ariaLabel: string): string {
  return openDialog({ id: SIDEBAR_DIALOG, name: SIDEBAR_DIALOG, kind: 'curtain', side: 'left', ariaLabel });
}
