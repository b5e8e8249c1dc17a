import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useValidationText } from '@nfx/cms-config';
import { Button, Input, Select, alert, heading, muted } from '@nfx/ui';
import { codeRule } from '@nfx/validation';
import { useConfirmContact } from '../api/confirm-contact';
import { useSendConfirmation } from '../api/send-confirmation';
import { useCountdown } from '../flow/use-countdown';
import { confirmationRefusalOf } from './confirmation-errors';
import * as styles from '../AuthForms.css';

export interface UnconfirmedContact {
  contact: string;
  type: 'email' | 'phone';
  /** Seconds until another message may be sent (0: now). */
  resend_time: number;
}

export interface ConfirmationCodeFormProps {
  contacts: readonly UnconfirmedContact[];
  initialCode: string;
  onConfirmed: (contact: string) => void;
  /** A new message left: the caller reloads the contacts (their resend times changed). */
  onResent: () => void;
}

const codeSchema = codeRule();

/**
 * The 6-digit code of the confirmation message (§5 code field: required, digits only, exactly 6),
 * for one of the player's unconfirmed contacts, and a new message once the cool-down allows it.
 */
export function ConfirmationCodeForm({ contacts, initialCode, onConfirmed, onResent }: ConfirmationCodeFormProps) {
  const { t } = useTranslation();
  const text = useValidationText();
  const formId = useId();
  const [contact, setContact] = useState(contacts[0]?.contact ?? '');
  const [code, setCode] = useState(initialCode);
  const [codeError, setCodeError] = useState<string | undefined>();
  const [notice, setNotice] = useState<{ tone: 'alert' | 'status'; text: string } | null>(null);
  const selected = contacts.find((entry) => entry.contact === contact) ?? contacts[0];
  const [seconds, setSeconds] = useCountdown(selected?.resend_time ?? 0);
  const confirm = useConfirmContact();
  const resend = useSendConfirmation();

  // Another contact, or fresh contacts after a resend, bring their own cool-down.
  useEffect(() => setSeconds(selected?.resend_time ?? 0), [selected, setSeconds]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const parsed = v.safeParse(codeSchema, code);
    if (!parsed.success) {
      setCodeError(text(parsed.issues[0].message));
      return;
    }
    setCodeError(undefined);
    confirm.mutate(
      { contact, code: parsed.output },
      {
        onSuccess: () => onConfirmed(contact),
        onError: (error) => {
          const refusal = confirmationRefusalOf(error);
          if (!refusal.codeMessage) {
            setNotice({ tone: 'alert', text: t('auth.confirmation.failed') });
            return;
          }
          const message = text(refusal.codeMessage) ?? t('auth.confirmation.failed');
          setCodeError(
            refusal.attemptsLeft !== undefined
              ? `${message} ${t('auth.confirmation.attemptsLeft', { attempts: refusal.attemptsLeft })}`
              : message,
          );
        },
      },
    );
  };

  const sendAgain = () => {
    setNotice(null);
    resend.mutate(contact, {
      onSuccess: () => {
        setCode('');
        setCodeError(undefined);
        setNotice({ tone: 'status', text: t('auth.confirmation.resent', { contact }) });
        onResent();
      },
      onError: (error) => {
        const { resendSeconds } = confirmationRefusalOf(error);
        if (resendSeconds) setSeconds(resendSeconds);
        setNotice({
          tone: 'alert',
          text: resendSeconds ? t('auth.confirmation.resendTooSoon', { seconds: resendSeconds }) : t('auth.confirmation.resendFailed'),
        });
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${formId}-title`} aria-busy={confirm.isPending}>
      <h2 id={`${formId}-title`} className={heading({ weight: 'bold' })}>
        {t('auth.confirmation.codeTitle')}
      </h2>
      {contacts.length > 1 ? (
        <Select label={t('auth.confirmation.contact')} value={contact} onChange={(event) => setContact(event.target.value)}>
          {contacts.map((entry) => (
            <option key={entry.contact} value={entry.contact}>
              {entry.contact}
            </option>
          ))}
        </Select>
      ) : (
        <p className={muted({ size: 'inherit' })}>{t('auth.confirmation.sentTo', { contact })}</p>
      )}
      <Input
        label={t('auth.confirmation.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        value={code}
        error={codeError}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      {notice && (
        <p
          role={notice.tone}
          className={notice.tone === 'alert' ? alert({ look: 'soft', icon: true }) : alert({ look: 'soft', tone: 'success' })}
        >
          {notice.tone === 'alert' && <span aria-hidden="true">⚠</span>}
          {notice.text}
        </p>
      )}
      <Button type="submit" fullWidth loading={confirm.isPending}>
        {t('auth.confirmation.submit')}
      </Button>
      <Button type="button" variant="ghost" fullWidth disabled={seconds > 0 || resend.isPending} onClick={sendAgain}>
        {seconds > 0 ? t('auth.confirmation.resendIn', { seconds }) : t('auth.confirmation.resend')}
      </Button>
    </form>
  );
}
