import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Input, Spinner } from '@nfx/ui';
import { REFUND_VIEWS, type StaffRefundDeposit, useRefundDeposit, useRefunds, useRetryRefund } from '../api/refunds';
import { formatAmount, formatDateTime } from '../common/format';
import { QueryError } from '../common/QueryError';
import { useSectionErrorText } from '../common/section-error-text';
import { usePageTitle } from '../layout/page-title';
import * as styles from '../common/backoffice.css';
import { RefundDialog } from './RefundDialog';
import { REFUND_SEARCH_MAX_LENGTH, refundFiltersFromSearch, refundsPath } from './refund-filters';

/** The API answers the newest 50 of a list (`staff-refunds-repository.ts`); older ones are found by searching. */
const LIST_LIMIT = 50;

type Outcome = { tone: 'ok' | 'error'; text: string } | null;

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
  const [outcome, setOutcome] = useState<Outcome>(null);
  usePageTitle(t('backoffice-refunds.title'));

  const money = (amount: string, currency: string) => formatAmount(amount, currency, i18n.language);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const typed = String(new FormData(event.currentTarget).get('q') ?? '');
    void navigate(refundsPath({ view, query: typed.trim().slice(0, REFUND_SEARCH_MAX_LENGTH) }));
  };

  const tryAgain = async (deposit: StaffRefundDeposit) => {
    setOutcome(null);
    try {
      const { outcome: result } = await retry.mutateAsync(deposit.id);
      setOutcome({ tone: 'ok', text: t(`backoffice-refunds.retried.${result}`, { id: deposit.id }) });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(error) });
    }
  };

  return (
    <section aria-labelledby="refunds-title">
      <h1 id="refunds-title" className={styles.title}>
        {t('backoffice-refunds.title')}
      </h1>
      {/* Keyed by the URL so the field shows its search again after back/forward. */}
      <form
        key={params.toString()}
        className={styles.filters}
        onSubmit={search}
        role="search"
        aria-label={t('backoffice-refunds.search.label')}
      >
        <Input
          name="q"
          type="search"
          label={t('backoffice-refunds.search.field')}
          hint={t('backoffice-refunds.search.hint')}
          defaultValue={query}
          maxLength={REFUND_SEARCH_MAX_LENGTH}
          autoComplete="off"
        />
        <Button type="submit">{t('backoffice-refunds.search.submit')}</Button>
        {query ? (
          <Link to={refundsPath({ view, query: '' })} className={styles.link} onClick={() => setOutcome(null)}>
            {t('backoffice-refunds.search.clear')}
          </Link>
        ) : null}
      </form>

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

      <div aria-live="polite" role="status">
        {outcome?.tone === 'ok' ? <p className={styles.notice}>{outcome.text}</p> : null}
      </div>
      {outcome?.tone === 'error' ? (
        <p role="alert" className={styles.alert} data-testid="refund-error">
          {outcome.text}
        </p>
      ) : null}

      {list.isPending ? (
        <Spinner size="md" label={t('backoffice.common.loading')} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p className={styles.muted}>
          {query ? t(`backoffice-refunds.emptySearch.${view}`, { query }) : t(`backoffice-refunds.empty.${view}`)}
        </p>
      ) : (
        <>
          <div className={styles.tableWrap} aria-busy={list.isFetching || undefined}>
            <table className={styles.table}>
              <caption className={styles.muted}>
                {query
                  ? t('backoffice-refunds.captionSearch', { view: t(`backoffice-refunds.view.${view}`), query })
                  : t(`backoffice-refunds.view.${view}`)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('backoffice-refunds.columns.id')}</th>
                  <th scope="col">{t('backoffice-refunds.columns.player')}</th>
                  <th scope="col">{t('backoffice-refunds.columns.amount')}</th>
                  <th scope="col">{t('backoffice-refunds.columns.refunded')}</th>
                  <th scope="col">{t('backoffice-refunds.columns.method')}</th>
                  <th scope="col">{t('backoffice-refunds.columns.paid')}</th>
                  <th scope="col">{t('backoffice-refunds.columns.status')}</th>
                  {view === 'refunded' ? null : <th scope="col">{t('backoffice-refunds.columns.actions')}</th>}
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((row) => {
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
                        {Object.entries(row.requisites).map(([name, value]) => (
                          <div key={name}>
                            <span className={styles.muted}>{name}:</span> {value}
                          </div>
                        ))}
                      </td>
                      <td>
                        <time dateTime={row.created_at}>{formatDateTime(row.created_at, i18n.language)}</time>
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
              </tbody>
            </table>
          </div>
          {list.data.items.length >= LIST_LIMIT ? (
            <p className={styles.muted}>{t('backoffice-refunds.newestOnly', { limit: LIST_LIMIT })}</p>
          ) : null}
        </>
      )}

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
    </section>
  );
}
