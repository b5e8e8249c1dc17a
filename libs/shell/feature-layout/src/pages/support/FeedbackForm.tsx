import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { isApiError } from '@nfx/errors';
import { useSession } from '@nfx/session';
import { useValidationText } from '@nfx/cms-config';
import { Button, Input, Textarea, alert, muted } from '@nfx/ui';
import { FEEDBACK_MESSAGE_MAX_LENGTH, feedbackSchema, type FeedbackValues, mapServerErrors } from '@nfx/validation';
import { useSendFeedback } from './send-feedback';
import * as styles from './SupportPage.css';

type FieldName = keyof FeedbackValues;
const FIELDS: readonly FieldName[] = ['name', 'email', 'message'];

/**
 * The feedback form of the support page: the §5 rules of support.sendFeedback checked before
 * sending (the API checks the same schema), server refusals on their fields, a confirmation
 * that takes the focus, and the rate limit explained instead of a generic failure.
 */
export function FeedbackForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation();
  const text = useValidationText();
  const { account } = useSession();
  const accountEmail = account?.login.includes('@') ? account.login : '';
  const [values, setValues] = useState<FeedbackValues>({ name: '', email: accountEmail, message: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<'tooMany' | 'failed' | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useSendFeedback();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const hintId = useId();

  // The session may arrive after the first render; fill the email in once, never over the player's typing.
  useEffect(() => {
    if (accountEmail) setValues((current) => (current.email ? current : { ...current, email: accountEmail }));
  }, [accountEmail]);
  useEffect(() => {
    if (sentTo) doneRef.current?.focus();
  }, [sentTo]);

  const focusField = (name: FieldName) => formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  const change = (name: FieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = v.safeParse(feedbackSchema, values);
    if (!parsed.success) {
      const flat = v.flatten<typeof feedbackSchema>(parsed.issues).nested ?? {};
      const found: Partial<Record<FieldName, string>> = {};
      for (const name of FIELDS) found[name] = text(flat[name]?.[0]);
      setErrors(found);
      const first = FIELDS.find((name) => found[name]);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.output, {
      onSuccess: () => {
        setSentTo(parsed.output.email);
        setValues({ name: '', email: accountEmail, message: '' });
      },
      onError: (error) => {
        if (isApiError(error) && error.type === 'TooManyRequests') {
          setFailure('tooMany');
          return;
        }
        const mapped = mapServerErrors(isApiError(error) ? error.invalidParameters : undefined, FIELDS);
        const names = Object.keys(mapped.fields) as FieldName[];
        if (names.length === 0) {
          setFailure('failed');
          return;
        }
        setErrors(Object.fromEntries(names.map((name) => [name, text(mapped.fields[name])])));
        focusField(names[0] as FieldName);
      },
    });
  };

  if (sentTo)
    return (
      <div className={styles.form}>
        <p ref={doneRef} role="status" tabIndex={-1} className={styles.success} data-feedback="sent">
          {t('shell.support.sent', { email: sentTo })}
        </p>
        <Button type="button" variant="secondary" onClick={() => setSentTo(null)}>
          {t('shell.support.sendAnother')}
        </Button>
      </div>
    );

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-labelledby={labelledBy} aria-busy={mutation.isPending}>
      <p id={hintId} className={muted({ size: 'inherit' })}>
        {t('shell.support.formHint')}
      </p>
      <Input
        label={t('shell.support.name')}
        name="name"
        autoComplete="name"
        required
        value={values.name}
        error={errors.name}
        onChange={change('name')}
      />
      <Input
        label={t('shell.support.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={change('email')}
      />
      <Textarea
        label={t('shell.support.message')}
        name="message"
        required
        maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
        value={values.message}
        error={errors.message}
        onChange={change('message')}
      />
      {failure && (
        <p role="alert" className={alert({ look: 'inline', icon: true })}>
          <span aria-hidden="true">⚠</span>
          {t(failure === 'tooMany' ? 'shell.support.tooMany' : 'shell.support.failed')}
        </p>
      )}
      <Button type="submit" loading={mutation.isPending}>
        {t('shell.support.send')}
      </Button>
    </form>
  );
}
