import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Input, Textarea } from '@nfx/ui';
import {
  BANNER_ADDITION_MAX_LENGTH,
  BANNER_LABEL_MAX_LENGTH,
  BANNER_VALUE_MAX_LENGTH,
  type StaffBannerTextsOutput,
  type StaffBannerTextsValues,
  staffBannerTextsSchema,
} from '@nfx/validation';
import { type ContentBanner, usePreviewContentHtml, useSaveContentBanner } from '../api/content';
import { applyServerErrors } from '../common/form-failure';
import { OutcomeNotice } from '../common/OutcomeNotice';
import { useSectionErrorText } from '../common/section-error-text';
import { useOutcome } from '../common/use-outcome';
import * as styles from '../common/backoffice.css';
import { useContentFields } from './content-fields';
import { ContentPreview, SanitisedHtml } from './ContentPreview';
import * as own from './content.css';
import { SaveAndUndo } from './SaveAndUndo';

const FIELDS = ['label', 'value', 'addition'] as const;

type Preview = StaffBannerTextsValues & { source: string };

const valuesOf = (banner: ContentBanner): StaffBannerTextsValues => ({
  label: banner.label,
  value: banner.value,
  addition: banner.addition,
});
const sourceOf = (values: StaffBannerTextsValues) => JSON.stringify(FIELDS.map((field) => values[field].trim()));
/** A stored banner is already what the sanitiser returns: it is its own preview. */
const previewOf = (banner: ContentBanner): Preview => ({ ...valuesOf(banner), source: sourceOf(valuesOf(banner)) });

/** A banner's label, figure and line of HTML, with a preview through the server's allow-list before the save. */
export function BannerForm({ banner, language }: { banner: ContentBanner; language: string }) {
  const { t } = useTranslation();
  const save = useSaveContentBanner();
  const previewHtml = usePreviewContentHtml();
  const errorText = useSectionErrorText('backoffice-content');
  const { outcome, setOutcome, run } = useOutcome(errorText);
  const [preview, setPreview] = useState<Preview>(previewOf(banner));
  const form = useForm<StaffBannerTextsValues, unknown, StaffBannerTextsOutput>({
    resolver: valibotResolver(staffBannerTextsSchema),
    defaultValues: valuesOf(banner),
  });
  const {
    handleSubmit,
    setError,
    reset,
    trigger,
    getValues,
    watch,
    formState: { isSubmitting, isDirty },
  } = form;
  const fields = useContentFields(form, banner.locale);

  // The saved banner (its addition sanitised) is the form's new start.
  useEffect(() => {
    reset(valuesOf(banner));
  }, [banner, reset]);

  const showPreview = async () => {
    setOutcome(null);
    if (!(await trigger([...FIELDS]))) return;
    const values = getValues();
    await run(async () => {
      const [addition = ''] = await previewHtml.mutateAsync([values.addition]);
      setPreview({ label: values.label.trim(), value: values.value.trim(), addition, source: sourceOf(values) });
    }, t('backoffice-content.preview.ready'));
  };

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const result = await save.mutateAsync({ id: banner.id, ...values });
      setPreview(previewOf(result.banner));
      setOutcome({ tone: 'ok', text: t(`backoffice-content.banner.${result.changed ? 'saved' : 'unchanged'}`, { language }) });
    } catch (error) {
      if (applyServerErrors(error, FIELDS, setError)) setOutcome({ tone: 'error', text: errorText(error) });
    }
  });

  const stale = preview.source !== sourceOf(watch());

  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('backoffice-content.locale')}</dt>
        <dd>{language}</dd>
        <dt>{t('backoffice-content.banners.placement')}</dt>
        <dd>{t(`backoffice-content.banners.placements.${banner.placement}`)}</dd>
        <dt>{t('backoffice-content.promotions.state')}</dt>
        <dd>{t(banner.live ? 'backoffice-content.state.live' : 'backoffice-content.state.notLive')}</dd>
      </dl>
      <OutcomeNotice outcome={outcome} />
      <div className={own.editor}>
        <form className={own.form} onSubmit={submit} noValidate aria-label={t('backoffice-content.banner.form', { language })}>
          <Input label={t('backoffice-content.banners.label')} {...fields.line('label', BANNER_LABEL_MAX_LENGTH)} />
          <Input label={t('backoffice-content.banners.value')} {...fields.line('value', BANNER_VALUE_MAX_LENGTH)} />
          <Textarea label={t('backoffice-content.banner.addition')} {...fields.html('addition', BANNER_ADDITION_MAX_LENGTH, 4)} />
          <div className={styles.rowActions}>
            <Button type="button" variant="secondary" loading={previewHtml.isPending} onClick={() => void showPreview()}>
              {t('backoffice-content.preview.show')}
            </Button>
            <SaveAndUndo dirty={isDirty} submitting={isSubmitting} onUndo={() => reset()} />
          </div>
        </form>
        <ContentPreview lang={banner.locale} shown stale={stale}>
          <p className={own.previewTitle}>{preview.label}</p>
          {preview.value ? (
            <p>
              <strong>{preview.value}</strong>
            </p>
          ) : null}
          <SanitisedHtml html={preview.addition} />
        </ContentPreview>
      </div>
    </>
  );
}
