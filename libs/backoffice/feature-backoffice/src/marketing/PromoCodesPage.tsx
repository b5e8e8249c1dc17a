import { useTranslation } from 'react-i18next';
import { Button } from '@nfx/ui';
import { type StaffPromoCode, useCampaigns, usePromoCodes, useSetPromoCodePaused } from '../api/marketing';
import { formatDateTime } from '../common/format';
import { DataTable } from '../common/DataTable';
import { OutcomeNotice } from '../common/OutcomeNotice';
import { QueryState } from '../common/QueryState';
import { useSectionErrorText } from '../common/section-error-text';
import { useOutcome } from '../common/use-outcome';
import { Page } from '../layout/Page';
import * as styles from '../common/backoffice.css';
import { CreatePromoCodeForm } from './CreatePromoCodeForm';
import { MARKETING_TEXTS, useWindowText } from './marketing-format';
import * as marketingStyles from './marketing.css';

/** The codes players type on the site: a new one for a campaign, the list with redemptions, pause and resume. */
export function PromoCodesPage() {
  const { t, i18n } = useTranslation();
  const campaigns = useCampaigns();
  const list = usePromoCodes();
  const pause = useSetPromoCodePaused();
  const windowText = useWindowText();
  const { outcome, setOutcome, run } = useOutcome(useSectionErrorText(MARKETING_TEXTS));

  const togglePause = (promoCode: StaffPromoCode) => {
    const paused = promoCode.is_active;
    return run(
      () => pause.mutateAsync({ id: promoCode.id, paused }),
      t(`${MARKETING_TEXTS}.codes.${paused ? 'paused' : 'resumed'}`, { code: promoCode.code }),
    );
  };

  const redemptions = (promoCode: StaffPromoCode) =>
    promoCode.max_redemptions === null
      ? t(`${MARKETING_TEXTS}.codes.redemptionsUnlimited`, { used: promoCode.redemptions })
      : t(`${MARKETING_TEXTS}.codes.redemptionsOf`, { used: promoCode.redemptions, max: promoCode.max_redemptions });

  return (
    <Page id="promo-codes-title" title={t(`${MARKETING_TEXTS}.codes.title`)}>
      <QueryState query={campaigns}>
        {(data) => (
          <CreatePromoCodeForm
            campaigns={data.items}
            onCreated={(promoCode) =>
              setOutcome({
                tone: 'ok',
                text: t(`${MARKETING_TEXTS}.codes.created`, { code: promoCode.code, title: promoCode.campaign_title }),
              })
            }
          />
        )}
      </QueryState>

      <h2 className={styles.subtitle}>{t(`${MARKETING_TEXTS}.codes.listTitle`)}</h2>
      <OutcomeNotice outcome={outcome} />

      <QueryState query={list} emptyText={(data) => data.items.length === 0 && t(`${MARKETING_TEXTS}.codes.empty`)}>
        {(data) => (
          <DataTable
            caption={t(`${MARKETING_TEXTS}.codes.caption`)}
            columns={(['code', 'campaign', 'redemptions', 'valid', 'state', 'created', 'actions'] as const).map((column) =>
              t(`${MARKETING_TEXTS}.columns.${column}`),
            )}
          >
            {data.items.map((promoCode) => (
              <tr key={promoCode.id} data-testid="promo-code-row" data-code={promoCode.code} data-state={promoCode.state}>
                <td>
                  <code>{promoCode.code}</code>
                </td>
                <td>
                  {promoCode.campaign_title}
                  {promoCode.campaign_state === 'running' ? null : (
                    <>
                      <br />
                      <span className={styles.muted}>
                        {t(`${MARKETING_TEXTS}.codes.campaignState`, {
                          state: t(`${MARKETING_TEXTS}.state.${promoCode.campaign_state}`),
                        })}
                      </span>
                    </>
                  )}
                </td>
                <td>{redemptions(promoCode)}</td>
                <td>{windowText(promoCode)}</td>
                <td className={marketingStyles.state}>{t(`${MARKETING_TEXTS}.state.${promoCode.state}`)}</td>
                <td>{formatDateTime(promoCode.created_at, i18n.language)}</td>
                <td>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t(`${MARKETING_TEXTS}.codes.${promoCode.is_active ? 'pauseOf' : 'resumeOf'}`, { code: promoCode.code })}
                    loading={pause.isPending && pause.variables?.id === promoCode.id}
                    onClick={() => void togglePause(promoCode)}
                  >
                    {t(`${MARKETING_TEXTS}.${promoCode.is_active ? 'pause' : 'resume'}`)}
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryState>
    </Page>
  );
}
