import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { TwoFactorSetup } from '@nfx/api-contract';
import { isApiError } from '@nfx/errors';
import { useValidationText } from '@nfx/cms-config';
import { Button, Input, alert, imagePlaceholder, muted, heading } from '@nfx/ui';
import { twoFactorCodeRule } from '@nfx/validation';
import { useChangeTwoFactor, useConfirmTwoFactor } from '../api/security-calls';
import { useErrorText } from '../common/error-text';
import { toastSuccess } from '../common/toast';
import * as styles from '../common/profile.css';

const codeSchema = v.object({ code: twoFactorCodeRule() });

const QR_SIZE = 200;

/**
 * The QR code the API draws (a data: URL in its answer). Should it not show, a neutral box of its
 * size stands in (the key below is there to type instead) and the failure is logged (spec §8), but
 * not its address, as `Image` would: the picture encodes the secret, which must not reach the console.
 */
function TwoFactorQr({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src)
    return (
      <img
        className={styles.qr}
        src={imagePlaceholder(QR_SIZE, QR_SIZE)}
        alt={alt}
        width={QR_SIZE}
        height={QR_SIZE}
        data-image-placeholder=""
      />
    );
  const onError = () => {
    console.warn('[profile] the two-factor QR code failed to load, the key to type shows instead');
    setFailed(src);
  };
  return <img className={styles.qr} src={src} alt={alt} width={QR_SIZE} height={QR_SIZE} onError={onError} />;
}

/**
 * Two-factor authentication on or off. Turning it on shows the QR code the API draws (and the
 * secret for typing by hand), and takes effect with the first code of the authenticator;
 * turning it off takes a current code too.
 */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const text = useValidationText();
  const errorText = useErrorText();
  const change = useChangeTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<{ code: string }>({
    defaultValues: { code: '' },
    resolver: valibotResolver(codeSchema),
  });

  const onFailure = (error: unknown) => {
    const key = isApiError(error) ? error.invalidParameters?.['code']?.[0] : undefined;
    if (key) setError('code', { type: 'server', message: key }, { shouldFocus: true });
    else setNotice(errorText(error));
  };

  const start = () => {
    setNotice(null);
    change.mutate(undefined, { onSuccess: (answer) => setSetup(answer), onError: onFailure });
  };

  const submit = handleSubmit(({ code }) => {
    setNotice(null);
    if (enabled)
      change.mutate(code, {
        onSuccess: () => {
          reset();
          toastSuccess('two-factor', t('profile.security.twoFactorOff'));
        },
        onError: onFailure,
      });
    else
      confirm.mutate(code, {
        onSuccess: () => {
          reset();
          setSetup(null);
          toastSuccess('two-factor', t('profile.security.twoFactorOn'));
        },
        onError: onFailure,
      });
  });

  const codeField = (
    <Input
      className={styles.grow}
      label={t('profile.security.twoFactorCode')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      error={text(formState.errors.code?.message)}
      {...register('code')}
    />
  );
  return (
    <section className={styles.form} aria-labelledby="profile-two-factor-title">
      <h2 id="profile-two-factor-title" className={heading({ weight: 'bold' })}>
        {t('profile.security.twoFactorTitle')}
      </h2>
      <p className={muted({ size: 'inherit' })}>
        {t('profile.security.twoFactorState', { state: t(enabled ? 'profile.fields.on' : 'profile.fields.off') })}
      </p>
      {notice && (
        <p role="alert" className={alert({ look: 'soft' })}>
          {notice}
        </p>
      )}
      {enabled ? (
        <form className={styles.row} onSubmit={submit} noValidate aria-label={t('profile.security.turnOff')}>
          {codeField}
          <Button type="submit" variant="danger" loading={change.isPending}>
            {t('profile.security.turnOff')}
          </Button>
        </form>
      ) : setup?.secret ? (
        <>
          <p>{t('profile.security.scan')}</p>
          {setup.qr_code && <TwoFactorQr src={setup.qr_code} alt={t('profile.security.qrAlt')} />}
          <p>
            {t('profile.security.secret')} <code className={styles.code}>{setup.secret}</code>
          </p>
          <form className={styles.row} onSubmit={submit} noValidate aria-label={t('profile.security.turnOn')}>
            {codeField}
            <Button type="submit" loading={confirm.isPending}>
              {t('profile.security.turnOn')}
            </Button>
          </form>
        </>
      ) : (
        <Button type="button" onClick={start} loading={change.isPending}>
          {t('profile.security.setUp')}
        </Button>
      )}
    </section>
  );
}
