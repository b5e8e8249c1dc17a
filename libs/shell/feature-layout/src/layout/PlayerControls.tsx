import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { useFeatureFlags } from '@nfx/cms-config';
import { paths } from '@nfx/paths';
import { sectionsOf } from '@nfx/remote-registry';
import { type AccountInfo, useAccountBalance, useLogout } from '@nfx/session';
import { remoteRegistry } from '@nfx/shell-federation';
import { Button } from '@nfx/ui';
import { accountMenuEntries } from './account-menu/account-menu-entries';
import { AccountMenu } from './account-menu/AccountMenu';
import { SessionControls } from './session-controls';
import * as styles from './Header.css';

export interface PlayerControlsProps {
  account: AccountInfo;
}

/**
 * The signed-in side of the header: the account menu (balance inside) and deposit. Its own chunk
 * (see SessionArea), so a visitor's first load does not carry the menu.
 */
export default function PlayerControls({ account }: PlayerControlsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  // The refreshed balance when there is one (balance refresh, §3), else the account's own.
  const { data: balances } = useAccountBalance();
  const flags = useFeatureFlags();
  const menuEntries = useMemo(
    () =>
      accountMenuEntries(
        sectionsOf(remoteRegistry()).map((section) => section.path),
        flags,
      ),
    [flags],
  );
  const logout = useLogout({
    onLoggedOut: () => {
      navigate(localized(paths.home()));
      // The menu that had focus is gone: the page's content takes it instead of the document.
      document.getElementById('main')?.focus();
    },
  });
  const balance = balances?.balance_main ?? account.balance_main;
  return (
    <SessionControls>
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
