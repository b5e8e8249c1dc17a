import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { useCampaignOffers } from '@nfx/account';
import { paths } from '@nfx/paths';
import { useDepositSettings } from '../api/deposit-settings';
import { offersForMethod } from '../api/deposit-offers';
import { CashierPage } from '../common/CashierPage';
import { EmptyState } from '../common/EmptyState';
import { LoadingBlock } from '../common/LoadingBlock';
import { QueryError } from '../common/QueryError';
import { DepositForm } from './DepositForm';
import { DepositLimitNote } from './DepositLimitNote';
import * as styles from '../common/cashier.css';
import { panel, stack } from '@nfx/ui';
import { methodName } from '../common/method-name';

/** `/cashier/deposit/{sysname}` (SEO template `/cashier/deposit/##name##`): the deposit form of one method. */
export function DepositMethodPage({ leaveSite }: { leaveSite?: (url: string) => void } = {}) {
  const { t, i18n } = useTranslation();
  const localized = useLocalizedPath();
  const { sysname = '' } = useParams();
  const settings = useDepositSettings(i18n.language);
  // An offer list that failed leaves the deposit possible without a bonus rather than blocking it.
  const offers = useCampaignOffers(i18n.language, true);
  const method = settings.data?.methods.find((entry) => entry.sysname === sysname);
  const back = (
    <Link className={styles.link} to={localized(paths.cashier.deposit())}>
      {t('cashier.deposit.allMethods')}
    </Link>
  );

  return (
    <CashierPage
      page="deposit-method"
      title={method ? t('cashier.depositMethod.title', { name: methodName(t, method.sysname, method.name) }) : t('cashier.deposit.title')}
    >
      <div className={styles.columns}>
        <div className={stack({ gap: 4 })}>
          {settings.isPending ? (
            <LoadingBlock rows={4} />
          ) : settings.isError ? (
            <QueryError error={settings.error} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
          ) : !method ? (
            <EmptyState title={t('cashier.depositMethod.unknown')}>{back}</EmptyState>
          ) : (
            <div className={panel({ padding: 'md' })}>
              <DepositForm
                key={method.sysname}
                method={method}
                presets={settings.data.presets[method.currency] ?? []}
                offers={offersForMethod(offers.data ?? [], method.sysname)}
                leaveSite={leaveSite}
              />
            </div>
          )}
        </div>
        <aside className={stack({ gap: 4 })} aria-label={t('cashier.depositMethod.aside')}>
          <DepositLimitNote />
          {back}
        </aside>
      </div>
    </CashierPage>
  );
}
