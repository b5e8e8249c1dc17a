import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_DIALOG, openAuthDialog, useIsDialogOpen } from '@nfx/dialogs';
import { useSession } from '@nfx/session';
import { Button, Skeleton } from '@nfx/ui';
import { loadPlayerControls, usePlayerControls } from './player-controls-loader';
import { SessionControls } from './session-controls';
import * as styles from './SessionArea.css';

function PersonIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The account menu (balance inside) and deposit for players; sign-in and register for visitors. */
export function SessionArea() {
  const { t } = useTranslation();
  const { account, isAuthenticated, isLoading } = useSession();
  const player = usePlayerControls(isAuthenticated && account !== null);
  const signingIn = useIsDialogOpen(AUTH_DIALOG);

  // Whoever opened the sign-in popup (these buttons, the route guard, a remote), the player's side
  // is fetched meanwhile; a failure here is retried when that side is needed.
  useEffect(() => {
    if (signingIn && !isAuthenticated) loadPlayerControls().catch(() => undefined);
  }, [signingIn, isAuthenticated]);

  const visitorButtons = (
    <>
      <Button
        size="sm"
        variant="secondary"
        className={`${styles.visitorButton} ${styles.signInButton}`}
        onClick={() => openAuthDialog({ mode: 'authorization' })}
      >
        <PersonIcon className={styles.signInIcon} />
        <span className={styles.signInLabel}>{t('common.signIn')}</span>
      </Button>
      <Button size="sm" className={styles.visitorButton} onClick={() => openAuthDialog({ mode: 'registration' })}>
        {t('common.register')}
      </Button>
    </>
  );

  // The session's loading and the player's side's chunk hold the place of the visitor's buttons,
  // at their size in this language: on a phone, long labels (de, es, ru…) wrap the header onto
  // a second row, and a narrower stand-in moved the whole page down when they arrived.
  const placeholder = (
    <span className={styles.placeholder} aria-hidden="true" inert>
      {visitorButtons}
      <Skeleton shape="text" width="100%" className={styles.placeholderSkeleton} />
    </span>
  );
  if (isLoading) return placeholder;

  if (isAuthenticated && account) {
    if (player.status !== 'ready') return player.status === 'loading' ? placeholder : null;
    // Keyed apart from the visitor's side, so signing in or out replaces one side with the other
    // and focus is handed over (the side that goes lets go of it as it leaves).
    return <player.Component key="player" account={account} />;
  }

  return <SessionControls key="visitor">{visitorButtons}</SessionControls>;
}
