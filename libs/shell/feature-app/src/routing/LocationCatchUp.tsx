import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

const addressBar = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * The app's first render is time-sliced (bootstrap.tsx), and the router reads the address when
 * that render starts but hears back, forward and other history changes only once it has
 * committed. One made in between (a quick back press, a script's pushState) would leave the page
 * showing the old address; this brings the router to the address bar once, after it listens.
 */
export function LocationCatchUp() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const current = addressBar();
    if (current !== `${location.pathname}${location.search}${location.hash}`) void navigate(current, { replace: true });
    // Once, at start-up: later changes reach the router through its own listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
