import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_DIALOG, openAuthDialog, useIsDialogOpen } from '@nfx/dialogs';
import { useSession } from '@nfx/session';
import { Button, Skeleton } from '@nfx/ui';
import { loadPlayerControls, usePlayerControls } from './player-controls-loader';
import { SessionControls } from './session-controls';

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

  // The session's loading and the player's side's chunk hold the same place.
  if (isLoading) return <Skeleton shape="text" width="8rem" />;

  if (isAuthenticated && account) {
    if (player.status !== 'ready') return player.status === 'loading' ? <Skeleton shape="text" width="8rem" /> : null;
    // Keyed apart from the visitor's side, so signing in or out replaces one side with the other
    // and focus is handed over (the side that goes lets go of it as it leaves).
    return <player.Component key="player" account={account} />;
  }

  return (
    <SessionControls key="visitor">
      <Button size="sm" variant="secondary" onClick={() => openAuthDialog({ mode: 'authorization' })}>
        {t('common.signIn')}
      </Button>
      <Button size="sm" onClick={() => openAuthDialog({ mode: 'registration' })}>
        {t('common.register')}
      </Button>
    </SessionControls>
  );
}
