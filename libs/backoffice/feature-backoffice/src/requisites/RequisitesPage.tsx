import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@nfx/ui';
import { isApiError } from '@nfx/errors';
import { type StaffPayoutRequisites, usePayoutRequisites, useRejectRequisites, useVerifyRequisites } from '../api/requisites';
import { formatDateTime } from '../common/format';
import { QueryError } from '../common/QueryError';
import { ReasonDialog } from '../common/ReasonDialog';
import { useSectionErrorText } from '../common/section-error-text';
import { usePageTitle } from '../layout/page-title';
import * as styles from '../common/backoffice.css';

type Outcome = { tone: 'ok' | 'error'; text: string } | null;

/** Requisites are a player's by their digest: the same card of two players is two rows. */
const keyOf = (row: Pick<StaffPayoutRequisites, 'player_id' | 'digest'>) => `${row.player_id}:${row.digest}`;

function Details({ row }: { row: StaffPayoutRequisites }) {
  return (
    <>
      {Object.entries(row.requisites).map(([name, value]) => (
        <div key={name}>
          <span className={styles.muted}>{name}:</span> {value}
        </div>
      ))}
    </>
  );
}

function Player({ row }: { row: StaffPayoutRequisites }) {
  return (
    <>
      {row.login}
      <br />
      <span className={styles.muted}>#{row.player_id}</span>
    </>
  );
}

/**
 * Payout requisites on verification: cards, IBANs and e-wallets a player asked a payout to that no
 * deposit of theirs came from. Until the payments team verifies them here, withdrawals to them are
 * refused (`RequisitesOnVerification`); rejected, they are refused for good (`RequisitesFraudulent`).
 */
export function RequisitesPage() {
  const { t, i18n } = useTranslation();
  const list = usePayoutRequisites();
  const verify = useVerifyRequisites();
  const reject = useRejectRequisites();
  const errorText = useSectionErrorText('backoffice-requisites');
  const [rejecting, setRejecting] = useState<StaffPayoutRequisites | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  usePageTitle(t('backoffice-requisites.title'));

  const subjectOf = (row: StaffPayoutRequisites) => t('backoffice-requisites.subject', { method: row.method, login: row.login });

  const verifyRow = async (row: StaffPayoutRequisites) => {
    setOutcome(null);
    try {
      await verify.mutateAsync({ player_id: row.player_id, digest: row.digest });
      setOutcome({ tone: 'ok', text: t('backoffice-requisites.verified', { subject: subjectOf(row) }) });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(error) });
    }
  };

  const busyKey = verify.isPending && verify.variables ? `${verify.variables.player_id}:${verify.variables.digest}` : null;

  return (
    <section aria-labelledby="requisites-title">
      <h1 id="requisites-title" className={styles.title}>
        {t('backoffice-requisites.title')}
      </h1>
      <p className={styles.muted}>{t('backoffice-requisites.lead')}</p>

      <div aria-live="polite" role="status">
        {outcome?.tone === 'ok' ? <p className={styles.notice}>{outcome.text}</p> : null}
      </div>
      {outcome?.tone === 'error' ? (
        <p role="alert" className={styles.alert} data-testid="requisites-error">
          {outcome.text}
        </p>
      ) : null}

      {list.isPending ? (
        <Spinner size="md" label={t('backoffice.common.loading')} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <section aria-labelledby="requisites-waiting">
            <h2 id="requisites-waiting" className={styles.subtitle}>
              {t('backoffice-requisites.waiting', { n: list.data.waiting.length })}
            </h2>
            {list.data.waiting.length === 0 ? (
              <p className={styles.muted}>{t('backoffice-requisites.emptyWaiting')}</p>
            ) : (
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('backoffice-requisites.columns.player')}</th>
                      <th scope="col">{t('backoffice-requisites.columns.method')}</th>
                      <th scope="col">{t('backoffice-requisites.columns.details')}</th>
                      <th scope="col">{t('backoffice-requisites.columns.asked')}</th>
                      <th scope="col">{t('backoffice-requisites.columns.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.data.waiting.map((row) => (
                      <tr key={keyOf(row)} data-testid="requisites-row" data-player={row.player_id}>
                        <td>
                          <Player row={row} />
                        </td>
                        <td>{row.method}</td>
                        <td>
                          <Details row={row} />
                        </td>
                        <td>
                          <time dateTime={row.created_at}>{formatDateTime(row.created_at, i18n.language)}</time>
                        </td>
                        <td>
                          <div className={styles.rowActions}>
                            <Button
                              size="sm"
                              aria-label={t('backoffice-requisites.verifyOf', { subject: subjectOf(row) })}
                              loading={busyKey === keyOf(row)}
                              onClick={() => void verifyRow(row)}
                            >
                              {t('backoffice-requisites.verify')}
                            </Button>
                            <Button
                              size="sm"
                              variant="secondary"
                              aria-label={t('backoffice-requisites.rejectOf', { subject: subjectOf(row) })}
                              onClick={() => {
                                setOutcome(null);
                                setRejecting(row);
                              }}
                            >
                              {t('backoffice-requisites.reject')}
                            </Button>
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>

          <section aria-labelledby="requisites-decided">
            <h2 id="requisites-decided" className={styles.subtitle}>
              {t('backoffice-requisites.decided')}
            </h2>
            {list.data.decided.length === 0 ? (
              <p className={styles.muted}>{t('backoffice-requisites.emptyDecided')}</p>
            ) : (
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('backoffice-requisites.columns.player')}</th>
                      <th scope="col">{t('backoffice-requisites.columns.method')}</th>
                      <th scope="col">{t('backoffice-requisites.columns.details')}</th>
                      <th scope="col">{t('backoffice-requisites.columns.decision')}</th>
                      <th scope="col">{t('backoffice-requisites.columns.decidedAt')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.data.decided.map((row) => (
                      <tr key={keyOf(row)} data-testid="requisites-decided-row" data-player={row.player_id} data-status={row.status}>
                        <td>
                          <Player row={row} />
                        </td>
                        <td>{row.method}</td>
                        <td>
                          <Details row={row} />
                        </td>
                        <td>{t(`backoffice-requisites.status.${row.status}`, { defaultValue: row.status })}</td>
                        <td>
                          {row.decided_at ? <time dateTime={row.decided_at}>{formatDateTime(row.decided_at, i18n.language)}</time> : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}

      {rejecting ? (
        <ReasonDialog
          title={t('backoffice-requisites.rejectTitle', { subject: subjectOf(rejecting) })}
          description={t('backoffice-requisites.rejectText')}
          submitLabel={t('backoffice-requisites.reject')}
          onClose={() => setRejecting(null)}
          onSubmit={async (reason) => {
            try {
              await reject.mutateAsync({ player_id: rejecting.player_id, digest: rejecting.digest, reason });
              setOutcome({ tone: 'ok', text: t('backoffice-requisites.rejected', { subject: subjectOf(rejecting) }) });
            } catch (error) {
              // Decided meanwhile: the row is gone from the list, so the dialog closes and the page says why.
              if (!isApiError(error) || error.code !== 'requisites_decided') throw error;
              setOutcome({ tone: 'error', text: errorText(error) });
            }
          }}
        />
      ) : null}
    </section>
  );
}
