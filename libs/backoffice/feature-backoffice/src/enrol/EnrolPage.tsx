import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Input } from '@nfx/ui';
import { PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH, staffConfirmEnrolmentSchema, staffEnrolSchema } from '@nfx/validation';
import { useConfirmEnrolment } from '../api/confirm-enrolment';
import { useEnrol } from '../api/enrol';
import { useErrorText, useFieldErrorText } from '../common/error-text';
import { applyServerErrors } from '../common/form-failure';
import { StaffForm, StaffFormPage } from '../password/StaffFormFrame';
import { backofficePaths } from '../paths';
import * as styles from '../common/backoffice.css';

// The shared schemas without the token, which comes from the link rather than a field.
const passwordSchema = v.pick(staffEnrolSchema, ['password']);
const codeSchema = v.pick(staffConfirmEnrolmentSchema, ['code']);
type PasswordValues = v.InferInput<typeof passwordSchema>;
type CodeValues = v.InferInput<typeof codeSchema>;

interface Secret {
  totp_secret: string;
  otpauth_uri: string;
}

/** The one-time link's page: a password, then the authenticator app proven with a code. */
export function EnrolPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [secret, setSecret] = useState<Secret | null>(null);

  return (
    <StaffFormPage title={t('backoffice.enrol.title')}>
      {!token ? (
        <p role="alert" className={styles.alert}>
          {t('backoffice.errors.staff_enrolment_invalid')}
        </p>
      ) : secret ? (
        <CodeStep token={token} secret={secret} />
      ) : (
        <PasswordStep token={token} onDone={setSecret} />
      )}
    </StaffFormPage>
  );
}

function PasswordStep({ token, onDone }: { token: string; onDone: (secret: Secret) => void }) {
  const { t } = useTranslation();
  const enrol = useEnrol();
  const errorText = useErrorText();
  const fieldErrorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ resolver: valibotResolver(passwordSchema), defaultValues: { password: '' } });

  const submit = handleSubmit(async ({ password }) => {
    try {
      onDone(await enrol.mutateAsync({ token, password }));
    } catch (error) {
      if (applyServerErrors(error, ['password'], setError)) setError('root', { message: errorText(error) });
    }
  });

  return (
    <StaffForm
      aria-labelledby="enrol-password-title"
      onSubmit={submit}
      rootError={errors.root?.message}
      submitLabel={t('backoffice.enrol.setPassword')}
      submitting={isSubmitting}
    >
      <h2 id="enrol-password-title" className={styles.subtitle}>
        {t('backoffice.enrol.passwordStep')}
      </h2>
      <Input
        label={t('backoffice.fields.newPassword')}
        hint={t('backoffice.enrol.passwordHint', { min: STAFF_PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        type="password"
        autoComplete="new-password"
        showPasswordLabel={t('backoffice.fields.showPassword')}
        hidePasswordLabel={t('backoffice.fields.hidePassword')}
        error={fieldErrorText(errors.password?.message)}
        {...register('password')}
      />
    </StaffForm>
  );
}

function CodeStep({ token, secret }: { token: string; secret: Secret }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirmEnrolment();
  const errorText = useErrorText();
  const fieldErrorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({ resolver: valibotResolver(codeSchema), defaultValues: { code: '' } });

  const submit = handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync({ token, code });
      navigate(backofficePaths.signIn(undefined, 'enrolled'), { replace: true });
    } catch (error) {
      if (applyServerErrors(error, ['code'], setError)) setError('root', { message: errorText(error) });
      setFocus('code');
    }
  });

  return (
    <StaffForm
      aria-labelledby="enrol-code-title"
      onSubmit={submit}
      rootError={errors.root?.message}
      submitLabel={t('backoffice.enrol.confirm')}
      submitting={isSubmitting}
    >
      <h2 id="enrol-code-title" className={styles.subtitle}>
        {t('backoffice.enrol.codeStep')}
      </h2>
      <p role="status">{t('backoffice.enrol.secretLead')}</p>
      <dl>
        <dt>{t('backoffice.enrol.secret')}</dt>
        <dd>
          <code className={styles.code} data-testid="totp-secret">
            {secret.totp_secret}
          </code>
        </dd>
        <dt>{t('backoffice.enrol.uri')}</dt>
        <dd>
          <a className={`${styles.link} ${styles.code}`} href={secret.otpauth_uri} data-testid="otpauth-uri">
            {secret.otpauth_uri}
          </a>
        </dd>
      </dl>
      <Input
        label={t('backoffice.fields.code')}
        hint={t('backoffice.fields.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={fieldErrorText(errors.code?.message)}
        {...register('code')}
      />
    </StaffForm>
  );
}
