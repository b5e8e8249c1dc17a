import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Input, Select } from '@nfx/ui';
import {
  PROMO_CAMPAIGN_KINDS,
  PROMO_CODE_MAX_LENGTH,
  staffPromoCodeSchema,
  type StaffPromoCodeOutput,
  type StaffPromoCodeValues,
} from '@nfx/validation';
import { type StaffCampaign, type StaffPromoCode, useCreatePromoCode } from '../api/marketing';
import { applyServerErrors } from '../common/form-failure';
import { FormSubmit } from '../common/FormSubmit';
import { useSectionErrorText } from '../common/section-error-text';
import { backofficePaths } from '../paths';
import * as styles from '../common/backoffice.css';
import { MARKETING_TEXTS, toWireTime, useMarketingField } from './marketing-format';
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
  const options = grantable(campaigns);
  const defaults = { code: '', campaign_id: options[0] ? String(options[0].id) : '', max_redemptions: '', starts_at: '', ends_at: '' };
  const form = useForm<StaffPromoCodeValues, unknown, StaffPromoCodeOutput>({
    resolver: valibotResolver(staffPromoCodeSchema),
    defaultValues: defaults,
    // The window's order is checked with the fields, not after they all pass.
    criteriaMode: 'all',
  });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const field = useMarketingField(form);

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
        <Input autoComplete="off" spellCheck={false} maxLength={PROMO_CODE_MAX_LENGTH} {...field('code')} />
        <Select {...field('campaign_id', { hint: false })}>
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
        <Input inputMode="numeric" {...field('max_redemptions')} />
        <Input type="datetime-local" {...field('starts_at', { label: 'valid_from' })} />
        <Input type="datetime-local" {...field('ends_at', { label: 'valid_until' })} />
      </div>
      <FormSubmit label={t(`${MARKETING_TEXTS}.codes.create`)} submitting={isSubmitting} rootError={errors.root?.message} />
    </form>
  );
}
