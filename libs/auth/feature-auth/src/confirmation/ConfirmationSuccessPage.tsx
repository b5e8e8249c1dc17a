import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLocalizedPath } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { useIsAuthenticated } from '@nfx/session';
import { Button, heading, alert } from '@nfx/ui';
import * as styles from '../reset-password/ResetPasswordPage.css';

/** What `/confirmation` hands over: the contact (partly hidden when it came from a link). */
export interface ConfirmationSuccessState {
  contact: string;
  alreadyConfirmed: boolean;
}

function successStateOf(state: unknown): ConfirmationSuccessState | null {
  if (!state || typeof state !== 'object') return null;
  const { contact, alreadyConfirmed } = state as Partial<ConfirmationSuccessState>;
  return typeof contact === 'string' ? { contact, alreadyConfirmed: alreadyConfirmed === true } : null;
}

/** `/confirmation/success` (§2): the contact is confirmed; then on to play, or to deposit when signed in. */
export function ConfirmationSuccessPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const signedIn = useIsAuthenticated();
  const result = successStateOf(location.state);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The page replaced the form the player used: the news is where the focus lands.
  useEffect(() => headingRef.current?.focus(), []);

  const message = !result
    ? t('auth.confirmationSuccess.text')
    : result.alreadyConfirmed
      ? t('auth.confirmationSuccess.already', { contact: result.contact })
      : t('auth.confirmationSuccess.confirmed', { contact: result.contact });

  return (
    <section className={styles.page} aria-labelledby={titleId} data-page="auth-confirmation-success">
      <h1 id={titleId} ref={headingRef} tabIndex={-1} className={heading({ size: 'xl', weight: 'bold' })}>
        {t('auth.confirmationSuccess.title')}
      </h1>
      <p role="status" className={alert({ look: 'soft', tone: 'success' })}>
        {message}
      </p>
      {signedIn && (
        <Button type="button" fullWidth onClick={() => void navigate(localized(paths.cashier.deposit()))}>
          {t('auth.confirmationSuccess.deposit')}
        </Button>
      )}
      <Button
        type="button"
        variant={signedIn ? 'secondary' : 'primary'}
        fullWidth
        onClick={() => void navigate(localized(paths.gameHall()))}
      >
        {t('auth.confirmationSuccess.play')}
      </Button>
    </section>
  );
}
