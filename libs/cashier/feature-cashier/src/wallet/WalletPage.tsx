import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionPage, useLocalizedPath } from '@nfx/app-runtime';
import { formatMoney } from '@nfx/format';
import { paths } from '@nfx/paths';
import { BALANCE_FIELDS, useAccountBalance, useSession } from '@nfx/session';
import { EmptyState } from '../common/EmptyState';
import { LoadingBlock } from '../common/LoadingBlock';
import { QueryError } from '../common/QueryError';
import { TransactionRow } from '../common/TransactionRow';
import { useRecentTransactions } from './recent-transactions';
import * as styles from '../common/cashier.css';
import { panel, cluster, heading, muted, stack } from '@nfx/ui';

/** `/cashier/wallet`: the balances by kind and the latest money movements. */
export function WalletPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { account } = useSession();
  // The refreshed balances when there are some (they follow every money movement), else the account's own.
  const { data: balances } = useAccountBalance();
  const recent = useRecentTransactions();

  return (
    <SectionPage namespace="cashier" page="wallet">
      <div className={stack({ gap: 4 })}>
        {account ? (
          <dl className={styles.balances} data-testid="wallet-balances">
            {BALANCE_FIELDS.map((field) => {
              const money = balances?.[field] ?? account[field];
              return (
                <div key={field} className={`${panel({ padding: 'md' })} ${styles.balanceCard}`}>
                  <dt className={muted()}>{t(`cashier.balances.${field}`)}</dt>
                  <dd className={styles.bigAmount}>{formatMoney(money.amount, money.currency)}</dd>
                </div>
              );
            })}
          </dl>
        ) : (
          <LoadingBlock rows={1} height="5rem" />
        )}
        <div className={cluster()}>
          <Link className={styles.buttonLink} to={localized(paths.cashier.deposit())}>
            {t('cashier.wallet.deposit')}
          </Link>
          <Link className={styles.secondaryLink} to={localized(paths.cashier.withdraw())}>
            {t('cashier.wallet.withdraw')}
          </Link>
        </div>
        <section className={panel({ padding: 'md' })} aria-labelledby="cashier-recent-title">
          <h2 id="cashier-recent-title" className={heading()}>
            {t('cashier.wallet.recent')}
          </h2>
          {recent.isPending ? (
            <LoadingBlock rows={4} />
          ) : recent.error ? (
            <QueryError error={recent.error} onRetry={() => void recent.refetch()} retrying={recent.isFetching} />
          ) : recent.items.length === 0 ? (
            <EmptyState title={t('cashier.wallet.noTransactions')} />
          ) : (
            <ul className={styles.list} aria-label={t('cashier.wallet.recent')}>
              {recent.items.map((item) => (
                <TransactionRow key={`${item.type}-${item.id}`} item={item} />
              ))}
            </ul>
          )}
          <Link className={styles.link} to={localized(paths.cashier.history())}>
            {t('cashier.wallet.allHistory')}
          </Link>
        </section>
      </div>
    </SectionPage>
  );
}
