import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@nfx/ui';
import { type StaffCampaign, useCampaigns, useSetCampaignPaused } from '../api/marketing';
import { DataTable } from '../common/DataTable';
import { OutcomeNotice } from '../common/OutcomeNotice';
import { QueryState } from '../common/QueryState';
import { useSectionErrorText } from '../common/section-error-text';
import { useOutcome } from '../common/use-outcome';
import { Page } from '../layout/Page';
import { backofficePaths } from '../paths';
import * as styles from '../common/backoffice.css';
import { CampaignTextsDialog } from './CampaignTextsDialog';
import { CreateCampaignForm } from './CreateCampaignForm';
import { formatDecimal, MARKETING_TEXTS, useWindowText } from './marketing-format';
import { ScheduleDialog } from './ScheduleDialog';
import * as marketingStyles from './marketing.css';

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
  const rulesText = useRulesText();
  const windowText = useWindowText();
  // A new campaign's notice leads on to giving it a code.
  const { outcome, setOutcome, run } = useOutcome<{ toCodes: boolean }>(useSectionErrorText(MARKETING_TEXTS));
  const [scheduling, setScheduling] = useState<StaffCampaign | null>(null);
  const [wording, setWording] = useState<StaffCampaign | null>(null);

  const togglePause = (campaign: StaffCampaign) => {
    const paused = campaign.is_active;
    return run(
      () => pause.mutateAsync({ id: campaign.id, paused }),
      t(`${MARKETING_TEXTS}.campaigns.${paused ? 'paused' : 'resumed'}`, { title: campaign.title }),
    );
  };

  return (
    <Page id="campaigns-title" title={t(`${MARKETING_TEXTS}.campaigns.title`)}>
      <CreateCampaignForm
        onCreated={(campaign) =>
          setOutcome({ tone: 'ok', text: t(`${MARKETING_TEXTS}.campaigns.created`, { title: campaign.title }), toCodes: true })
        }
      />

      <h2 className={styles.subtitle}>{t(`${MARKETING_TEXTS}.campaigns.listTitle`)}</h2>
      <OutcomeNotice
        outcome={outcome}
        okAction={
          outcome?.toCodes ? (
            <Link className={styles.link} to={backofficePaths.promoCodes()}>
              {t(`${MARKETING_TEXTS}.campaigns.toPromoCodes`)}
            </Link>
          ) : null
        }
      />

      <QueryState query={list} emptyText={(data) => data.items.length === 0 && t(`${MARKETING_TEXTS}.campaigns.empty`)}>
        {(data) => (
          <DataTable
            caption={t(`${MARKETING_TEXTS}.campaigns.caption`)}
            columns={(['campaign', 'rules', 'schedule', 'state', 'codes', 'actions'] as const).map((column) =>
              t(`${MARKETING_TEXTS}.columns.${column}`),
            )}
          >
            {data.items.map((campaign) => (
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
          </DataTable>
        )}
      </QueryState>

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
    </Page>
  );
}
