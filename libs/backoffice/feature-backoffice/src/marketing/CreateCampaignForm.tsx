import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Input, Select, Textarea } from '@nfx/ui';
import {
  CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  CAMPAIGN_TITLE_MAX_LENGTH,
  DEPOSIT_CAMPAIGN_KINDS,
  STAFF_CAMPAIGN_KINDS,
  staffCampaignSchema,
  type StaffCampaignOutput,
  type StaffCampaignValues,
} from '@nfx/validation';
import { type StaffCampaign, useCreateCampaign } from '../api/marketing';
import { applyServerErrors } from '../common/form-failure';
import { FormSubmit } from '../common/FormSubmit';
import { useSectionErrorText } from '../common/section-error-text';
import * as styles from '../common/backoffice.css';
import { MARKETING_TEXTS, toWireTime, useMarketingField } from './marketing-format';
import * as marketingStyles from './marketing.css';

const FIELDS = [
  'kind',
  'title',
  'description',
  'amount',
  'match_percent',
  'max_amount',
  'min_deposit',
  'wagering_multiplier',
  'max_stake',
  'expiry_days',
  'contributions',
  'free_spin_game',
  'free_spin_count',
  'free_spin_stake',
  'free_bet_min_price',
  'cashback_percent',
  'cashback_period_days',
  'cashback_claim_days',
  'starts_at',
  'ends_at',
] as const;

/** A typical operator's table: slots count in full, table games a tenth, live games not at all. */
const DEFAULTS: StaffCampaignValues = {
  kind: 'no_deposit',
  title: '',
  description: '',
  amount: '',
  wagering_multiplier: '20',
  max_stake: '',
  expiry_days: '7',
  contributions: 'roulette:10, cards:10, live:0',
  starts_at: '',
  ends_at: '',
};

const isDepositKind = (kind: string) => (DEPOSIT_CAMPAIGN_KINDS as readonly string[]).includes(kind);

/**
 * A new campaign (one a promo code grants, or a deposit match or reload a deposit offer grants), with the engine's rules for its kind. Fields of other
 * kinds are not on the form (and not sent): switching the kind leaves nothing behind to refuse.
 */
export function CreateCampaignForm({ onCreated }: { onCreated: (campaign: StaffCampaign) => void }) {
  const { t } = useTranslation();
  const create = useCreateCampaign();
  const errorText = useSectionErrorText(MARKETING_TEXTS);
  const form = useForm<StaffCampaignValues, unknown, StaffCampaignOutput>({
    resolver: valibotResolver(staffCampaignSchema),
    defaultValues: DEFAULTS,
    shouldUnregister: true,
    // Every problem at once, the kind's own rules and the schedule's order included (the resolver stops at the first otherwise).
    criteriaMode: 'all',
  });
  const {
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const field = useMarketingField(form);
  const kind = watch('kind');

  const submit = handleSubmit(async (values) => {
    try {
      const campaign = await create.mutateAsync({
        ...values,
        starts_at: toWireTime(values.starts_at),
        ends_at: toWireTime(values.ends_at),
      });
      reset(DEFAULTS);
      onCreated(campaign);
    } catch (failure) {
      if (applyServerErrors(failure, FIELDS, setError)) setError('root', { message: errorText(failure) });
    }
  });

  return (
    <form aria-labelledby="create-campaign-title" onSubmit={submit} noValidate>
      <h2 id="create-campaign-title" className={styles.subtitle}>
        {t(`${MARKETING_TEXTS}.campaigns.createTitle`)}
      </h2>
      <p className={styles.muted}>{t(`${MARKETING_TEXTS}.campaigns.createLead`)}</p>
      {isDepositKind(kind) ? <p className={styles.muted}>{t(`${MARKETING_TEXTS}.hints.deposit_kinds`)}</p> : null}
      <div className={marketingStyles.formGrid}>
        <Select {...field('kind', { hint: false })}>
          {STAFF_CAMPAIGN_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`${MARKETING_TEXTS}.kind.${option}`)}
            </option>
          ))}
        </Select>
        <Input maxLength={CAMPAIGN_TITLE_MAX_LENGTH} {...field('title', { hint: false })} />
        {kind === 'free_spins' || kind === 'cashback' || isDepositKind(kind) ? null : <Input inputMode="decimal" {...field('amount')} />}
        {isDepositKind(kind) ? (
          <>
            <Input inputMode="numeric" {...field('match_percent')} />
            <Input inputMode="decimal" {...field('max_amount')} />
            <Input inputMode="decimal" {...field('min_deposit')} />
          </>
        ) : null}
        {kind === 'free_spins' ? (
          <>
            <Input {...field('free_spin_game')} />
            <Input inputMode="numeric" {...field('free_spin_count', { hint: false })} />
            <Input inputMode="decimal" {...field('free_spin_stake', { hint: 'amount' })} />
          </>
        ) : null}
        {kind === 'cashback' ? (
          <>
            {(['cashback_percent', 'cashback_period_days', 'cashback_claim_days'] as const).map((name) => (
              <Input key={name} inputMode="numeric" {...field(name)} />
            ))}
          </>
        ) : kind === 'free_bet' ? (
          <Input inputMode="decimal" {...field('free_bet_min_price')} />
        ) : (
          <>
            <Input inputMode="numeric" {...field('wagering_multiplier')} />
            <Input inputMode="decimal" {...field('max_stake')} />
            <Input {...field('contributions')} />
          </>
        )}
        {kind === 'cashback' ? null : <Input inputMode="numeric" {...field('expiry_days')} />}
        <Input type="datetime-local" {...field('starts_at')} />
        <Input type="datetime-local" {...field('ends_at')} />
      </div>
      <Textarea maxLength={CAMPAIGN_DESCRIPTION_MAX_LENGTH} rows={3} {...field('description')} />
      <FormSubmit label={t(`${MARKETING_TEXTS}.campaigns.create`)} submitting={isSubmitting} rootError={errors.root?.message} />
    </form>
  );
}
