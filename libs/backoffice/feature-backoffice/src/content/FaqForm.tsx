import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { isApiError } from '@nfx/errors';
import { Button, Input, Textarea } from '@nfx/ui';
import { FAQ_ANSWER_MAX_LENGTH, FAQ_MAX_ENTRIES, FAQ_QUESTION_MAX_LENGTH, type FaqEntryValues, faqEntriesSchema } from '@nfx/validation';
import { type ContentFaq, useSaveContentFaq } from '../api/content-texts';
import { OutcomeNotice } from '../common/OutcomeNotice';
import { useFieldErrorText } from '../common/error-text';
import { useSectionErrorText } from '../common/section-error-text';
import { useOutcome } from '../common/use-outcome';
import * as styles from '../common/backoffice.css';
import { useContentFields } from './content-fields';
import * as own from './content.css';
import { SaveAndUndo } from './SaveAndUndo';

const formSchema = v.object({ items: faqEntriesSchema });
type FaqValues = { items: FaqEntryValues[] };

/** The FAQ of one language: each question with its answer, moved, removed or added, saved as one list. */
export function FaqForm({ faq, language, onReload }: { faq: ContentFaq; language: string; onReload: () => void }) {
  const { t } = useTranslation();
  const save = useSaveContentFaq();
  const errorText = useSectionErrorText('backoffice-content-texts');
  const { outcome, setOutcome } = useOutcome<{ conflict: boolean }>(errorText);
  const form = useForm<FaqValues>({ resolver: valibotResolver(formSchema), defaultValues: { items: faq.items } });
  const {
    control,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const fieldErrorText = useFieldErrorText();
  const textFields = useContentFields(form, faq.locale);
  const { fields, append, remove, move } = useFieldArray({ control, name: 'items' });

  // The stored list (after a save or a reload) is the form's new start.
  useEffect(() => {
    reset({ items: faq.items });
  }, [faq.items, faq.updated_at, reset]);
  const addButton = useRef<HTMLButtonElement>(null);
  // A removed question takes its buttons with it: the keyboard goes on at the question now in its place.
  const [removedAt, setRemovedAt] = useState<number | null>(null);
  useEffect(() => {
    if (removedAt === null) return;
    if (fields.length === 0) addButton.current?.focus();
    else setFocus(`items.${Math.min(removedAt, fields.length - 1)}.question`);
    setRemovedAt(null);
  }, [fields.length, removedAt, setFocus]);

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const result = await save.mutateAsync({
        content_locale: faq.locale,
        updated_at: faq.updated_at,
        items: JSON.stringify(values.items),
      });
      setOutcome({ tone: 'ok', text: t(`backoffice-content-texts.faq.${result.changed ? 'saved' : 'unchanged'}`, { language }) });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(error), conflict: isApiError(error) && error.code === 'content_changed' });
    }
  });

  return (
    <form className={own.form} onSubmit={submit} noValidate aria-label={t('backoffice-content-texts.faq.form', { language })}>
      <OutcomeNotice
        outcome={outcome}
        errorAction={
          outcome?.conflict ? (
            <Button type="button" variant="secondary" onClick={onReload}>
              {t('backoffice-content.reload')}
            </Button>
          ) : null
        }
      />
      {fields.length === 0 ? <p className={styles.muted}>{t('backoffice-content-texts.faq.empty', { language })}</p> : null}
      <ol className={own.textList}>
        {fields.map((field, index) => {
          const number = index + 1;
          return (
            <li key={field.id}>
              <fieldset className={own.faqEntry}>
                <legend>{t('backoffice-content-texts.faq.entry', { number })}</legend>
                <Input
                  label={t('backoffice-content-texts.faq.question')}
                  {...textFields.line(`items.${index}.question`, FAQ_QUESTION_MAX_LENGTH)}
                />
                <Textarea
                  label={t('backoffice-content-texts.faq.answer')}
                  hint={t('backoffice-content-texts.faq.answerHint', { max: FAQ_ANSWER_MAX_LENGTH })}
                  rows={3}
                  maxLength={FAQ_ANSWER_MAX_LENGTH}
                  {...textFields.field(`items.${index}.answer`)}
                />
                <div className={styles.rowActions}>
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={index === 0}
                    aria-label={t('backoffice-content-texts.faq.upOf', { number })}
                    onClick={() => move(index, index - 1)}
                  >
                    {t('backoffice-content-texts.faq.up')}
                  </Button>
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={index === fields.length - 1}
                    aria-label={t('backoffice-content-texts.faq.downOf', { number })}
                    onClick={() => move(index, index + 1)}
                  >
                    {t('backoffice-content-texts.faq.down')}
                  </Button>
                  <Button
                    type="button"
                    variant="secondary"
                    aria-label={t('backoffice-content-texts.faq.removeOf', { number })}
                    onClick={() => {
                      remove(index);
                      setRemovedAt(index);
                    }}
                  >
                    {t('backoffice-content-texts.faq.remove')}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {errors.items?.message ? <p className={styles.alert}>{fieldErrorText(errors.items.message)}</p> : null}
      <div className={styles.rowActions}>
        <Button
          ref={addButton}
          type="button"
          variant="secondary"
          disabled={fields.length >= FAQ_MAX_ENTRIES}
          onClick={() => append({ question: '', answer: '' })}
        >
          {t('backoffice-content-texts.faq.add')}
        </Button>
        <SaveAndUndo dirty={isDirty} submitting={isSubmitting} onUndo={() => reset()} />
      </div>
    </form>
  );
}
