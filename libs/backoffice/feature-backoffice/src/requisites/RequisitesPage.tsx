import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@nfx/errors';
import { type StaffPayoutRequisites, usePayoutRequisites, useRejectRequisites, useVerifyRequisites } from '../api/requisites';
import { DateTime, PlayerName, RequisiteLines } from '../common/cells';
import { DataTable } from '../common/DataTable';
import { DecisionButtons } from '../common/DecisionButtons';
import { ListSection } from '../common/ListSection';
import { OutcomeNotice } from '../common/OutcomeNotice';
import { QueryState } from '../common/QueryState';
import { ReasonDialog } from '../common/ReasonDialog';
import { useSectionErrorText } from '../common/section-error-text';
import { useOutcome } from '../common/use-outcome';
import { Page } from '../layout/Page';

/** Requisites are a player's by their digest: the same card of two players is two rows. */
const keyOf = (row: Pick<StaffPayoutRequisites, 'player_id' | 'digest'>) => `${row.player_id}:${row.digest}`;

/** Whose requisites, of which method, and what they are: the first three cells of either list. */
function RequisitesCells({ row }: { row: StaffPayoutRequisites }) {
  return (
    <>
      <td>
        <PlayerName login={row.login} id={row.player_id} />
      </td>
      <td>{row.method}</td>
      <td>
        <RequisiteLines requisites={row.requisites} />
      </td>
    </>
  );
}

/**
 * Payout requisites on verification: cards, IBANs and e-wallets a player asked a payout to that no
 * deposit of theirs came from. Until the payments team verifies them here, withdrawals to them are
 * refused (`RequisitesOnVerification`); rejected, they are refused for good (`RequisitesFraudulent`).
 */
export function RequisitesPage() {
  const { t } = useTranslation();
  const list = usePayoutRequisites();
  const verify = useVerifyRequisites();
  const reject = useRejectRequisites();
  const errorText = useSectionErrorText('backoffice-requisites');
  const [rejecting, setRejecting] = useState<StaffPayoutRequisites | null>(null);
  const { outcome, setOutcome, run } = useOutcome(errorText);

  const subjectOf = (row: StaffPayoutRequisites) => t('backoffice-requisites.subject', { method: row.method, login: row.login });

  const verifyRow = (row: StaffPayoutRequisites) =>
    run(
      () => verify.mutateAsync({ player_id: row.player_id, digest: row.digest }),
      t('backoffice-requisites.verified', { subject: subjectOf(row) }),
    );
  const columns = (names: readonly string[]) => names.map((name) => t(`backoffice-requisites.columns.${name}`));

  const busyKey = verify.isPending && verify.variables ? `${verify.variables.player_id}:${verify.variables.digest}` : null;

  return (
    <Page id="requisites-title" title={t('backoffice-requisites.title')} lead={t('backoffice-requisites.lead')}>
      <OutcomeNotice outcome={outcome} errorTestId="requisites-error" />

      <QueryState query={list}>
        {(data) => (
          <>
            <ListSection
              id="requisites-waiting"
              title={t('backoffice-requisites.waiting', { n: data.waiting.length })}
              emptyText={data.waiting.length === 0 && t('backoffice-requisites.emptyWaiting')}
            >
              <DataTable columns={columns(['player', 'method', 'details', 'asked', 'actions'])}>
                {data.waiting.map((row) => (
                  <tr key={keyOf(row)} data-testid="requisites-row" data-player={row.player_id}>
                    <RequisitesCells row={row} />
                    <td>
                      <DateTime value={row.created_at} />
                    </td>
                    <td>
                      <DecisionButtons
                        busy={busyKey === keyOf(row)}
                        accept={{
                          label: t('backoffice-requisites.verify'),
                          ariaLabel: t('backoffice-requisites.verifyOf', { subject: subjectOf(row) }),
                          onClick: () => void verifyRow(row),
                        }}
                        refuse={{
                          label: t('backoffice-requisites.reject'),
                          ariaLabel: t('backoffice-requisites.rejectOf', { subject: subjectOf(row) }),
                          onClick: () => {
                            setOutcome(null);
                            setRejecting(row);
                          },
                        }}
                      />
                    </td>
                  </tr>
                ))}
              </DataTable>
            </ListSection>

            <ListSection
              id="requisites-decided"
              title={t('backoffice-requisites.decided')}
              emptyText={data.decided.length === 0 && t('backoffice-requisites.emptyDecided')}
            >
              <DataTable columns={columns(['player', 'method', 'details', 'decision', 'decidedAt'])}>
                {data.decided.map((row) => (
                  <tr key={keyOf(row)} data-testid="requisites-decided-row" data-player={row.player_id} data-status={row.status}>
                    <RequisitesCells row={row} />
                    <td>{t(`backoffice-requisites.status.${row.status}`, { defaultValue: row.status })}</td>
                    <td>
                      <DateTime value={row.decided_at} />
                    </td>
                  </tr>
                ))}
              </DataTable>
            </ListSection>
          </>
        )}
      </QueryState>

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
    </Page>
  );
}
