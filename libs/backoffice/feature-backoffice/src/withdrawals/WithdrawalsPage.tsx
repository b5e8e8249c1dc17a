import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, Spinner } from '@nfx/ui';
import { useApproveWithdrawal, useConfirmPayout, useDeclineWithdrawal } from '../api/withdrawal-decisions';
import { type StaffWithdrawal, useWithdrawals, WITHDRAWAL_VIEWS, type WithdrawalView } from '../api/withdrawals';
import { useErrorText } from '../common/error-text';
import { formatAmount, formatDateTime } from '../common/format';
import { QueryError } from '../common/QueryError';
import { ReasonDialog } from '../common/ReasonDialog';
import { usePageTitle } from '../layout/page-title';
import { backofficePaths } from '../paths';
import * as styles from '../common/backoffice.css';

/** The tab is URL state: `?view=processing` can be bookmarked and survives a reload. */
function viewOf(value: string | null): WithdrawalView {
  return (WITHDRAWAL_VIEWS as readonly string[]).includes(value ?? '') ? (value as WithdrawalView) : 'pending';
}

type Dialog = { kind: 'decline' | 'not-paid'; withdrawal: StaffWithdrawal } | null;
type Outcome = { tone: 'ok'; text: string } | { tone: 'error'; text: string } | null;

/** The payments team's queue: pending decisions, payouts on their way, and what was decided. */
export function WithdrawalsPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const view = viewOf(params.get('view'));
  const list = useWithdrawals(view);
  const approve = useApproveWithdrawal();
  const decline = useDeclineWithdrawal();
  const confirmPayout = useConfirmPayout();
  const errorText = useErrorText();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  usePageTitle(t('backoffice.withdrawals.title'));

  const run = async (action: () => Promise<unknown>, done: string) => {
    setOutcome(null);
    try {
      await action();
      setOutcome({ tone: 'ok', text: done });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(error) });
    }
  };

  const busyId = (approve.isPending && approve.variables) || (confirmPayout.isPending && confirmPayout.variables?.id) || null;

  return (
    <section aria-labelledby="withdrawals-title">
      <h1 id="withdrawals-title" className={styles.title}>
        {t('backoffice.withdrawals.title')}
      </h1>
      <nav aria-label={t('backoffice.withdrawals.views')}>
        <ul className={styles.tabs}>
          {WITHDRAWAL_VIEWS.map((candidate) => (
            <li key={candidate}>
              <Link
                to={backofficePaths.withdrawals(candidate)}
                className={styles.navLink}
                aria-current={candidate === view ? 'page' : undefined}
                onClick={() => setOutcome(null)}
              >
                {t(`backoffice.withdrawals.view.${candidate}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div aria-live="polite" role="status">
        {outcome?.tone === 'ok' ? <p className={styles.notice}>{outcome.text}</p> : null}
      </div>
      {outcome?.tone === 'error' ? (
        <p role="alert" className={styles.alert} data-testid="withdrawal-error">
          {outcome.text}
        </p>
      ) : null}

      {list.isPending ? (
        <Spinner size="md" label={t('backoffice.common.loading')} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p className={styles.muted}>{t(`backoffice.withdrawals.empty.${view}`)}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.muted}>{t(`backoffice.withdrawals.view.${view}`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('backoffice.withdrawals.columns.id')}</th>
                <th scope="col">{t('backoffice.withdrawals.columns.player')}</th>
                <th scope="col">{t('backoffice.withdrawals.columns.amount')}</th>
                <th scope="col">{t('backoffice.withdrawals.columns.method')}</th>
                <th scope="col">{t('backoffice.withdrawals.columns.requisites')}</th>
                <th scope="col">{t('backoffice.withdrawals.columns.requested')}</th>
                <th scope="col">{t('backoffice.withdrawals.columns.status')}</th>
                {view === 'decided' ? null : <th scope="col">{t('backoffice.withdrawals.columns.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((row) => {
                const amount = formatAmount(row.amount, row.currency, i18n.language);
                const subject = t('backoffice.withdrawals.subject', { id: row.id, amount, login: row.login });
                return (
                  <tr key={row.id} data-testid="withdrawal-row" data-id={row.id} data-status={row.status}>
                    <td>{row.id}</td>
                    <td>
                      {row.login}
                      <br />
                      <span className={styles.muted}>#{row.player_id}</span>
                    </td>
                    <td>{amount}</td>
                    <td>{row.method}</td>
                    <td>
                      {Object.entries(row.requisites).map(([name, value]) => (
                        <div key={name}>
                          <span className={styles.muted}>{name}:</span> {value}
                        </div>
                      ))}
                    </td>
                    <td>{formatDateTime(row.created_at, i18n.language)}</td>
                    <td>
                      {t(`backoffice.withdrawals.status.${row.status}`, { defaultValue: row.status })}
                      {row.decline_reason ? (
                        <>
                          <br />
                          <span className={styles.muted}>{row.decline_reason}</span>
                        </>
                      ) : null}
                    </td>
                    {view === 'pending' ? (
                      <td>
                        <div className={styles.rowActions}>
                          <Button
                            size="sm"
                            aria-label={t('backoffice.withdrawals.approveOf', { subject })}
                            loading={busyId === row.id}
                            onClick={() =>
                              void run(() => approve.mutateAsync(row.id), t('backoffice.withdrawals.approved', { id: row.id }))
                            }
                          >
                            {t('backoffice.withdrawals.approve')}
                          </Button>
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={t('backoffice.withdrawals.declineOf', { subject })}
                            onClick={() => setDialog({ kind: 'decline', withdrawal: row })}
                          >
                            {t('backoffice.withdrawals.decline')}
                          </Button>
                        </div>
                      </td>
                    ) : view === 'processing' ? (
                      <td>
                        {row.awaits_manual_payout ? (
                          <div className={styles.rowActions}>
                            <Button
                              size="sm"
                              aria-label={t('backoffice.withdrawals.markPaidOf', { subject })}
                              loading={busyId === row.id}
                              onClick={() =>
                                void run(
                                  () => confirmPayout.mutateAsync({ id: row.id, outcome: 'paid' }),
                                  t('backoffice.withdrawals.markedPaid', { id: row.id }),
                                )
                              }
                            >
                              {t('backoffice.withdrawals.markPaid')}
                            </Button>
                            <Button
                              size="sm"
                              variant="secondary"
                              aria-label={t('backoffice.withdrawals.notPaidOf', { subject })}
                              onClick={() => setDialog({ kind: 'not-paid', withdrawal: row })}
                            >
                              {t('backoffice.withdrawals.notPaid')}
                            </Button>
                          </div>
                        ) : (
                          <span className={styles.muted}>{t('backoffice.withdrawals.withProvider')}</span>
                        )}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {dialog?.kind === 'decline' ? (
        <ReasonDialog
          title={t('backoffice.withdrawals.declineTitle', { id: dialog.withdrawal.id })}
          description={t('backoffice.withdrawals.declineText')}
          submitLabel={t('backoffice.withdrawals.decline')}
          onClose={() => setDialog(null)}
          onSubmit={async (reason) => {
            await decline.mutateAsync({ id: dialog.withdrawal.id, reason });
            setOutcome({ tone: 'ok', text: t('backoffice.withdrawals.declined', { id: dialog.withdrawal.id }) });
          }}
        />
      ) : null}
      {dialog?.kind === 'not-paid' ? (
        <ReasonDialog
          title={t('backoffice.withdrawals.notPaidTitle', { id: dialog.withdrawal.id })}
          description={t('backoffice.withdrawals.notPaidText')}
          submitLabel={t('backoffice.withdrawals.notPaid')}
          onClose={() => setDialog(null)}
          onSubmit={async (reason) => {
            await confirmPayout.mutateAsync({ id: dialog.withdrawal.id, outcome: 'declined', reason });
            setOutcome({ tone: 'ok', text: t('backoffice.withdrawals.markedNotPaid', { id: dialog.withdrawal.id }) });
          }}
        />
      ) : null}
    </section>
  );
}
