import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, DialogOverlay, DialogPanel, Input, Spinner, Textarea } from '@nfx/ui';
import {
  CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  CAMPAIGN_OFFER_TEXT_MAX_LENGTH,
  CAMPAIGN_TITLE_MAX_LENGTH,
  staffCampaignTextsSchema,
  type StaffCampaignTextsOutput,
  type StaffCampaignTextsValues,
} from '@nfx/validation';
import { type StaffCampaign, type StaffCampaignTexts, useCampaignTexts, useSetCampaignTexts } from '../api/marketing';
import { QueryError } from '../common/QueryError';
import { applyServerErrors } from '../common/form-failure';
import { useSectionErrorText } from '../common/section-error-text';
import * as styles from '../common/backoffice.css';
import { LocalePicker } from '../content/LocalePicker';
import { MARKETING_TEXTS, useMarketingFieldError } from './marketing-format';

const FIELDS = ['locale', 'title', 'description', 'offer_text'] as const;

/** The words written for `locale`, else empty fields (players of it read the default locale's words meanwhile). */
function valuesFor(texts: StaffCampaignTexts, locale: string): StaffCampaignTextsValues {
  const written = texts.items.find((item) => item.locale === locale);
  return { locale, title: written?.title ?? '', description: written?.description ?? '', offer_text: written?.offer_text ?? '' };
}

/**
 * What players read about a campaign, per language: the bonus's name and description and, for a
 * campaign behind a deposit offer, its line on the deposit form. A language without words shows
 * players the default language's, which the dialog says.
 */
export function CampaignTextsDialog({ campaign, onDone, onClose }: { campaign: StaffCampaign; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const texts = useCampaignTexts(campaign.id);
  const titleId = useId();
  return (
    <DialogOverlay onRequestClose={onClose}>
      <DialogPanel aria-labelledby={titleId} closeLabel={t('backoffice.common.close')}>
        <div className={styles.dialogBody}>
          <h2 id={titleId} className={styles.subtitle}>
            {t(`${MARKETING_TEXTS}.texts.title`, { title: campaign.title })}
          </h2>
          <p>{t(`${MARKETING_TEXTS}.texts.text`)}</p>
          {texts.isPending ? (
            <Spinner size="md" label={t('backoffice.common.loading')} />
          ) : texts.isError ? (
            <QueryError error={texts.error} onRetry={() => void texts.refetch()} />
          ) : (
            <TextsForm campaign={campaign} texts={texts.data} onDone={onDone} onClose={onClose} />
          )}
        </div>
      </DialogPanel>
    </DialogOverlay>
  );
}

function TextsForm(props: { campaign: StaffCampaign; texts: StaffCampaignTexts; onDone: () => void; onClose: () => void }) {
  const { campaign, texts, onDone, onClose } = props;
  const { t } = useTranslation();
  const save = useSetCampaignTexts();
  const errorText = useSectionErrorText(MARKETING_TEXTS);
  const fieldError = useMarketingFieldError();
  const [locale, setLocale] = useState(texts.default_locale);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<StaffCampaignTextsValues, unknown, StaffCampaignTextsOutput>({
    resolver: valibotResolver(staffCampaignTextsSchema),
    defaultValues: valuesFor(texts, locale),
    criteriaMode: 'all',
  });
  // Another language, or the saved words read back: the fields show what is written for it.
  useEffect(() => reset(valuesFor(texts, locale)), [texts, locale, reset]);
  const written = texts.items.some((item) => item.locale === locale);
  const label = (field: string) => t(`${MARKETING_TEXTS}.textsFields.${field}`);

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: campaign.id, ...values, description: values.description ?? '', offer_text: values.offer_text ?? '' });
      onDone();
      onClose();
    } catch (failure) {
      if (applyServerErrors(failure, FIELDS, setError)) setError('root', { message: errorText(failure) });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <LocalePicker locales={texts.locales} value={locale} onChange={setLocale} hint={t(`${MARKETING_TEXTS}.texts.localeHint`)} />
      <p className={styles.muted} data-testid="campaign-texts-status">
        {written ? t(`${MARKETING_TEXTS}.texts.written`) : t(`${MARKETING_TEXTS}.texts.fallback`, { locale: texts.default_locale })}
      </p>
      <input type="hidden" {...register('locale')} />
      <Input
        label={label('title')}
        maxLength={CAMPAIGN_TITLE_MAX_LENGTH}
        lang={locale}
        error={fieldError(errors.title?.message)}
        {...register('title')}
      />
      <Textarea
        label={label('description')}
        maxLength={CAMPAIGN_DESCRIPTION_MAX_LENGTH}
        rows={3}
        lang={locale}
        error={fieldError(errors.description?.message)}
        {...register('description')}
      />
      {texts.has_offer ? (
        <Input
          label={label('offer_text')}
          hint={t(`${MARKETING_TEXTS}.texts.offerHint`)}
          maxLength={CAMPAIGN_OFFER_TEXT_MAX_LENGTH}
          lang={locale}
          error={fieldError(errors.offer_text?.message)}
          {...register('offer_text')}
        />
      ) : null}
      {errors.root?.message || errors.locale?.message ? (
        <p role="alert" className={styles.alert}>
          {errors.root?.message ?? fieldError(errors.locale?.message)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('backoffice.common.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {t(`${MARKETING_TEXTS}.texts.save`)}
        </Button>
      </div>
    </form>
  );
}
