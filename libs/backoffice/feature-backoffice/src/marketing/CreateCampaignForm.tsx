import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Input, Select, Textarea } from '@nfx/ui';
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
import { useSectionErrorText } from '../common/section-error-text';
import * as styles from '../common/backoffice.css';
import { MARKETING_TEXTS, toWireTime, useMarketingFieldError } from './marketing-format';
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
  const fieldError = useMarketingFieldError();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<StaffCampaignValues, unknown, StaffCampaignOutput>({
    resolver: valibotResolver(staffCampaignSchema),
    defaultValues: DEFAULTS,
    shouldUnregister: true,
    // Every problem at once, the kind's own rules and the schedule's order included (the resolver stops at the first otherwise).
    criteriaMode: 'all',
  });
  const kind = watch('kind');
  const label = (field: string) => t(`${MARKETING_TEXTS}.fields.${field}`);
  const hint = (field: string) => t(`${MARKETING_TEXTS}.hints.${field}`);
  const error = (field: (typeof FIELDS)[number]) => fieldError(errors[field]?.message);

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
      {isDepositKind(kind) ? <p className={styles.muted}>{hint('deposit_kinds')}</p> : null}
      <div className={marketingStyles.formGrid}>
        <Select label={label('kind')} error={error('kind')} {...register('kind')}>
          {STAFF_CAMPAIGN_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`${MARKETING_TEXTS}.kind.${option}`)}
            </option>
          ))}
        </Select>
        <Input label={label('title')} maxLength={CAMPAIGN_TITLE_MAX_LENGTH} error={error('title')} {...register('title')} />
        {kind === 'free_spins' || kind === 'cashback' || isDepositKind(kind) ? null : (
          <Input label={label('amount')} hint={hint('amount')} inputMode="decimal" error={error('amount')} {...register('amount')} />
        )}
        {isDepositKind(kind) ? (
          <>
            <Input
              label={label('match_percent')}
              hint={hint('match_percent')}
              inputMode="numeric"
              error={error('match_percent')}
              {...register('match_percent')}
            />
            <Input
              label={label('max_amount')}
              hint={hint('max_amount')}
              inputMode="decimal"
              error={error('max_amount')}
              {...register('max_amount')}
            />
            <Input
              label={label('min_deposit')}
              hint={hint('min_deposit')}
              inputMode="decimal"
              error={error('min_deposit')}
              {...register('min_deposit')}
            />
          </>
        ) : null}
        {kind === 'free_spins' ? (
          <>
            <Input
              label={label('free_spin_game')}
              hint={hint('free_spin_game')}
              error={error('free_spin_game')}
              {...register('free_spin_game')}
            />
            <Input label={label('free_spin_count')} inputMode="numeric" error={error('free_spin_count')} {...register('free_spin_count')} />
            <Input
              label={label('free_spin_stake')}
              hint={hint('amount')}
              inputMode="decimal"
              error={error('free_spin_stake')}
              {...register('free_spin_stake')}
            />
          </>
        ) : null}
        {kind === 'cashback' ? (
          <>
            {(['cashback_percent', 'cashback_period_days', 'cashback_claim_days'] as const).map((field) => (
              <Input key={field} label={label(field)} hint={hint(field)} inputMode="numeric" error={error(field)} {...register(field)} />
            ))}
          </>
        ) : kind === 'free_bet' ? (
          <Input
            label={label('free_bet_min_price')}
            hint={hint('free_bet_min_price')}
            inputMode="decimal"
            error={error('free_bet_min_price')}
            {...register('free_bet_min_price')}
          />
        ) : (
          <>
            <Input
              label={label('wagering_multiplier')}
              hint={hint('wagering_multiplier')}
              inputMode="numeric"
              error={error('wagering_multiplier')}
              {...register('wagering_multiplier')}
            />
            <Input
              label={label('max_stake')}
              hint={hint('max_stake')}
              inputMode="decimal"
              error={error('max_stake')}
              {...register('max_stake')}
            />
            <Input
              label={label('contributions')}
              hint={hint('contributions')}
              error={error('contributions')}
              {...register('contributions')}
            />
          </>
        )}
        {kind === 'cashback' ? null : (
          <Input
            label={label('expiry_days')}
            hint={hint('expiry_days')}
            inputMode="numeric"
            error={error('expiry_days')}
            {...register('expiry_days')}
          />
        )}
        <Input
          type="datetime-local"
          label={label('starts_at')}
          hint={hint('starts_at')}
          error={error('starts_at')}
          {...register('starts_at')}
        />
        <Input type="datetime-local" label={label('ends_at')} hint={hint('ends_at')} error={error('ends_at')} {...register('ends_at')} />
      </div>
      <Textarea
        label={label('description')}
        hint={hint('description')}
        maxLength={CAMPAIGN_DESCRIPTION_MAX_LENGTH}
        rows={3}
        error={error('description')}
        {...register('description')}
      />
      {errors.root?.message ? (
        <p role="alert" className={styles.alert}>
          {errors.root.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting}>
          {t(`${MARKETING_TEXTS}.campaigns.create`)}
        </Button>
      </div>
    </form>
  );
}
