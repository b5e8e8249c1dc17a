import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useBonusPopups } from '../bonus-popups/use-bonus-popups';
import { useChatWidget } from './chat/use-chat-widget';
import { postPathToParent } from './frame-path';
import { registerServiceWorker } from './service-worker';
import { useAuthSessionEvents } from './use-auth-session-events';
import { useBalanceRefresh } from './use-balance-refresh';
import { useInactivityLogout } from './use-inactivity-logout';
import { useScrollBehaviour } from './use-scroll-behaviour';
import { useSiteTracking } from './use-site-tracking';

/** Page-wide behaviours of spec §2–§4, each in its own module; mounted once by the locale root. */
export function useGlobalBehaviours(pathWithoutLocale: string): void {
  const location = useLocation();
  useSiteTracking();
  useScrollBehaviour();
  useBalanceRefresh();
  useInactivityLogout();
  useChatWidget(pathWithoutLocale);
  useAuthSessionEvents();
  useBonusPopups(pathWithoutLocale);

  useEffect(() => {
    postPathToParent(`${location.pathname}${location.search}${location.hash}`);
  }, [location.pathname, location.search, location.hash]);

  useEffect(() => {
    let dispose: (() => void) | undefined;
    let cancelled = false;
    void registerServiceWorker().then((cleanup) => {
      if (cancelled) cleanup();
      else dispose = cleanup;
    });
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, []);
}
