import { useEffect, useRef } from 'react';
import { openAuthDialog } from '@nfx/dialogs';
import { useSession } from '@nfx/session';
import { reportSignedOut } from './auth-session-events';

/**
 * Session transitions the whole page reacts to: a player whose social sign-up is incomplete gets
 * the social registration popup, which cannot be closed until it is done (§4); a sign-out is
 * reported to analytics.
 */
export function useAuthSessionEvents(): void {
  const { account, isAuthenticated, isLoading } = useSession();
  const wasAuthenticated = useRef<boolean | null>(null);
  const incomplete = isAuthenticated && account?.is_registration_completed === false;

  useEffect(() => {
    if (isLoading) return;
    if (wasAuthenticated.current === true && !isAuthenticated) reportSignedOut();
    wasAuthenticated.current = isAuthenticated;
  }, [isAuthenticated, isLoading]);

  useEffect(() => {
    if (incomplete) openAuthDialog({ mode: 'socialRegistration', preventClose: true });
  }, [incomplete]);
}
