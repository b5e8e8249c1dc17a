import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { visuallyHidden } from '@nfx/design-tokens';
import { openAuthDialog } from '@nfx/dialogs';
import { formatMoney } from '@nfx/format';
import { useAccountBalance, useLogout, useSession } from '@nfx/session';
import { Button, Skeleton } from '@nfx/ui';
import * as styles from './Header.css';

/** Balance and deposit for players; sign-in and register for visitors. */
export function SessionArea() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { account, isAuthenticated, isLoading } = useSession();
  // The refreshed balance when there is one (balance refresh, §3), else the account's own.
  const { data: balances } = useAccountBalance();
  const logout = useLogout({ onLoggedOut: () => navigate(localized(paths.home())) });

  if (isLoading) return <Skeleton shape="text" width="8rem" />;

  if (isAuthenticated && account) {
    const balance = balances?.balance_main ?? account.balance_main;
    return (
      <>
        <span className={styles.balance} data-testid="header-balance">
          <span className={visuallyHidden}>{t('common.balance')}</span> {formatMoney(balance.amount, balance.currency)}
        </span>
        <Button size="sm" onClick={() => navigate(localized(paths.cashier.deposit()))}>
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
      <Button size="sm" variant="secondary" onClick={() => openAuthDialog({ mode: 'authorization' })}>
        {t('common.signIn')}
      </Button>
      <Button size="sm" onClick={() => openAuthDialog({ mode: 'registration' })}>
        {t('common.register')}
      </Button>
    </>
  );
}
