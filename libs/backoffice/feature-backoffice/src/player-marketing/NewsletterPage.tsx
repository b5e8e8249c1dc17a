import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Input, Textarea } from '@nfx/ui';
import {
  NEWSLETTER_SUBJECT_MAX_LENGTH,
  NEWSLETTER_TEXT_MAX_LENGTH,
  staffNewsletterSchema,
  type StaffNewsletterOutput,
  type StaffNewsletterValues,
} from '@nfx/validation';
import { type NewsletterResult, useSendNewsletter } from '../api/player-marketing';
import { applyServerErrors } from '../common/form-failure';
import { FormSubmit } from '../common/FormSubmit';
import { useSectionErrorText } from '../common/section-error-text';
import { usePageTitle } from '../layout/page-title';
import * as styles from '../common/backoffice.css';
import { PlayerRefInput } from './PlayerRefInput';
import { PLAYER_MARKETING_TEXTS, usePlayerMarketingFieldError } from './player-marketing-texts';

const TEXTS = `${PLAYER_MARKETING_TEXTS}.newsletter`;
const FIELDS = ['player', 'subject', 'text'] as const;
const EMPTY = { player: '', subject: '', text: '' };

/** One newsletter to one player: only their subscribed and confirmed contacts get it, never a self-excluded player. */
export function NewsletterPage() {
  const { t } = useTranslation();
  usePageTitle(t(`${TEXTS}.title`));
  const send = useSendNewsletter();
  const errorText = useSectionErrorText(PLAYER_MARKETING_TEXTS);
  const fieldError = usePlayerMarketingFieldError();
  const [result, setResult] = useState<NewsletterResult | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<StaffNewsletterValues, unknown, StaffNewsletterOutput>({
    resolver: valibotResolver(staffNewsletterSchema),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (values) => {
    setResult(null);
    try {
      setResult(await send.mutateAsync(values));
      reset({ ...EMPTY, player: values.player });
    } catch (failure) {
      if (applyServerErrors(failure, FIELDS, setError)) setError('root', { message: errorText(failure) });
    }
  });

  return (
    <section aria-labelledby="newsletter-title">
      <h1 id="newsletter-title" className={styles.title}>
        {t(`${TEXTS}.title`)}
      </h1>
      <p className={styles.muted}>{t(`${TEXTS}.lead`)}</p>
      <form aria-labelledby="newsletter-title" onSubmit={submit} noValidate className={styles.noteForm}>
        <PlayerRefInput
          label={t(`${TEXTS}.player`)}
          hint={t(`${TEXTS}.playerHint`)}
          error={fieldError(errors.player?.message)}
          {...register('player')}
        />
        <Input
          label={t(`${TEXTS}.subject`)}
          maxLength={NEWSLETTER_SUBJECT_MAX_LENGTH}
          error={fieldError(errors.subject?.message)}
          {...register('subject')}
        />
        <Textarea
          label={t(`${TEXTS}.text`)}
          hint={t(`${TEXTS}.textHint`, { max: NEWSLETTER_TEXT_MAX_LENGTH })}
          rows={8}
          maxLength={NEWSLETTER_TEXT_MAX_LENGTH}
          error={fieldError(errors.text?.message)}
          {...register('text')}
        />
        <FormSubmit label={t(`${TEXTS}.send`)} submitting={isSubmitting} rootError={errors.root?.message} />
      </form>
      <div role="status" aria-live="polite">
        {result ? (
          <p className={styles.notice}>
            {result.sent > 0
              ? t(`${TEXTS}.sent`, { sent: result.sent, login: result.player.login })
              : t(`${TEXTS}.sentNone`, { login: result.player.login })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
