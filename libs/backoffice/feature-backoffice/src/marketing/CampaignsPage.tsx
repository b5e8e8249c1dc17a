import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Spinner } from '@nfx/ui';
import { type StaffCampaign, useCampaigns, useSetCampaignPaused } from '../api/marketing';
import { QueryError } from '../common/QueryError';
import { useSectionErrorText } from '../common/section-error-text';
import { usePageTitle } from '../layout/page-title';
import { backofficePaths } from '../paths';
import * as styles from '../common/backoffice.css';
import { CampaignTextsDialog } from './CampaignTextsDialog';
import { CreateCampaignForm } from './CreateCampaignForm';
import { formatDecimal, MARKETING_TEXTS, useWindowText } from './marketing-format';
import { ScheduleDialog } from './ScheduleDialog';
import * as marketingStyles from './marketing.css';

/** What the last action did; a new campaign's notice leads on to giving it a code. */
type Outcome = { tone: 'ok' | 'error'; text: string; toCodes?: boolean } | null;

/** A campaign's rules in one line, in the words of its kind. */
function useRulesText(): (campaign: StaffCampaign) => string {
  const { t, i18n } = useTranslation();
  return (campaign) => {
    const money = (value: string) => formatDecimal(value, i18n.language);
    const parts: string[] = [];
    switch (campaign.kind) {
      case 'free_spins':
        parts.push(
          t(`${MARKETING_TEXTS}.rules.spins`, {
            count: campaign.free_spin_count,
            stake: money(campaign.free_spin_stake),
            game: campaign.free_spin_game ?? '',
          }),
        );
        break;
      case 'free_bet':
        parts.push(t(`${MARKETING_TEXTS}.rules.amount`, { amount: money(campaign.amount) }));
        if (campaign.free_bet_min_price) parts.push(t(`${MARKETING_TEXTS}.rules.minPrice`, { price: money(campaign.free_bet_min_price) }));
        break;
      case 'deposit_match':
      case 'reload':
        parts.push(
          t(`${MARKETING_TEXTS}.rules.match`, {
            percent: campaign.match_percent,
            min: money(campaign.min_deposit),
            max: money(campaign.max_amount),
          }),
        );
        break;
      case 'cashback':
        parts.push(t(`${MARKETING_TEXTS}.rules.cashback`, { percent: campaign.cashback_percent }));
        break;
      default:
        parts.push(t(`${MARKETING_TEXTS}.rules.amount`, { amount: money(campaign.amount) }));
    }
    if (campaign.kind !== 'free_bet' && campaign.kind !== 'cashback' && campaign.wagering_multiplier > 0)
      parts.push(t(`${MARKETING_TEXTS}.rules.wagering`, { multiplier: campaign.wagering_multiplier }));
    if (campaign.max_stake) parts.push(t(`${MARKETING_TEXTS}.rules.maxStake`, { stake: money(campaign.max_stake) }));
    if (campaign.kind !== 'cashback') parts.push(t(`${MARKETING_TEXTS}.rules.expiry`, { days: campaign.expiry_days }));
    return parts.join(' · ');
  };
}

/** The marketing team's campaigns: a new one with the engine's rules, the list, its schedule and pause. */
export function CampaignsPage() {
  const { t } = useTranslation();
  const list = useCampaigns();
  const pause = useSetCampaignPaused();
  const errorText = useSectionErrorText(MARKETING_TEXTS);
  const rulesText = useRulesText();
  const windowText = useWindowText();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [scheduling, setScheduling] = useState<StaffCampaign | null>(null);
  const [wording, setWording] = useState<StaffCampaign | null>(null);
  usePageTitle(t(`${MARKETING_TEXTS}.campaigns.title`));

  const togglePause = async (campaign: StaffCampaign) => {
    setOutcome(null);
    const paused = campaign.is_active;
    try {
      await pause.mutateAsync({ id: campaign.id, paused });
      setOutcome({ tone: 'ok', text: t(`${MARKETING_TEXTS}.campaigns.${paused ? 'paused' : 'resumed'}`, { title: campaign.title }) });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(error) });
    }
  };

  return (
    <section aria-labelledby="campaigns-title">
      <h1 id="campaigns-title" className={styles.title}>
        {t(`${MARKETING_TEXTS}.campaigns.title`)}
      </h1>
      <CreateCampaignForm
        onCreated={(campaign) =>
          setOutcome({ tone: 'ok', text: t(`${MARKETING_TEXTS}.campaigns.created`, { title: campaign.title }), toCodes: true })
        }
      />

      <h2 className={styles.subtitle}>{t(`${MARKETING_TEXTS}.campaigns.listTitle`)}</h2>
      <div role="status" aria-live="polite">
        {outcome?.tone === 'ok' ? (
          <p className={styles.notice}>
            {outcome.text}{' '}
            {outcome.toCodes ? (
              <Link className={styles.link} to={backofficePaths.promoCodes()}>
                {t(`${MARKETING_TEXTS}.campaigns.toPromoCodes`)}
              </Link>
            ) : null}
          </p>
        ) : null}
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
        <p className={styles.muted}>{t(`${MARKETING_TEXTS}.campaigns.empty`)}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.muted}>{t(`${MARKETING_TEXTS}.campaigns.caption`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(`${MARKETING_TEXTS}.columns.campaign`)}</th>
                <th scope="col">{t(`${MARKETING_TEXTS}.columns.rules`)}</th>
                <th scope="col">{t(`${MARKETING_TEXTS}.columns.schedule`)}</th>
                <th scope="col">{t(`${MARKETING_TEXTS}.columns.state`)}</th>
                <th scope="col">{t(`${MARKETING_TEXTS}.columns.codes`)}</th>
                <th scope="col">{t(`${MARKETING_TEXTS}.columns.actions`)}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((campaign) => (
                <tr key={campaign.id} data-testid="campaign-row" data-id={campaign.id} data-state={campaign.state}>
                  <td>
                    {campaign.title}
                    <br />
                    <span className={styles.muted}>
                      {t(`${MARKETING_TEXTS}.kind.${campaign.kind}`, { defaultValue: campaign.kind })} · #{campaign.id}
                    </span>
                  </td>
                  <td>{rulesText(campaign)}</td>
                  <td>{windowText(campaign)}</td>
                  <td className={marketingStyles.state}>{t(`${MARKETING_TEXTS}.state.${campaign.state}`)}</td>
                  <td>{campaign.promo_codes}</td>
                  <td>
                    <div className={styles.rowActions}>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t(`${MARKETING_TEXTS}.campaigns.${campaign.is_active ? 'pauseOf' : 'resumeOf'}`, {
                          title: campaign.title,
                        })}
                        loading={pause.isPending && pause.variables?.id === campaign.id}
                        onClick={() => void togglePause(campaign)}
                      >
                        {t(`${MARKETING_TEXTS}.${campaign.is_active ? 'pause' : 'resume'}`)}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t(`${MARKETING_TEXTS}.schedule.of`, { title: campaign.title })}
                        onClick={() => setScheduling(campaign)}
                      >
                        {t(`${MARKETING_TEXTS}.schedule.open`)}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t(`${MARKETING_TEXTS}.texts.of`, { title: campaign.title })}
                        onClick={() => setWording(campaign)}
                      >
                        {t(`${MARKETING_TEXTS}.texts.open`)}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {scheduling ? (
        <ScheduleDialog
          campaign={scheduling}
          onClose={() => setScheduling(null)}
          onDone={() => setOutcome({ tone: 'ok', text: t(`${MARKETING_TEXTS}.schedule.saved`, { title: scheduling.title }) })}
        />
      ) : null}
      {wording ? (
        <CampaignTextsDialog
          campaign={wording}
          onClose={() => setWording(null)}
          onDone={() => setOutcome({ tone: 'ok', text: t(`${MARKETING_TEXTS}.texts.saved`, { title: wording.title }) })}
        />
      ) : null}
    </section>
  );
}
