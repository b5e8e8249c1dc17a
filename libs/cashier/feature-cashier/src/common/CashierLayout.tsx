import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { stack } from '@nfx/ui';
import * as styles from './cashier.css';

// The site server's first paint of the deposit page draws these tabs in this order (apps/platform-api/src/site/site-page.ts).
const sections = [
  { key: 'wallet', path: paths.cashier.wallet() },
  { key: 'deposit', path: paths.cashier.deposit() },
  { key: 'withdraw', path: paths.cashier.withdraw() },
  { key: 'history', path: paths.cashier.history() },
] as const;

/** The cashier's own navigation above its pages; the current section is marked for screen readers too. */
export function CashierLayout() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <div className={stack({ gap: 4 })}>
      <nav aria-label={t('cashier.nav.label')} className={styles.tabs}>
        {sections.map(({ key, path }) => (
          <NavLink key={key} to={localized(path)} className={styles.tab} end={key !== 'deposit'}>
            {t(`cashier.nav.${key}`)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
