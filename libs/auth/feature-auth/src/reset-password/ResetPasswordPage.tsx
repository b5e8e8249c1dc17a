import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocalizedPath } from '@nfx/app-runtime';
import { type AuthDialogMode, openAuthDialog } from '@nfx/dialogs';
import { paths } from '@nfx/paths';
import { refreshSession } from '@nfx/session';
import { Button, alert, heading, muted } from '@nfx/ui';
import { tokenStateOf } from './reset-password-form';
import { ResetPasswordForm } from './ResetPasswordForm';
import * as styles from './ResetPasswordPage.css';

type View = 'form' | 'done' | 'invalidLink';

/**
 * `/reset-password?token=…`, the page of the restore mail's link (§2, §4): choose a new
 * password, then sign in with it. A missing or unusable token explains itself and offers a
 * new link through the popup's restore mode.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the token then leaves the address bar, out of reach of scripts that read the
  // location (analytics, CMS code) and of the history.
  const [token] = useState(() => searchParams.get('token'));
  const tokenState = tokenStateOf(token);
  useEffect(() => {
    if (searchParams.has('token'))
      setSearchParams(
        (params) => {
          params.delete('token');
          return params;
        },
        { replace: true },
      );
  }, [searchParams, setSearchParams]);
  const [view, setView] = useState<View>(tokenState === 'invalid' ? 'invalidLink' : 'form');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localized = useLocalizedPath();

  // The popup opens over the home page: after a sign-in it stays where it is, and the consumed
  // token leaves the address bar and the history.
  const openPopup = (mode: AuthDialogMode) => {
    void navigate(localized(paths.home()), { replace: true });
    openAuthDialog({ mode });
  };

  const onDone = () => {
    setView('done');
    // The server ended every session of the account: the header must not show it signed in.
    void refreshSession(queryClient);
  };

  return (
    <section className={styles.page} aria-labelledby={titleId} data-page="auth-reset-password">
      <h1 id={titleId} className={heading({ size: 'xl', weight: 'bold' })}>
        {t('auth.resetPassword.title')}
      </h1>
      {tokenState === 'missing' && view !== 'done' ? (
        <Notice
          tone="info"
          text={t('auth.resetPassword.missingToken')}
          action={t('auth.resetPassword.requestLink')}
          onAction={() => openPopup('restore')}
        />
      ) : view === 'invalidLink' ? (
        <Notice
          tone="alert"
          text={t('auth.resetPassword.invalidLink')}
          action={t('auth.resetPassword.requestLink')}
          onAction={() => openPopup('restore')}
        />
      ) : view === 'done' ? (
        <Notice
          tone="success"
          text={t('auth.resetPassword.done')}
          action={t('auth.resetPassword.signIn')}
          onAction={() => openPopup('authorization')}
        />
      ) : (
        <ResetPasswordForm token={token ?? ''} labelledBy={titleId} onDone={onDone} onInvalidLink={() => setView('invalidLink')} />
      )}
    </section>
  );
}

interface NoticeProps {
  tone: 'info' | 'alert' | 'success';
  text: string;
  action: string;
  onAction: () => void;
}

const NOTICE_ROLE = { info: undefined, alert: 'alert', success: 'status' } as const;

/** A message that replaces the form, with the one thing to do next; it takes the focus the form had. */
function Notice({ tone, text, action, onAction }: NoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (tone !== 'info') ref.current?.focus();
  }, [tone]);
  return (
    <div ref={ref} className={styles.notice} tabIndex={-1} data-notice={tone}>
      <p
        role={NOTICE_ROLE[tone]}
        className={
          tone === 'alert'
            ? alert({ look: 'soft', icon: true })
            : tone === 'success'
              ? alert({ look: 'soft', tone: 'success' })
              : muted({ size: 'inherit' })
        }
      >
        {tone === 'alert' && <span aria-hidden="true">⚠</span>}
        {text}
      </p>
      <Button type="button" fullWidth variant={tone === 'success' ? 'primary' : 'secondary'} onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}
