import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { sendSiteEvent } from '@nfx/app-runtime';
import { useChatWidget } from './chat/use-chat-widget';
import { postPathToParent } from './frame-path';
import { registerServiceWorkerLater } from './service-worker';
import { useAuthSessionEvents } from './use-auth-session-events';
import { useScrollBehaviour } from './use-scroll-behaviour';
import { useSiteTracking } from './use-site-tracking';

/**
 * Page-wide behaviours of spec §2–§4, each in its own module; mounted once by the locale route
 * (`RouteEffects` of `@nfx/shell-feature-app`).
 * Those that act only for a signed-in player (the inactivity logout among them) are in
 * SignedInBehaviours, loaded when one is.
 */
export function useGlobalBehaviours(pathWithoutLocale: string): void {
  const location = useLocation();
  useSiteTracking();
  useScrollBehaviour();
  useChatWidget(pathWithoutLocale);
  useAuthSessionEvents();

  useEffect(() => {
    postPathToParent(`${location.pathname}${location.search}${location.hash}`);
  }, [location.pathname, location.search, location.hash]);

  // A page view per page, with consent (sendSiteEvent checks it): the path only, as a query may
  // carry a promo code or a token.
  useEffect(() => {
    sendSiteEvent('page_view', { path: location.pathname });
  }, [location.pathname]);

  // Not needed for the first screen: registered once the page has settled (registerServiceWorkerLater).
  useEffect(() => registerServiceWorkerLater(), []);
}
