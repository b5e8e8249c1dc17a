import { lazy, Suspense, useState } from 'react';
import { useIsAuthenticated } from '@nfx/session';

// A visitor's first load does not carry these. A file that cannot load is asked for once more,
// then left out for this page view (as the chat button is) instead of taking the page down.
const loadPlayerBehaviours = () => import(/* webpackChunkName: "player-behaviours" */ './PlayerBehaviours');
const PlayerBehaviours = lazy(() =>
  loadPlayerBehaviours()
    .catch(loadPlayerBehaviours)
    .catch((error: unknown) => {
      console.error('[shell] the signed-in behaviours could not load', error);
      return { default: () => null };
    }),
);

/**
 * Mounts the signed-in behaviours the first time the session says a player is signed in, and
 * keeps them mounted after a sign-out: each checks the session itself, as it did when it ran
 * from the first render, so what it remembers (a promo code tried, a cashback shown) lasts the
 * page view as before.
 */
export function SignedInBehaviours({ pathWithoutLocale }: { pathWithoutLocale: string }) {
  const isAuthenticated = useIsAuthenticated();
  const [needed, setNeeded] = useState(isAuthenticated);
  if (isAuthenticated && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <PlayerBehaviours pathWithoutLocale={pathWithoutLocale} />
    </Suspense>
  );
}
