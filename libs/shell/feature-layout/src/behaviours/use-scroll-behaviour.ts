import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { anchorTarget, savedScrollPosition, saveScrollPosition } from './scroll-memory';

/**
 * The router's key of an entry opened directly (no history state). Every fresh visit shares it,
 * so a position saved under it would leak from one visit to the next.
 */
const UNKEYED_ENTRY = 'default';

/**
 * Spec §2 navigation: a hash scrolls to its anchor (the header offset comes from
 * `scroll-padding-top`), back and forward restore the old position, a new page starts at the top.
 */
export function useScrollBehaviour(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Remember where the player was on this entry when they leave it.
  useEffect(() => {
    const key = location.key;
    if (key === UNKEYED_ENTRY) return;
    const save = () => saveScrollPosition(key, window.scrollY);
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [location.key]);

  useLayoutEffect(() => {
    const target = anchorTarget(location.hash);
    if (target) {
      target.scrollIntoView({ block: 'start' });
      return;
    }
    if (navigationType === 'POP') {
      const saved = location.key === UNKEYED_ENTRY ? null : savedScrollPosition(location.key);
      // Remote pages render after a load; try again once they have had a frame to appear.
      if (saved !== null) {
        window.scrollTo({ top: saved, behavior: 'instant' });
        const frame = requestAnimationFrame(() => window.scrollTo({ top: saved, behavior: 'instant' }));
        return () => cancelAnimationFrame(frame);
      }
      return;
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [location.key, location.hash, navigationType]);
}
