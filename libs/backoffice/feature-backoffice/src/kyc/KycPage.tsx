import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, panel, Spinner } from '@nfx/ui';
import { isApiError } from '@nfx/errors';
import { type StaffKycApplicant, useApproveKyc, useKycQueue, useRejectKyc } from '../api/kyc';
import { formatDateTime } from '../common/format';
import { QueryError } from '../common/QueryError';
import { useSectionErrorText } from '../common/section-error-text';
import { usePageTitle } from '../layout/page-title';
import * as styles from '../common/backoffice.css';
import { KycPhoto } from './KycPhoto';
import { RejectKycDialog } from './RejectKycDialog';
import * as kycStyles from './kyc.css';

type Outcome = { tone: 'ok' | 'error'; text: string } | null;

/** A decision refused because the list was stale: the dialog closes and the page says why. */
const STALE_CODES = ['kyc_not_pending', 'kyc_reviewed_by_provider'];

/**
 * The compliance team's KYC review, for providers without a dashboard of their own (the demo
 * provider): each waiting verification with its photos, approved or rejected with the reason the
 * player is told, and the latest decisions. Every decision lands in the audit log.
 */
export function KycPage() {
  const { t, i18n } = useTranslation();
  const queue = useKycQueue();
  const approve = useApproveKyc();
  const reject = useRejectKyc();
  const errorText = useSectionErrorText('backoffice-kyc');
  const [rejecting, setRejecting] = useState<StaffKycApplicant | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  usePageTitle(t('backoffice-kyc.title'));

  const documentType = (type: string | null) =>
    type ? t(`backoffice-kyc.documentTypes.${type}`, { defaultValue: type }) : t('backoffice-kyc.noDocumentType');

  const approveApplicant = async (applicant: StaffKycApplicant) => {
    setOutcome(null);
    try {
      await approve.mutateAsync(applicant.id);
      setOutcome({ tone: 'ok', text: t('backoffice-kyc.approved', { login: applicant.login }) });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(error) });
    }
  };

  return (
    <section aria-labelledby="kyc-title">
      <h1 id="kyc-title" className={styles.title}>
        {t('backoffice-kyc.title')}
      </h1>
      <p className={styles.muted}>{t('backoffice-kyc.lead')}</p>

      <div aria-live="polite" role="status">
        {outcome?.tone === 'ok' ? <p className={styles.notice}>{outcome.text}</p> : null}
      </div>
      {outcome?.tone === 'error' ? (
        <p role="alert" className={styles.alert} data-testid="kyc-error">
          {outcome.text}
        </p>
      ) : null}

      {queue.isPending ? (
        <Spinner size="md" label={t('backoffice.common.loading')} />
      ) : queue.isError ? (
        <QueryError error={queue.error} onRetry={() => void queue.refetch()} />
      ) : (
        <>
          <section aria-labelledby="kyc-pending">
            <h2 id="kyc-pending" className={styles.subtitle}>
              {t('backoffice-kyc.pending', { n: queue.data.pending.length })}
            </h2>
            {queue.data.pending.length === 0 ? (
              <p className={styles.muted}>{t('backoffice-kyc.emptyPending')}</p>
            ) : (
              <ul className={kycStyles.cards}>
                {queue.data.pending.map((applicant) => (
                  <li key={applicant.id}>
                    <article
                      aria-labelledby={`kyc-applicant-${applicant.id}`}
                      className={panel({ padding: 'md' })}
                      data-testid="kyc-applicant"
                      data-id={applicant.id}
                    >
                      <h3 id={`kyc-applicant-${applicant.id}`} className={kycStyles.cardTitle}>
                        {applicant.login} <span className={styles.muted}>#{applicant.player_id}</span>
                      </h3>
                      <dl className={styles.facts}>
                        <dt>{t('backoffice-kyc.documentType')}</dt>
                        <dd>{documentType(applicant.document_type)}</dd>
                        <dt>{t('backoffice-kyc.submitted')}</dt>
                        <dd>
                          {applicant.submitted_at ? (
                            <time dateTime={applicant.submitted_at}>{formatDateTime(applicant.submitted_at, i18n.language)}</time>
                          ) : null}
                        </dd>
                        {applicant.external_action_id ? (
                          <>
                            <dt>{t('backoffice-kyc.askedFor')}</dt>
                            <dd>{applicant.external_action_id}</dd>
                          </>
                        ) : null}
                      </dl>
                      {applicant.documents.length === 0 ? (
                        <p className={styles.muted}>{t('backoffice-kyc.noPhotos')}</p>
                      ) : (
                        <div className={kycStyles.photos}>
                          {applicant.documents.map((document) => (
                            <KycPhoto key={document.id} document={document} login={applicant.login} />
                          ))}
                        </div>
                      )}
                      <div className={styles.rowActions}>
                        <Button
                          size="sm"
                          aria-label={t('backoffice-kyc.approveOf', { login: applicant.login })}
                          loading={approve.isPending && approve.variables === applicant.id}
                          onClick={() => void approveApplicant(applicant)}
                        >
                          {t('backoffice-kyc.approve')}
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t('backoffice-kyc.rejectOf', { login: applicant.login })}
                          onClick={() => {
                            setOutcome(null);
                            setRejecting(applicant);
                          }}
                        >
                          {t('backoffice-kyc.reject')}
                        </Button>
                      </div>
                    </article>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="kyc-decided">
            <h2 id="kyc-decided" className={styles.subtitle}>
              {t('backoffice-kyc.decided')}
            </h2>
            {queue.data.decided.length === 0 ? (
              <p className={styles.muted}>{t('backoffice-kyc.emptyDecided')}</p>
            ) : (
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('backoffice-kyc.columns.player')}</th>
                      <th scope="col">{t('backoffice-kyc.columns.document')}</th>
                      <th scope="col">{t('backoffice-kyc.columns.decision')}</th>
                      <th scope="col">{t('backoffice-kyc.columns.decidedAt')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {queue.data.decided.map((applicant) => (
                      <tr key={applicant.id} data-testid="kyc-decided-row" data-id={applicant.id} data-status={applicant.status}>
                        <td>
                          {applicant.login}
                          <br />
                          <span className={styles.muted}>#{applicant.player_id}</span>
                        </td>
                        <td>{documentType(applicant.document_type)}</td>
                        <td>
                          {applicant.status === 'approved'
                            ? t('backoffice-kyc.decision.approved')
                            : t('backoffice-kyc.decision.rejected', {
                                reason: t(`backoffice-kyc.reasons.${applicant.reject_reason ?? 'other'}`),
                              })}
                        </td>
                        <td>
                          {applicant.reviewed_at ? (
                            <time dateTime={applicant.reviewed_at}>{formatDateTime(applicant.reviewed_at, i18n.language)}</time>
                          ) : null}
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
        <RejectKycDialog
          applicant={rejecting}
          onClose={() => setRejecting(null)}
          onSubmit={async ({ reason, comment }) => {
            try {
              await reject.mutateAsync({ id: rejecting.id, reason, ...(comment ? { comment } : {}) });
              setOutcome({ tone: 'ok', text: t('backoffice-kyc.rejected', { login: rejecting.login }) });
            } catch (error) {
              if (!isApiError(error) || !STALE_CODES.includes(String(error.code))) throw error;
              setOutcome({ tone: 'error', text: errorText(error) });
            }
          }}
        />
      ) : null}
    </section>
  );
}
