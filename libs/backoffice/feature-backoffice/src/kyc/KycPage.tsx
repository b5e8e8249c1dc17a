import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { panel } from '@nfx/ui';
import { isApiError } from '@nfx/errors';
import { type StaffKycApplicant, useApproveKyc, useKycQueue, useRejectKyc } from '../api/kyc';
import { DataTable } from '../common/DataTable';
import { DecisionButtons } from '../common/DecisionButtons';
import { DateTime, PlayerName } from '../common/cells';
import { ListSection } from '../common/ListSection';
import { OutcomeNotice } from '../common/OutcomeNotice';
import { QueryState } from '../common/QueryState';
import { useSectionErrorText } from '../common/section-error-text';
import { useOutcome } from '../common/use-outcome';
import { Page } from '../layout/Page';
import * as styles from '../common/backoffice.css';
import { KycPhoto } from './KycPhoto';
import { RejectKycDialog } from './RejectKycDialog';
import * as kycStyles from './kyc.css';

/** A decision refused because the list was stale: the dialog closes and the page says why. */
const STALE_CODES = ['kyc_not_pending', 'kyc_reviewed_by_provider'];

/**
 * The compliance team's KYC review, for providers without a dashboard of their own (the demo
 * provider): each waiting verification with its photos, approved or rejected with the reason the
 * player is told, and the latest decisions. Every decision lands in the audit log.
 */
export function KycPage() {
  const { t } = useTranslation();
  const queue = useKycQueue();
  const approve = useApproveKyc();
  const reject = useRejectKyc();
  const errorText = useSectionErrorText('backoffice-kyc');
  const [rejecting, setRejecting] = useState<StaffKycApplicant | null>(null);
  const { outcome, setOutcome, run } = useOutcome(errorText);

  const documentType = (type: string | null) =>
    type ? t(`backoffice-kyc.documentTypes.${type}`, { defaultValue: type }) : t('backoffice-kyc.noDocumentType');

  const approveApplicant = (applicant: StaffKycApplicant) =>
    run(() => approve.mutateAsync(applicant.id), t('backoffice-kyc.approved', { login: applicant.login }));

  return (
    <Page id="kyc-title" title={t('backoffice-kyc.title')} lead={t('backoffice-kyc.lead')}>
      <OutcomeNotice outcome={outcome} errorTestId="kyc-error" />

      <QueryState query={queue}>
        {(data) => (
          <>
            <ListSection
              id="kyc-pending"
              title={t('backoffice-kyc.pending', { n: data.pending.length })}
              emptyText={data.pending.length === 0 && t('backoffice-kyc.emptyPending')}
            >
              <ul className={kycStyles.cards}>
                {data.pending.map((applicant) => (
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
                          <DateTime value={applicant.submitted_at} />
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
                      <DecisionButtons
                        busy={approve.isPending && approve.variables === applicant.id}
                        accept={{
                          label: t('backoffice-kyc.approve'),
                          ariaLabel: t('backoffice-kyc.approveOf', { login: applicant.login }),
                          onClick: () => void approveApplicant(applicant),
                        }}
                        refuse={{
                          label: t('backoffice-kyc.reject'),
                          ariaLabel: t('backoffice-kyc.rejectOf', { login: applicant.login }),
                          onClick: () => {
                            setOutcome(null);
                            setRejecting(applicant);
                          },
                        }}
                      />
                    </article>
                  </li>
                ))}
              </ul>
            </ListSection>

            <ListSection
              id="kyc-decided"
              title={t('backoffice-kyc.decided')}
              emptyText={data.decided.length === 0 && t('backoffice-kyc.emptyDecided')}
            >
              <DataTable
                columns={(['player', 'document', 'decision', 'decidedAt'] as const).map((column) => t(`backoffice-kyc.columns.${column}`))}
              >
                {data.decided.map((applicant) => (
                  <tr key={applicant.id} data-testid="kyc-decided-row" data-id={applicant.id} data-status={applicant.status}>
                    <td>
                      <PlayerName login={applicant.login} id={applicant.player_id} />
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
                      <DateTime value={applicant.reviewed_at} />
                    </td>
                  </tr>
                ))}
              </DataTable>
            </ListSection>
          </>
        )}
      </QueryState>

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
    </Page>
  );
}
