import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { formatMoney } from '@nfx/format';
import { useLogout, useSession } from '@nfx/session';
import { Button, Skeleton } from '@nfx/ui';
import { AuthDialog, type AuthMode } from './AuthDialog';
import * as styles from './Header.css';

/** Balance and deposit for players; sign-in and register for visitors. */
export function SessionArea() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { account, isAuthenticated, isLoading } = useSession();
  const logout = useLogout({ onLoggedOut: () => navigate(localized('/')) });
  const [authMode, setAuthMode] = useState<AuthMode | null>(null);

  if (isLoading) return <Skeleton shape="text" width="8rem" />;

  if (isAuthenticated && account) {
    const balance = account.balance_main;
    return (
      <>
        <span className={styles.balance} data-testid="header-balance" aria-label={t('common.balance')}>
          {formatMoney(balance.amount, balance.currency)}
        </span>
        <Button size="sm" onClick={() => navigate(localized('/cashier/deposit'))}>
          {t('common.deposit')}
        </Button>
        <Button size="sm" variant="ghost" loading={logout.isPending} onClick={() => logout.mutate()}>
          {t('common.signOut')}
        </Button>
      </>
    );
  }

  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setAuthMode('authorization')}>
        {t('common.signIn')}
      </Button>
      <Button size="sm" onClick={() => setAuthMode('registration')}>
        {t('common.register')}
      </Button>
      {authMode && <AuthDialog mode={authMode} onClose={() => setAuthMode(null)} />}
    </>
  );
}
