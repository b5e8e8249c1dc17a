import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { openAuthDialog } from '@nfx/dialogs';
import { useSession } from '@nfx/session';
import { Button, Skeleton } from '@nfx/ui';
import type { PlayerControlsProps } from './PlayerControls';
import { SessionControls } from './session-controls';

// Only signed-in players need the account menu: its chunk is fetched once the session says so,
// and the skeleton of the session's own loading holds the place meanwhile. A file that cannot
// load (the site's server down or a network drop) is asked for once more, then left out for this
// page view, as the chat button is, instead of taking the whole layout down with it.
const loadPlayerControls = () => import(/* webpackChunkName: "player-controls" */ './PlayerControls');
const PlayerControls = lazy<ComponentType<PlayerControlsProps>>(() =>
  loadPlayerControls()
    .catch(loadPlayerControls)
    .catch((error: unknown) => {
      console.error('[shell] the account menu could not load', error);
      return { default: () => null };
    }),
);

const placeholder = <Skeleton shape="text" width="8rem" />;

/** The account menu (balance inside) and deposit for players; sign-in and register for visitors. */
export function SessionArea() {
  const { t } = useTranslation();
  const { account, isAuthenticated, isLoading } = useSession();

  if (isLoading) return placeholder;

  if (isAuthenticated && account) {
    // Keyed apart, so signing in or out replaces one side with the other and focus is handed over:
    // the visitor side lets go of focus as it leaves, and the player side takes it once its chunk is in.
    return (
      <Suspense key="player" fallback={placeholder}>
        <PlayerControls account={account} />
      </Suspense>
    );
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
