import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApproveWithdrawal, useConfirmPayout, useDeclineWithdrawal } from '../api/withdrawal-decisions';
import { type StaffWithdrawal, useWithdrawals, WITHDRAWAL_VIEWS, type WithdrawalView } from '../api/withdrawals';
import { PlayerName, RequisiteLines } from '../common/cells';
import { DataTable } from '../common/DataTable';
import { DecisionButtons } from '../common/DecisionButtons';
import { useErrorText } from '../common/error-text';
import { formatAmount, formatDateTime } from '../common/format';
import { OutcomeNotice } from '../common/OutcomeNotice';
import { QueryState } from '../common/QueryState';
import { useOutcome } from '../common/use-outcome';
import { ReasonDialog } from '../common/ReasonDialog';
import { Page } from '../layout/Page';
import { backofficePaths } from '../paths';
import * as styles from '../common/backoffice.css';

/** The tab is URL state: `?view=processing` can be bookmarked and survives a reload. */
function viewOf(value: string | null): WithdrawalView {
  return (WITHDRAWAL_VIEWS as readonly string[]).includes(value ?? '') ? (value as WithdrawalView) : 'pending';
}

type Dialog = { kind: 'decline' | 'not-paid'; withdrawal: StaffWithdrawal } | null;

/** The payments team's queue: pending decisions, payouts on their way, and what was decided. */
export function WithdrawalsPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const view = viewOf(params.get('view'));
  const list = useWithdrawals(view);
  const approve = useApproveWithdrawal();
  const decline = useDeclineWithdrawal();
  const confirmPayout = useConfirmPayout();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { outcome, setOutcome, run } = useOutcome(useErrorText());

  const busyId = (approve.isPending && approve.variables) || (confirmPayout.isPending && confirmPayout.variables?.id) || null;

  return (
    <Page id="withdrawals-title" title={t('backoffice.withdrawals.title')}>
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

      <OutcomeNotice outcome={outcome} errorTestId="withdrawal-error" />

      <QueryState query={list} emptyText={(data) => data.items.length === 0 && t(`backoffice.withdrawals.empty.${view}`)}>
        {(data) => (
          <DataTable
            caption={t(`backoffice.withdrawals.view.${view}`)}
            columns={[
              ...(['id', 'player', 'amount', 'method', 'requisites', 'requested', 'status'] as const).map((column) =>
                t(`backoffice.withdrawals.columns.${column}`),
              ),
              view !== 'decided' && t('backoffice.withdrawals.columns.actions'),
            ]}
          >
            {data.items.map((row) => {
              const amount = formatAmount(row.amount, row.currency, i18n.language);
              const subject = t('backoffice.withdrawals.subject', { id: row.id, amount, login: row.login });
              return (
                <tr key={row.id} data-testid="withdrawal-row" data-id={row.id} data-status={row.status}>
                  <td>{row.id}</td>
                  <td>
                    <PlayerName login={row.login} id={row.player_id} />
                  </td>
                  <td>{amount}</td>
                  <td>{row.method}</td>
                  <td>
                    <RequisiteLines requisites={row.requisites} />
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
                      <DecisionButtons
                        busy={busyId === row.id}
                        accept={{
                          label: t('backoffice.withdrawals.approve'),
                          ariaLabel: t('backoffice.withdrawals.approveOf', { subject }),
                          onClick: () => void run(() => approve.mutateAsync(row.id), t('backoffice.withdrawals.approved', { id: row.id })),
                        }}
                        refuse={{
                          label: t('backoffice.withdrawals.decline'),
                          ariaLabel: t('backoffice.withdrawals.declineOf', { subject }),
                          onClick: () => setDialog({ kind: 'decline', withdrawal: row }),
                        }}
                      />
                    </td>
                  ) : view === 'processing' ? (
                    <td>
                      {row.awaits_manual_payout ? (
                        <DecisionButtons
                          busy={busyId === row.id}
                          accept={{
                            label: t('backoffice.withdrawals.markPaid'),
                            ariaLabel: t('backoffice.withdrawals.markPaidOf', { subject }),
                            onClick: () =>
                              void run(
                                () => confirmPayout.mutateAsync({ id: row.id, outcome: 'paid' }),
                                t('backoffice.withdrawals.markedPaid', { id: row.id }),
                              ),
                          }}
                          refuse={{
                            label: t('backoffice.withdrawals.notPaid'),
                            ariaLabel: t('backoffice.withdrawals.notPaidOf', { subject }),
                            onClick: () => setDialog({ kind: 'not-paid', withdrawal: row }),
                          }}
                        />
                      ) : (
                        <span className={styles.muted}>{t('backoffice.withdrawals.withProvider')}</span>
                      )}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </DataTable>
        )}
      </QueryState>

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
    </Page>
  );
}
