import { useEffect, useMemo, useRef } from 'react';
import { type Location, useNavigate } from 'react-router';
import { useLocalizedPath } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { openAuthDialog } from '@nfx/dialogs';
import { useSession } from '@nfx/session';
import { decideGuard, type GuardDecision, homeWithRedirect } from './route-guard';

/** Applies the route guard of spec §2; the decision itself is the pure decideGuard. */
export function useRouteGuard(location: Location, pathWithoutLocale: string, paused: boolean): GuardDecision {
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { isAuthenticated, isLoading } = useSession();
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  const decision = useMemo(
    () =>
      paused
        ? ({ type: 'wait' } as const)
        : decideGuard({ pathWithoutLocale, fullPath, hash: location.hash, isAuthenticated, isSessionLoading: isLoading }),
    [paused, pathWithoutLocale, fullPath, location.hash, isAuthenticated, isLoading],
  );
  const localizedRef = useRef(localized);
  localizedRef.current = localized;

  useEffect(() => {
    if (decision.type === 'signIn') {
      navigate(homeWithRedirect(localizedRef.current(paths.home()), decision.redirectUrl), { replace: true });
      openAuthDialog({ mode: 'authorization' });
    } else if (decision.type === 'register') {
      openAuthDialog({
        mode: 'registration',
        // Only a player who gives up goes home; after registering the auth popup navigates itself.
        onClose: (reason) => {
          if (reason === 'dismiss') navigate(localizedRef.current(paths.home()));
        },
      });
    }
  }, [decision, navigate]);

  return decision;
}
