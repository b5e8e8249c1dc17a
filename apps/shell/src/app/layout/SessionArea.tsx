import { type ReactNode, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { openAuthDialog } from '@nfx/dialogs';
import { sectionsOf } from '@nfx/remote-registry';
import { useAccountBalance, useLogout, useSession } from '@nfx/session';
import { remoteRegistry } from '@nfx/shell-federation';
import { Button, Skeleton } from '@nfx/ui';
import { accountMenuEntries } from './account-menu/account-menu-entries';
import { AccountMenu } from './account-menu/AccountMenu';
import { useFocusHandoff } from './focus-handoff';
import * as styles from './Header.css';

/** One side of the header's session controls; the first control takes focus handed over by the other side. */
function SessionControls({ children }: { children: ReactNode }) {
  const container = useRef<HTMLSpanElement>(null);
  useFocusHandoff(container);
  return (
    <span ref={container} className={styles.sessionControls}>
      {children}
    </span>
  );
}

/** The account menu (balance inside) and deposit for players; sign-in and register for visitors. */
export function SessionArea() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { account, isAuthenticated, isLoading } = useSession();
  // The refreshed balance when there is one (balance refresh, §3), else the account's own.
  const { data: balances } = useAccountBalance();
  const menuEntries = useMemo(() => accountMenuEntries(sectionsOf(remoteRegistry()).map((section) => section.path)), []);
  const logout = useLogout({
    onLoggedOut: () => {
      navigate(localized(paths.home()));
      // The menu that had focus is gone: the page's content takes it instead of the document.
      document.getElementById('main')?.focus();
    },
  });

  if (isLoading) return <Skeleton shape="text" width="8rem" />;

  if (isAuthenticated && account) {
    const balance = balances?.balance_main ?? account.balance_main;
    // Keyed apart, so signing in or out replaces one side with the other and focus is handed over.
    return (
      <SessionControls key="player">
        <AccountMenu
          account={account}
          entries={menuEntries}
          balance={balance}
          onSignOut={() => logout.mutate()}
          signingOut={logout.isPending}
        />
        {/* On phones deposit is the menu's first entry, so the signed-in header stays one row. */}
        <span className={styles.wideOnly}>
          <Button size="sm" onClick={() => navigate(localized(paths.cashier.deposit()))}>
            {t('common.deposit')}
          </Button>
        </span>
      </SessionControls>
    );
  }

  return (
    <SessionControls key="visitor">
      <Button size="sm" variant="secondary" onClick={() => openAuthDialog({ mode: 'authorization' })}>
        {t('common.signIn')}
      </Button>
      <Button size="sm" onClick={() => openAuthDialog({ mode: 'registration' })}>
        {t('common.register')}
      </Button>
    </SessionControls>
  );
}
