import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@nfx/ui';
import { REFUND_VIEWS, type StaffRefundDeposit, useRefundDeposit, useRefunds, useRetryRefund } from '../api/refunds';
import { DateTime, RequisiteLines } from '../common/cells';
import { DataTable } from '../common/DataTable';
import { formatAmount } from '../common/format';
import { OutcomeNotice } from '../common/OutcomeNotice';
import { QueryState } from '../common/QueryState';
import { SearchForm } from '../common/SearchForm';
import { useSectionErrorText } from '../common/section-error-text';
import { useOutcome } from '../common/use-outcome';
import { Page } from '../layout/Page';
import * as styles from '../common/backoffice.css';
import { RefundDialog } from './RefundDialog';
import { REFUND_SEARCH_MAX_LENGTH, refundFiltersFromSearch, refundsPath } from './refund-filters';

/** The API answers the newest 50 of a list (`staff-refunds-repository.ts`); older ones are found by searching. */
const LIST_LIMIT = 50;

/**
 * The payments team's refunds: paid deposits to refund in full or in part, refunds the player's
 * balance could not cover (tried again from here), and refunded deposits; a search finds a deposit
 * by its number or its player's login or email.
 */
export function RefundsPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => refundFiltersFromSearch(params), [params]);
  const { view, query } = filters;
  const list = useRefunds(view, query);
  const refund = useRefundDeposit();
  const retry = useRetryRefund();
  const errorText = useSectionErrorText('backoffice-refunds');
  const [refunding, setRefunding] = useState<StaffRefundDeposit | null>(null);
  const { outcome, setOutcome, run } = useOutcome(errorText);

  const money = (amount: string, currency: string) => formatAmount(amount, currency, i18n.language);

  const search = (typed: string) => {
    setOutcome(null);
    void navigate(refundsPath({ view, query: typed.slice(0, REFUND_SEARCH_MAX_LENGTH) }));
  };

  const tryAgain = (deposit: StaffRefundDeposit) =>
    run(
      () => retry.mutateAsync(deposit.id),
      ({ outcome: result }) => t(`backoffice-refunds.retried.${result}`, { id: deposit.id }),
    );

  return (
    <Page id="refunds-title" title={t('backoffice-refunds.title')}>
      {/* Keyed by the URL so the field shows its search again after back/forward. */}
      <SearchForm
        key={params.toString()}
        className={styles.filters}
        label={t('backoffice-refunds.search.label')}
        field={t('backoffice-refunds.search.field')}
        hint={t('backoffice-refunds.search.hint')}
        value={query}
        maxLength={REFUND_SEARCH_MAX_LENGTH}
        searchBox
        submitLabel={t('backoffice-refunds.search.submit')}
        onSearch={search}
      >
        {query ? (
          <Link to={refundsPath({ view, query: '' })} className={styles.link} onClick={() => setOutcome(null)}>
            {t('backoffice-refunds.search.clear')}
          </Link>
        ) : null}
      </SearchForm>

      <nav aria-label={t('backoffice-refunds.views')}>
        <ul className={styles.tabs}>
          {REFUND_VIEWS.map((candidate) => (
            <li key={candidate}>
              <Link
                to={refundsPath({ view: candidate, query })}
                className={styles.navLink}
                aria-current={candidate === view ? 'page' : undefined}
                onClick={() => setOutcome(null)}
              >
                {t(`backoffice-refunds.view.${candidate}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <OutcomeNotice outcome={outcome} errorTestId="refund-error" />

      <QueryState
        query={list}
        emptyText={(data) =>
          data.items.length === 0 &&
          (query ? t(`backoffice-refunds.emptySearch.${view}`, { query }) : t(`backoffice-refunds.empty.${view}`))
        }
      >
        {(data) => (
          <>
            <DataTable
              busy={list.isFetching}
              caption={
                query
                  ? t('backoffice-refunds.captionSearch', { view: t(`backoffice-refunds.view.${view}`), query })
                  : t(`backoffice-refunds.view.${view}`)
              }
              columns={[
                ...(['id', 'player', 'amount', 'refunded', 'method', 'paid', 'status'] as const).map((column) =>
                  t(`backoffice-refunds.columns.${column}`),
                ),
                view !== 'refunded' && t('backoffice-refunds.columns.actions'),
              ]}
            >
              {data.items.map((row) => {
                const subject = t('backoffice-refunds.subject', {
                  id: row.id,
                  amount: money(row.amount, row.currency),
                  login: row.login,
                });
                return (
                  <tr key={row.id} data-testid="refund-row" data-id={row.id} data-status={row.status}>
                    <td>{row.id}</td>
                    <td>
                      {row.login}
                      {row.email && row.email !== row.login ? (
                        <>
                          <br />
                          <span className={styles.muted}>{row.email}</span>
                        </>
                      ) : null}
                      <br />
                      <span className={styles.muted}>#{row.player_id}</span>
                    </td>
                    <td>
                      {money(row.amount, row.currency)}
                      {Number(row.fee) > 0 ? (
                        <>
                          <br />
                          <span className={styles.muted}>{t('backoffice-refunds.fee', { fee: money(row.fee, row.currency) })}</span>
                        </>
                      ) : null}
                    </td>
                    <td>
                      {money(row.refunded, row.currency)}
                      {view === 'refundable' ? (
                        <>
                          <br />
                          <span className={styles.muted}>{t('backoffice-refunds.left', { left: money(row.left, row.currency) })}</span>
                        </>
                      ) : null}
                    </td>
                    <td>
                      {row.method}
                      <RequisiteLines requisites={row.requisites} />
                    </td>
                    <td>
                      <DateTime value={row.created_at} />
                    </td>
                    <td>{t(`backoffice-refunds.status.${row.status}`, { defaultValue: row.status })}</td>
                    {view === 'refundable' ? (
                      <td>
                        {Number(row.left) > 0 ? (
                          <Button
                            size="sm"
                            aria-label={t('backoffice-refunds.refundOf', { subject })}
                            onClick={() => {
                              setOutcome(null);
                              setRefunding(row);
                            }}
                          >
                            {t('backoffice-refunds.refund')}
                          </Button>
                        ) : (
                          <span className={styles.muted}>{t('backoffice-refunds.nothingLeft')}</span>
                        )}
                      </td>
                    ) : view === 'review' ? (
                      <td>
                        <Button
                          size="sm"
                          aria-label={t('backoffice-refunds.retryOf', { subject })}
                          loading={retry.isPending && retry.variables === row.id}
                          onClick={() => void tryAgain(row)}
                        >
                          {t('backoffice-refunds.retry')}
                        </Button>
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </DataTable>
            {data.items.length >= LIST_LIMIT ? (
              <p className={styles.muted}>{t('backoffice-refunds.newestOnly', { limit: LIST_LIMIT })}</p>
            ) : null}
          </>
        )}
      </QueryState>

      {refunding ? (
        <RefundDialog
          deposit={refunding}
          onClose={() => setRefunding(null)}
          onSubmit={async ({ amount, reason }) => {
            await refund.mutateAsync({ id: refunding.id, amount, reason });
            setOutcome({
              tone: 'ok',
              text: t('backoffice-refunds.requested', { id: refunding.id, amount: money(amount, refunding.currency) }),
            });
          }}
        />
      ) : null}
    </Page>
  );
}
