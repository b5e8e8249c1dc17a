import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Input, Select } from '@nfx/ui';
import {
  PROMO_CAMPAIGN_KINDS,
  PROMO_CODE_MAX_LENGTH,
  staffPromoCodeSchema,
  type StaffPromoCodeOutput,
  type StaffPromoCodeValues,
} from '@nfx/validation';
import { type StaffCampaign, type StaffPromoCode, useCreatePromoCode } from '../api/marketing';
import { applyServerErrors } from '../common/form-failure';
import { useSectionErrorText } from '../common/section-error-text';
import { backofficePaths } from '../paths';
import * as styles from '../common/backoffice.css';
import { MARKETING_TEXTS, toWireTime, useMarketingFieldError } from './marketing-format';
import * as marketingStyles from './marketing.css';

const FIELDS = ['code', 'campaign_id', 'max_redemptions', 'starts_at', 'ends_at'] as const;

/** Campaigns a code can grant, newest first: the server refuses a code for any other. */
const grantable = (campaigns: readonly StaffCampaign[]) =>
  campaigns.filter((campaign) => (PROMO_CAMPAIGN_KINDS as readonly string[]).includes(campaign.kind));

/** A new promo code: its text, the campaign it grants, how many players may use it and when. */
export function CreatePromoCodeForm({
  campaigns,
  onCreated,
}: {
  campaigns: readonly StaffCampaign[];
  onCreated: (promoCode: StaffPromoCode) => void;
}) {
  const { t } = useTranslation();
  const create = useCreatePromoCode();
  const errorText = useSectionErrorText(MARKETING_TEXTS);
  const fieldError = useMarketingFieldError();
  const options = grantable(campaigns);
  const defaults = { code: '', campaign_id: options[0] ? String(options[0].id) : '', max_redemptions: '', starts_at: '', ends_at: '' };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<StaffPromoCodeValues, unknown, StaffPromoCodeOutput>({
    resolver: valibotResolver(staffPromoCodeSchema),
    defaultValues: defaults,
    // The window's order is checked with the fields, not after they all pass.
    criteriaMode: 'all',
  });
  const label = (field: string) => t(`${MARKETING_TEXTS}.fields.${field}`);
  const hint = (field: string) => t(`${MARKETING_TEXTS}.hints.${field}`);
  const error = (field: (typeof FIELDS)[number]) => fieldError(errors[field]?.message);

  const submit = handleSubmit(async (values) => {
    try {
      const promoCode = await create.mutateAsync({
        ...values,
        starts_at: toWireTime(values.starts_at),
        ends_at: toWireTime(values.ends_at),
      });
      reset(defaults);
      onCreated(promoCode);
    } catch (failure) {
      if (applyServerErrors(failure, FIELDS, setError)) setError('root', { message: errorText(failure) });
    }
  });

  if (options.length === 0)
    return (
      <p className={styles.notice}>
        {t(`${MARKETING_TEXTS}.codes.noCampaign`)}{' '}
        <Link className={styles.link} to={backofficePaths.campaigns()}>
          {t(`${MARKETING_TEXTS}.codes.toCampaigns`)}
        </Link>
      </p>
    );

  return (
    <form aria-labelledby="create-code-title" onSubmit={submit} noValidate>
      <h2 id="create-code-title" className={styles.subtitle}>
        {t(`${MARKETING_TEXTS}.codes.createTitle`)}
      </h2>
      <div className={marketingStyles.formGrid}>
        <Input
          label={label('code')}
          hint={hint('code')}
          autoComplete="off"
          spellCheck={false}
          maxLength={PROMO_CODE_MAX_LENGTH}
          error={error('code')}
          {...register('code')}
        />
        <Select label={label('campaign_id')} error={error('campaign_id')} {...register('campaign_id')}>
          {options.map((campaign) => (
            <option key={campaign.id} value={String(campaign.id)}>
              {t(`${MARKETING_TEXTS}.codes.campaignOption`, {
                title: campaign.title,
                id: campaign.id,
                state: t(`${MARKETING_TEXTS}.state.${campaign.state}`),
              })}
            </option>
          ))}
        </Select>
        <Input
          label={label('max_redemptions')}
          hint={hint('max_redemptions')}
          inputMode="numeric"
          error={error('max_redemptions')}
          {...register('max_redemptions')}
        />
        <Input
          type="datetime-local"
          label={label('valid_from')}
          hint={hint('starts_at')}
          error={error('starts_at')}
          {...register('starts_at')}
        />
        <Input
          type="datetime-local"
          label={label('valid_until')}
          hint={hint('ends_at')}
          error={error('ends_at')}
          {...register('ends_at')}
        />
      </div>
      {errors.root?.message ? (
        <p role="alert" className={styles.alert}>
          {errors.root.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting}>
          {t(`${MARKETING_TEXTS}.codes.create`)}
        </Button>
      </div>
    </form>
  );
}
