import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HistoryItem } from '@nfx/api-contract';
import { SectionPage, useLocalizedPath } from '@nfx/app-runtime';
import { formatMoney } from '@nfx/format';
import { HISTORY_TABS, paths } from '@nfx/paths';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { HISTORY_PAGE_SIZE, useHistory } from '../api/history';
import { EmptyState } from '../common/EmptyState';
import { errorMessageKey } from '../common/error-message';
import { LoadingBlock } from '../common/LoadingBlock';
import { QueryError } from '../common/QueryError';
import { TransactionRow } from '../common/TransactionRow';
import { historyPageOf, historyTabOf } from './history-tab';
import * as styles from '../common/cashier.css';
import { panel, alert, heading, muted } from '@nfx/ui';

/** `/cashier/history?tab=…&page=…`: one kind of transaction, 4 a page, newest first; a pending withdrawal can be cancelled. */
export function HistoryPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { search } = useLocation();
  const tab = historyTabOf(search);
  const page = historyPageOf(search);
  const history = useHistory({ type: tab, offset: (page - 1) * HISTORY_PAGE_SIZE });
  const cancel = useCancelWithdrawal();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / HISTORY_PAGE_SIZE));
  const pageLink = (target: number) => {
    const base = paths.cashier.history(tab);
    return localized(target > 1 ? `${base}${base.includes('?') ? '&' : '?'}page=${target}` : base);
  };

  const onCancel = (item: HistoryItem) => {
    setOutcome(null);
    cancel.mutate(item.id, {
      onSuccess: (withdrawal) =>
        setOutcome({
          ok: true,
          text: t('cashier.history.cancelled', { amount: formatMoney(withdrawal.amount.amount, withdrawal.amount.currency) }),
        }),
      onError: (error) => setOutcome({ ok: false, text: t(errorMessageKey(error)) }),
    });
  };

  return (
    <SectionPage namespace="cashier" page="history">
      <nav aria-label={t('cashier.history.tabs')} className={styles.tabs}>
        {HISTORY_TABS.map((entry) => (
          <Link
            key={entry}
            className={styles.tab}
            to={localized(paths.cashier.history(entry))}
            aria-current={entry === tab ? 'page' : undefined}
          >
            {t(`cashier.history.tab.${entry}`)}
          </Link>
        ))}
      </nav>
      <section className={panel({ padding: 'md' })} aria-labelledby="cashier-history-list" aria-busy={history.isFetching || undefined}>
        <h2 id="cashier-history-list" className={heading()}>
          {t(`cashier.history.tab.${tab}`)}
        </h2>
        {outcome && (
          <p
            role={outcome.ok ? 'status' : 'alert'}
            className={outcome.ok ? alert({ tone: 'success' }) : alert()}
            data-testid="cancel-outcome"
          >
            {outcome.text}
          </p>
        )}
        {history.isPending ? (
          <LoadingBlock rows={HISTORY_PAGE_SIZE} />
        ) : history.isError ? (
          <QueryError error={history.error} onRetry={() => void history.refetch()} retrying={history.isFetching} />
        ) : history.data.items.length === 0 ? (
          <EmptyState title={t(`cashier.history.empty.${tab}`)} />
        ) : (
          <>
            <ul className={styles.list} aria-label={t(`cashier.history.tab.${tab}`)}>
              {history.data.items.map((item) => (
                <TransactionRow
                  key={`${item.type}-${item.id}`}
                  item={item}
                  onCancel={item.type === 'withdrawal' ? onCancel : undefined}
                  cancelling={cancel.isPending && cancel.variables === item.id}
                />
              ))}
            </ul>
            {pages > 1 && (
              <nav className={styles.pager} aria-label={t('cashier.history.pages')}>
                {page > 1 ? (
                  <Link className={styles.link} to={pageLink(page - 1)} rel="prev">
                    {t('cashier.history.previous')}
                  </Link>
                ) : (
                  <span />
                )}
                <span className={muted()}>{t('cashier.history.pageOf', { page, pages })}</span>
                {page < pages ? (
                  <Link className={styles.link} to={pageLink(page + 1)} rel="next">
                    {t('cashier.history.next')}
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            )}
          </>
        )}
      </section>
    </SectionPage>
  );
}
