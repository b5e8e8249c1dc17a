import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { isApiError } from '@nfx/errors';
import { Button, Textarea } from '@nfx/ui';
import { PAGE_TEXT_MAX_LENGTH, pageTextFormSchema, placeholdersOf } from '@nfx/validation';
import { type PageText, type PageTextValue, useReloadContentTexts, useRevertContentText, useSaveContentText } from '../api/content-texts';
import { useFieldErrorText } from '../common/error-text';
import { applyServerErrors } from '../common/form-failure';
import { OutcomeNotice } from '../common/OutcomeNotice';
import { useSectionErrorText } from '../common/section-error-text';
import { useOutcome } from '../common/use-outcome';
import * as styles from '../common/backoffice.css';
import * as own from './content.css';
import { SaveAndUndo } from './SaveAndUndo';

/** One text in the chosen language: plain text whose placeholders (`{{min}}`) must stay as the default has them. */
export function PageTextForm(props: { text: PageText; value: PageTextValue; reference: string; language: string }) {
  const { text, value, reference, language } = props;
  const { t } = useTranslation();
  const save = useSaveContentText();
  const revert = useRevertContentText();
  const errorText = useSectionErrorText('backoffice-content-texts');
  const fieldErrorText = useFieldErrorText();
  const { outcome, setOutcome } = useOutcome<{ conflict: boolean }>(errorText);
  const schema = useMemo(() => pageTextFormSchema(reference), [reference]);
  const placeholders = [...new Set(placeholdersOf(reference))];
  const name = `${text.namespace}.${text.key}`;
  const address = { namespace: text.namespace, key: text.key, content_locale: value.locale, updated_at: value.updated_at ?? '' };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<{ value: string }>({ resolver: valibotResolver(schema), defaultValues: { value: value.value ?? '' } });

  // The stored version (after a save, a revert or a reload) is the form's new start.
  useEffect(() => {
    reset({ value: value.value ?? '' });
  }, [value.value, value.updated_at, reset]);

  const reload = useReloadContentTexts();
  const failed = (error: unknown) => {
    const conflict = isApiError(error) && error.code === 'content_changed';
    if (conflict || applyServerErrors(error, ['value'], setError)) setOutcome({ tone: 'error', text: errorText(error), conflict });
  };

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const result = await save.mutateAsync({ ...address, value: values.value });
      setOutcome({ tone: 'ok', text: t(`backoffice-content-texts.texts.${result.changed ? 'saved' : 'unchanged'}`, { language }) });
    } catch (error) {
      failed(error);
    }
  });

  const restore = async () => {
    setOutcome(null);
    try {
      const result = await revert.mutateAsync(address);
      setOutcome({ tone: 'ok', text: t(`backoffice-content-texts.texts.${result.changed ? 'reverted' : 'unchanged'}`, { language }) });
    } catch (error) {
      failed(error);
    }
  };

  return (
    <form className={own.form} onSubmit={submit} noValidate aria-label={t('backoffice-content-texts.texts.form', { key: name, language })}>
      <Textarea
        label={t('backoffice-content-texts.texts.valueIn', { language })}
        hint={
          placeholders.length
            ? t('backoffice-content-texts.texts.placeholdersHint', { placeholders: placeholders.join(' '), max: PAGE_TEXT_MAX_LENGTH })
            : t('backoffice-content.maxLength', { max: PAGE_TEXT_MAX_LENGTH })
        }
        rows={2}
        lang={value.locale}
        maxLength={PAGE_TEXT_MAX_LENGTH}
        error={fieldErrorText(errors.value?.message)}
        {...register('value')}
      />
      <OutcomeNotice
        outcome={outcome}
        errorAction={
          outcome?.conflict ? (
            <Button type="button" variant="secondary" onClick={reload}>
              {t('backoffice-content.reload')}
            </Button>
          ) : null
        }
      />
      <div className={styles.rowActions}>
        <SaveAndUndo dirty={isDirty} submitting={isSubmitting} onUndo={() => reset()} />
        <Button
          type="button"
          variant="secondary"
          disabled={!value.edited || value.default_value === null}
          loading={revert.isPending}
          onClick={() => void restore()}
        >
          {t('backoffice-content-texts.texts.revert')}
        </Button>
      </div>
    </form>
  );
}
