import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { profileInfoQueryOptions, useProfileInfo } from '@nfx/account';
import { useLocalizedPath } from '@nfx/app-runtime';
import { openAuthDialog } from '@nfx/dialogs';
import { paths } from '@nfx/paths';
import { useSession } from '@nfx/session';
import { Button, Skeleton, alert, heading, muted } from '@nfx/ui';
import { useConfirmContactByLink } from '../api/confirm-contact-by-link';
import { ConfirmationCodeForm } from './ConfirmationCodeForm';
import type { ConfirmationSuccessState } from './ConfirmationSuccessPage';
import * as styles from '../reset-password/ResetPasswordPage.css';

/**
 * `/confirmation`: the page of the confirmation message (§2). Followed from the message's link
 * (`?token=…`) it confirms the contact at once, signed in or not; otherwise the signed-in player
 * enters the 6-digit code (`?code=` fills it in) or asks for a new message after the cool-down.
 * Either way it ends on `/confirmation/success`.
 */
export function ConfirmationPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once, then out of the address bar: the token works once and scripts read the location.
  const [token] = useState(() => searchParams.get('token'));
  const [initialCode] = useState(() => (searchParams.get('code') ?? '').replace(/\D/g, '').slice(0, 6));
  useEffect(() => {
    if (searchParams.has('token') || searchParams.has('code'))
      setSearchParams(
        (params) => {
          params.delete('token');
          params.delete('code');
          return params;
        },
        { replace: true },
      );
  }, [searchParams, setSearchParams]);

  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const queryClient = useQueryClient();
  const byLink = useConfirmContactByLink();
  const started = useRef(false);

  const succeed = (state: ConfirmationSuccessState) => {
    void queryClient.invalidateQueries({ queryKey: profileInfoQueryOptions(0).queryKey.slice(0, 2) });
    void navigate(localized(paths.confirmationSuccess()), { replace: true, state });
  };

  useEffect(() => {
    // Once per page, also under StrictMode's double effects: a second call would say "already confirmed".
    if (!token || started.current) return;
    started.current = true;
    byLink.mutate(token, { onSuccess: (result) => succeed({ contact: result.contact, alreadyConfirmed: result.already_confirmed }) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs for the token read at mount only
  }, [token]);

  return (
    <section className={styles.page} aria-labelledby={titleId} data-page="auth-confirmation">
      <h1 id={titleId} className={heading({ size: 'xl', weight: 'bold' })}>
        {t('auth.confirmation.title')}
      </h1>
      {token && (byLink.isPending || byLink.isIdle) ? (
        <p role="status" aria-busy="true" className={muted({ size: 'inherit' })}>
          {t('auth.confirmation.checkingLink')}
        </p>
      ) : (
        <>
          {byLink.isError && (
            <p role="alert" className={alert({ look: 'soft', icon: true })}>
              <span aria-hidden="true">⚠</span>
              {t('auth.confirmation.invalidLink')}
            </p>
          )}
          <CodeSection initialCode={initialCode} onConfirmed={(contact) => succeed({ contact, alreadyConfirmed: false })} />
        </>
      )}
    </section>
  );
}

/** The code form for a signed-in player; a visitor is asked to sign in first (the code call needs the account). */
function CodeSection({ initialCode, onConfirmed }: { initialCode: string; onConfirmed: (contact: string) => void }) {
  const { t } = useTranslation();
  const { account, isAuthenticated, isLoading } = useSession();
  const profile = useProfileInfo(account?.uid ?? 0, ['contacts']);
  const localized = useLocalizedPath();
  const navigate = useNavigate();

  if (isLoading || (isAuthenticated && profile.isPending)) return <Skeleton shape="block" height="12rem" />;
  if (!isAuthenticated)
    return (
      <div className={styles.notice}>
        <p className={muted({ size: 'inherit' })}>{t('auth.confirmation.signInFirst')}</p>
        <Button type="button" fullWidth onClick={() => openAuthDialog({ mode: 'authorization' })}>
          {t('auth.confirmation.signIn')}
        </Button>
      </div>
    );
  if (profile.isError)
    return (
      <div className={styles.notice}>
        <p role="alert" className={alert({ look: 'soft', icon: true })}>
          {t('auth.confirmation.loadFailed')}
        </p>
        <Button type="button" variant="secondary" fullWidth onClick={() => void profile.refetch()}>
          {t('auth.confirmation.retry')}
        </Button>
      </div>
    );
  const unconfirmed = (profile.data?.contacts ?? []).filter((entry) => !entry.is_confirmed);
  if (unconfirmed.length === 0)
    return (
      <div className={styles.notice}>
        <p role="status" className={alert({ look: 'soft', tone: 'success' })}>
          {t('auth.confirmation.nothingToConfirm')}
        </p>
        <Button type="button" variant="secondary" fullWidth onClick={() => void navigate(localized(paths.home()))}>
          {t('auth.confirmation.toHome')}
        </Button>
      </div>
    );
  return (
    <ConfirmationCodeForm
      contacts={unconfirmed}
      initialCode={initialCode}
      onConfirmed={onConfirmed}
      onResent={() => void profile.refetch()}
    />
  );
}
