import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Input } from '@nfx/ui';
import { staffSignInSchema, type StaffSignInValues } from '@nfx/validation';
import { useSignIn } from '../api/sign-in';
import { useErrorText, useFieldErrorText } from '../common/error-text';
import { applyServerErrors } from '../common/form-failure';
import { LanguageSelect } from '../layout/LanguageSelect';
import { usePageTitle } from '../layout/page-title';
import { backofficePaths, safeNextPath } from '../paths';
import * as styles from '../common/backoffice.css';

const FIELDS = ['email', 'password', 'code'] as const;

/** Email, password and a code from the authenticator app; then the page the visitor asked for. */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const errorText = useErrorText();
  const fieldErrorText = useFieldErrorText();
  usePageTitle(t('backoffice.signIn.title'));
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<StaffSignInValues>({ resolver: valibotResolver(staffSignInSchema), defaultValues: { email: '', password: '', code: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
      navigate(safeNextPath(params.get('next')), { replace: true });
    } catch (error) {
      // A code is good for one try: a refused sign-in asks for a fresh one.
      resetField('code');
      if (applyServerErrors(error, FIELDS, setError)) setError('root', { message: errorText(error) });
    }
  });

  return (
    <main id="main" className={styles.page}>
      <div className={`${styles.main} ${styles.narrow}`}>
        <h1 className={styles.title}>{t('backoffice.signIn.title')}</h1>
        {params.get('notice') === 'enrolled' ? (
          <p role="status" className={styles.notice}>
            {t('backoffice.signIn.enrolled')}
          </p>
        ) : null}
        {params.get('notice') === 'password-reset' ? (
          <p role="status" className={styles.notice}>
            {t('backoffice-password.signInNotice')}
          </p>
        ) : null}
        <p className={styles.muted}>{t('backoffice.signIn.lead')}</p>
        <form aria-label={t('backoffice.signIn.title')} onSubmit={submit} noValidate className={styles.dialogBody}>
          <Input
            label={t('backoffice.fields.email')}
            type="email"
            autoComplete="username"
            error={fieldErrorText(errors.email?.message)}
            {...register('email')}
          />
          <Input
            label={t('backoffice.fields.password')}
            type="password"
            autoComplete="current-password"
            showPasswordLabel={t('backoffice.fields.showPassword')}
            hidePasswordLabel={t('backoffice.fields.hidePassword')}
            error={fieldErrorText(errors.password?.message)}
            {...register('password')}
          />
          <Input
            label={t('backoffice.fields.code')}
            hint={t('backoffice.fields.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={fieldErrorText(errors.code?.message)}
            {...register('code')}
          />
          {errors.root?.message ? (
            <p role="alert" className={styles.alert} data-testid="sign-in-error">
              {errors.root.message}
            </p>
          ) : null}
          <Button type="submit" fullWidth loading={isSubmitting}>
            {t('backoffice.signIn.submit')}
          </Button>
        </form>
        <p>
          <Link className={styles.link} to={backofficePaths.forgotPassword()}>
            {t('backoffice-password.forgotLink')}
          </Link>
        </p>
        <LanguageSelect />
      </div>
    </main>
  );
}
