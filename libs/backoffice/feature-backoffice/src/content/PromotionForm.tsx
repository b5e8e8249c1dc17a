import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { isApiError } from '@nfx/errors';
import { Button, Checkbox, Input, Textarea } from '@nfx/ui';
import {
  CONTENT_HTML_MAX_LENGTH,
  PROMOTION_SUMMARY_MAX_LENGTH,
  PROMOTION_TITLE_MAX_LENGTH,
  type StaffPromotionTextsOutput,
  type StaffPromotionTextsValues,
  staffPromotionTextsSchema,
} from '@nfx/validation';
import { type ContentLocale, type ContentPromotionPage, usePreviewContentHtml, useSaveContentPromotion } from '../api/content';
import { useFieldErrorText } from '../common/error-text';
import { applyServerErrors } from '../common/form-failure';
import { OutcomeNotice } from '../common/OutcomeNotice';
import { useSectionErrorText } from '../common/section-error-text';
import { useOutcome } from '../common/use-outcome';
import * as styles from '../common/backoffice.css';
import { useContentFields } from './content-fields';
import { ContentPreview, SanitisedHtml } from './ContentPreview';
import { LocalePicker } from './LocalePicker';
import * as own from './content.css';
import { SaveAndUndo } from './SaveAndUndo';

const TEXT_FIELDS = ['title', 'summary', 'body_html', 'terms_html'] as const;
const FIELDS = [...TEXT_FIELDS, 'published'] as const;

interface Preview {
  title: string;
  summary: string;
  body: string;
  terms: string;
  /** The fields the preview was drawn from, to tell when they changed since. */
  source: string;
}

const valuesOf = (page: ContentPromotionPage): StaffPromotionTextsValues => ({
  title: page.title,
  summary: page.summary,
  body_html: page.body_html,
  terms_html: page.terms_html,
  published: page.published,
});
const sourceOf = (values: Pick<StaffPromotionTextsValues, (typeof TEXT_FIELDS)[number]>) =>
  JSON.stringify(TEXT_FIELDS.map((field) => String(values[field]).trim()));

/** A stored page is already what the sanitiser returns: it is its own preview. */
const previewOf = (page: ContentPromotionPage): Preview => ({
  title: page.title,
  summary: page.summary,
  body: page.body_html,
  terms: page.terms_html,
  source: sourceOf(page),
});

export interface PromotionFormProps {
  page: ContentPromotionPage;
  locales: readonly ContentLocale[];
  language: string;
  defaultLanguage: string;
  reloading: boolean;
  onLocale: (code: string) => void;
  onReload: () => void;
}

/**
 * A promotion's texts in one language. Preview sends the HTML through the server's allow-list and
 * shows the result; Save stores exactly that (the server sanitises again) and answers the stored
 * page, which becomes the form's new starting point. A save started from an older version than the
 * stored one is refused, and the editor may load the newer one.
 */
export function PromotionForm({ page, locales, language, defaultLanguage, reloading, onLocale, onReload }: PromotionFormProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveContentPromotion();
  const previewHtml = usePreviewContentHtml();
  const errorText = useSectionErrorText('backoffice-content');
  const { outcome, setOutcome, run } = useOutcome<{ conflict: boolean }>(errorText);
  const [preview, setPreview] = useState<Preview | null>(page.written ? previewOf(page) : null);
  /** Set when a save was refused because a colleague saved first: the next version loaded replaces the form, and says so. */
  const refusedAsStale = useRef(false);
  const form = useForm<StaffPromotionTextsValues, unknown, StaffPromotionTextsOutput>({
    resolver: valibotResolver(staffPromotionTextsSchema),
    defaultValues: valuesOf(page),
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    trigger,
    getValues,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const fields = useContentFields(form, page.locale);
  const fieldErrorText = useFieldErrorText();

  // A new version of the page (this editor's save, or a colleague's loaded after a refusal) is the new start.
  useEffect(() => {
    reset(valuesOf(page));
    if (!refusedAsStale.current) return;
    refusedAsStale.current = false;
    setPreview(previewOf(page));
    setOutcome({ tone: 'ok', text: t('backoffice-content.reloaded') });
  }, [page, reset, setOutcome, t]);

  const showPreview = async () => {
    setOutcome(null);
    if (!(await trigger([...TEXT_FIELDS]))) return;
    const values = getValues();
    await run(async () => {
      const [body = '', terms = ''] = await previewHtml.mutateAsync([values.body_html, values.terms_html]);
      setPreview({ title: values.title.trim(), summary: values.summary.trim(), body, terms, source: sourceOf(values) });
    }, t('backoffice-content.preview.ready'));
  };

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const result = await save.mutateAsync({
        id: page.id,
        content_locale: page.locale,
        updated_at: page.updated_at ?? '',
        ...values,
      });
      setPreview(previewOf(result.page));
      const done = !result.changed ? 'unchanged' : page.written ? 'saved' : 'created';
      setOutcome({ tone: 'ok', text: t(`backoffice-content.promotion.${done}`, { id: page.id, language }) });
    } catch (error) {
      const conflict = isApiError(error) && error.code === 'content_changed';
      refusedAsStale.current = conflict;
      if (applyServerErrors(error, FIELDS, setError)) setOutcome({ tone: 'error', text: errorText(error), conflict });
    }
  });

  const watched = watch();
  const stale = preview !== null && preview.source !== sourceOf(watched);

  return (
    <>
      <div className={own.picker}>
        <LocalePicker
          locales={locales}
          value={page.locale}
          onChange={onLocale}
          disabled={isDirty}
          hint={isDirty ? t('backoffice-content.localeLocked') : undefined}
        />
      </div>
      {!page.written ? (
        <p className={styles.notice}>{t('backoffice-content.promotion.notWritten', { language, defaultLanguage })}</p>
      ) : null}
      <OutcomeNotice
        outcome={outcome}
        errorAction={
          outcome?.conflict ? (
            <Button variant="secondary" size="sm" loading={reloading} onClick={onReload}>
              {t('backoffice-content.reload')}
            </Button>
          ) : null
        }
      />
      <div className={own.editor}>
        <form className={own.form} onSubmit={submit} noValidate aria-label={t('backoffice-content.promotion.form', { language })}>
          <Input label={t('backoffice-content.promotion.fields.title')} {...fields.line('title', PROMOTION_TITLE_MAX_LENGTH)} />
          <Input
            label={t('backoffice-content.promotion.fields.summary')}
            {...fields.line(
              'summary',
              PROMOTION_SUMMARY_MAX_LENGTH,
              t('backoffice-content.promotion.fields.summaryHint', { max: PROMOTION_SUMMARY_MAX_LENGTH }),
            )}
          />
          <Textarea label={t('backoffice-content.promotion.fields.body')} {...fields.html('body_html', CONTENT_HTML_MAX_LENGTH, 10)} />
          <Textarea label={t('backoffice-content.promotion.fields.terms')} {...fields.html('terms_html', CONTENT_HTML_MAX_LENGTH, 8)} />
          <Checkbox
            label={t('backoffice-content.promotion.fields.published', { language })}
            hint={t('backoffice-content.promotion.fields.publishedHint', { defaultLanguage })}
            error={fieldErrorText(errors.published?.message)}
            {...register('published')}
          />
          <div className={styles.rowActions}>
            <Button type="button" variant="secondary" loading={previewHtml.isPending} onClick={() => void showPreview()}>
              {t('backoffice-content.preview.show')}
            </Button>
            <SaveAndUndo dirty={isDirty} submitting={isSubmitting} onUndo={() => reset()} />
          </div>
        </form>
        <ContentPreview lang={page.locale} shown={preview !== null} stale={stale}>
          {preview ? (
            <>
              <p className={own.previewTitle}>{preview.title}</p>
              {preview.summary ? <p>{preview.summary}</p> : null}
              <SanitisedHtml html={preview.body} />
              {preview.terms ? (
                <>
                  <p lang={i18n.language}>
                    <strong>{t('backoffice-content.preview.terms')}</strong>
                  </p>
                  <SanitisedHtml html={preview.terms} />
                </>
              ) : null}
            </>
          ) : null}
        </ContentPreview>
      </div>
    </>
  );
}
