import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { ProfileContact } from '@nfx/api-contract';
import { isApiError } from '@nfx/errors';
import { useValidationText } from '@nfx/cms-config';
import { Button, Checkbox, Input, alert } from '@nfx/ui';
import { codeRule } from '@nfx/validation';
import { useChangeSubscription, useConfirmContact, useSendConfirmation } from '../api/contact-calls';
import { useErrorText } from '../common/error-text';
import { toastSuccess } from '../common/toast';
import { useCountdown } from '../common/use-countdown';
import * as styles from '../common/profile.css';

const codeFormSchema = v.object({ code: codeRule() });

/** The tries a wrong code leaves, as the server tells them (`error_data.attempts_left`). */
function attemptsLeftOf(error: unknown): number | undefined {
  const data = isApiError(error) ? (error.errorData as { attempts_left?: unknown } | undefined) : undefined;
  return typeof data?.attempts_left === 'number' ? data.attempts_left : undefined;
}

/** One contact: whether it is confirmed, its marketing subscription, and the confirmation by code. */
export function ContactItem({ contact }: { contact: ProfileContact }) {
  const { t } = useTranslation();
  const text = useValidationText();
  const errorText = useErrorText();
  const send = useSendConfirmation();
  const confirm = useConfirmContact();
  const subscription = useChangeSubscription();
  const resendIn = useCountdown(contact.resend_time);
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<{ code: string }>({
    defaultValues: { code: '' },
    resolver: valibotResolver(codeFormSchema),
  });
  const label = t(contact.type === 'email' ? 'profile.notification.email' : 'profile.notification.phone');
  const shown = contact.type === 'phone' ? `+${contact.contact}` : contact.contact;
  const codeSent = contact.confirmation_sent_at !== null;

  const sendCode = () => {
    setNotice(null);
    send.mutate(contact.contact, {
      onSuccess: () => toastSuccess(`sent-${contact.contact}`, t('profile.notification.codeSent', { contact: shown })),
      onError: (error) => setNotice(errorText(error)),
    });
  };

  const submitCode = handleSubmit(({ code }) => {
    setNotice(null);
    confirm.mutate(
      { contact: contact.contact, code },
      {
        onSuccess: () => {
          reset({ code: '' });
          toastSuccess(`confirmed-${contact.contact}`, t('profile.notification.confirmed', { contact: shown }));
        },
        onError: (error) => {
          const attempts = attemptsLeftOf(error);
          // §8: a wrong SMS code shows the profile's sms-code error; an email code its own text.
          if (attempts !== undefined)
            setError('code', {
              type: 'server',
              message: t(contact.type === 'phone' ? 'profile.notification.smsCodeError' : 'profile.notification.emailCodeError', {
                attempts,
              }),
            });
          else if (isApiError(error) && error.invalidParameters?.['code'])
            setError('code', { type: 'server', message: text(error.invalidParameters['code'][0]) });
          else setNotice(errorText(error));
        },
      },
    );
  });

  const toggleSubscription = (subscribed: boolean) => {
    setNotice(null);
    subscription.mutate(
      { contact: contact.contact, subscription: subscribed ? 1 : 0 },
      {
        onSuccess: () =>
          toastSuccess(
            `subscription-${contact.contact}`,
            t(subscribed ? 'profile.notification.subscribed' : 'profile.notification.unsubscribed'),
          ),
        onError: (error) =>
          setNotice(
            isApiError(error) && error.code === 'marketing_blocked' ? t('profile.notification.marketingBlocked') : errorText(error),
          ),
      },
    );
  };

  const codeError = formState.errors.code?.message;
  return (
    <li className={styles.item} aria-label={`${label}: ${shown}`}>
      <div className={styles.row}>
        <strong className={styles.grow}>{shown}</strong>
        <span className={styles.badge}>
          {t(contact.is_confirmed ? 'profile.notification.isConfirmed' : 'profile.notification.notConfirmed')}
        </span>
      </div>
      {notice && (
        <p role="alert" className={alert({ look: 'soft' })}>
          {notice}
        </p>
      )}
      <Checkbox
        label={t('profile.notification.subscription', { contact: shown })}
        hint={contact.is_confirmed ? undefined : t('profile.notification.subscriptionNeedsConfirmation')}
        checked={contact.is_subscribed}
        disabled={subscription.isPending}
        onChange={(event) => toggleSubscription(event.target.checked)}
      />
      {!contact.is_confirmed && (
        <form
          className={styles.row}
          onSubmit={submitCode}
          noValidate
          aria-label={t('profile.notification.confirmForm', { contact: shown })}
        >
          <Input
            className={styles.grow}
            label={t('profile.notification.code')}
            hint={codeSent ? t('profile.notification.codeHint') : undefined}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={codeError?.startsWith('validation.') ? text(codeError) : codeError}
            {...register('code')}
          />
          <Button type="submit" loading={confirm.isPending}>
            {t('profile.notification.confirm')}
          </Button>
          <Button type="button" variant="secondary" onClick={sendCode} loading={send.isPending} disabled={resendIn > 0}>
            {resendIn > 0
              ? t('profile.notification.resendIn', { seconds: resendIn })
              : t(codeSent ? 'profile.notification.resend' : 'profile.notification.send')}
          </Button>
        </form>
      )}
    </li>
  );
}
