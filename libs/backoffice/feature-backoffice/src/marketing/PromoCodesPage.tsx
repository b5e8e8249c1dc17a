import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@nfx/ui';
import { type StaffPromoCode, useCampaigns, usePromoCodes, useSetPromoCodePaused } from '../api/marketing';
import { formatDateTime } from '../common/format';
import { QueryError } from '../common/QueryError';
import { useSectionErrorText } from '../common/section-error-text';
import { usePageTitle } from '../layout/page-title';
import * as styles from '../common/backoffice.css';
import { CreatePromoCodeForm } from './CreatePromoCodeForm';
import { MARKETING_TEXTS, useWindowText } from './marketing-format';
import * as marketingStyles from './marketing.css';

type Outcome = { tone: 'ok' | 'error'; text: string } | null;

/** The codes players type on the site: a new one for a campaign, the list with redemptions, pause and resume. */
export function PromoCodesPage() {
  const { t, i18n } = useTranslation();
  const campaigns = useCampaigns();
  const list = usePromoCodes();
  const pause = useSetPromoCodePaused();
  const errorText = useSectionErrorText(MARKETING_TEXTS);
  const windowText = useWindowText();
  const [outcome, setOutcome] = useState<Outcome>(null);
  usePageTitle(t(`${MARKETING_TEXTS}.codes.title`));

  const togglePause = async (promoCode: StaffPromoCode) => {
    setOutcome(null);
    const paused = promoCode.is_active;
    try {
      await pause.mutateAsync({ id: promoCode.id, paused });
      setOutcome({ tone: 'ok', text: t(`${MARKETING_TEXTS}.codes.${paused ? 'paused' : 'resumed'}`, { code: promoCode.code }) });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(error) });
    }
  };

  const redemptions = (promoCode: StaffPromoCode) =>
    promoCode.max_redemptions === null
      ? t(`${MARKETING_TEXTS}.codes.redemptionsUnlimited`, { used: promoCode.redemptions })
      : t(`${MARKETING_TEXTS}.codes.redemptionsOf`, { used: promoCode.redemptions, max: promoCode.max_redemptions });

  return (
    <section aria-labelledby="promo-codes-title">
      <h1 id="promo-codes-title" className={styles.title}>
        {t(`${MARKETING_TEXTS}.codes.title`)}
      </h1>
      {campaigns.isPending ? (
        <Spinner size="md" label={t('backoffice.common.loading')} />
      ) : campaigns.isError ? (
        <QueryError error={campaigns.error} onRetry={() => void campaigns.refetch()} />
      ) : (
        <CreatePromoCodeForm
          campaigns={campaigns.data.items}
          onCreated={(promoCode) =>
            setOutcome({
              tone: 'ok',
              text: t(`${MARKETING_TEXTS}.codes.created`, { code: promoCode.code, title: promoCode.campaign_title }),
            })
          }
        />
      )}

      <h2 className={styles.subtitle}>{t(`${MARKETING_TEXTS}.codes.listTitle`)}</h2>
      <div role="status" aria-live="polite">
        {outcome?.tone === 'ok' ? <p className={styles.notice}>{outcome.text}</p> : null}
      </div>
      {outcome?.tone === 'error' ? (
        <p role="alert" className={styles.alert}>
          {outcome.text}
        </p>
      ) : null}

      {list.isPending ? (
        <Spinner size="md" label={t('backoffice.common.loading')} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p className={styles.muted}>{t(`${MARKETING_TEXTS}.codes.empty`)}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.muted}>{t(`${MARKETING_TEXTS}.codes.caption`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(`${MARKETING_TEXTS}.columns.code`)}</th>
                <th scope="col">{t(`${MARKETING_TEXTS}.columns.campaign`)}</th>
                <th scope="col">{t(`${MARKETING_TEXTS}.columns.redemptions`)}</th>
                <th scope="col">{t(`${MARKETING_TEXTS}.columns.valid`)}</th>
                <th scope="col">{t(`${MARKETING_TEXTS}.columns.state`)}</th>
                <th scope="col">{t(`${MARKETING_TEXTS}.columns.created`)}</th>
                <th scope="col">{t(`${MARKETING_TEXTS}.columns.actions`)}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((promoCode) => (
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
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
