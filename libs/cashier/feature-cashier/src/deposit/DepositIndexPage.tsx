import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionPage, useLocalizedPath } from '@nfx/app-runtime';
import { formatMoney } from '@nfx/format';
import { paths } from '@nfx/paths';
import { useDepositSettings } from '../api/deposit-settings';
import { EmptyState } from '../common/EmptyState';
import { LoadingBlock } from '../common/LoadingBlock';
import { QueryError } from '../common/QueryError';
import { DepositLimitNote } from './DepositLimitNote';
import { feeText } from './fee-text';
import * as styles from '../common/cashier.css';
import { panel, heading, muted, stack } from '@nfx/ui';
import { methodName } from '../common/method-name';

/** `/cashier/deposit`: the deposit methods; each opens `/cashier/deposit/{sysname}`. */
export function DepositIndexPage() {
  const { t, i18n } = useTranslation();
  const localized = useLocalizedPath();
  const settings = useDepositSettings(i18n.language);
  // The offer taken on a promotion page travels on to the chosen method's form.
  const offerId = useSearchParams()[0].get('offer_id');
  const offerSearch = offerId ? `?${new URLSearchParams({ offer_id: offerId }).toString()}` : '';

  return (
    <SectionPage namespace="cashier" page="deposit">
      <div className={stack({ gap: 4 })}>
        <DepositLimitNote />
        {settings.isPending ? (
          <LoadingBlock rows={3} height="6rem" />
        ) : settings.isError ? (
          <QueryError error={settings.error} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
        ) : settings.data.methods.length === 0 ? (
          <EmptyState title={t('cashier.methods.none')} />
        ) : (
          <ul className={styles.methodGrid} aria-label={t('cashier.methods.title')}>
            {settings.data.methods.map((method) => (
              <li key={method.sysname}>
                <Link
                  className={`${panel({ padding: 'md' })} ${styles.methodCard}`}
                  to={`${localized(paths.cashier.depositMethod(method.sysname))}${offerSearch}`}
                  data-testid="deposit-method"
                >
                  <span className={heading()}>{methodName(t, method.sysname, method.name)}</span>
                  <span className={muted()}>
                    {t('cashier.methods.bounds', {
                      min: formatMoney(method.min_amount, method.currency),
                      max: formatMoney(method.max_amount, method.currency),
                    })}
                  </span>
                  <span className={muted()}>{feeText(t, method.fee)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionPage>
  );
}
