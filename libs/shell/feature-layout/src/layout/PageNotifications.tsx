import { useEffect, useState } from 'react';
import { useCmsConfig } from '@nfx/cms-config';
import { useIsAuthenticated } from '@nfx/session';
import { RemoteMountPoint } from '@nfx/shell-feature-core';
import { selectNoticesOn, shouldMountNotifications } from './page-notifications';

/** Spec §4: the first click or touch, not a scroll or a key, starts the notices. */
function useFirstClickOrTouch(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const mark = () => setInteracted(true);
    window.addEventListener('pointerdown', mark, { capture: true, once: true });
    window.addEventListener('touchstart', mark, { capture: true, once: true, passive: true });
    return () => {
      window.removeEventListener('pointerdown', mark, { capture: true });
      window.removeEventListener('touchstart', mark, { capture: true });
    };
  }, [interacted]);
  return interacted;
}

/**
 * The remote that fills the `notifications` mount point (the loyalty toasts), on every page of
 * the layout. It is loaded like any remote (retry, load fallback, error boundary) but quietly:
 * it draws nothing of its own, so a remote that fails or is not deployed leaves no trace.
 */
export function PageNotifications() {
  const signedIn = useIsAuthenticated();
  const interacted = useFirstClickOrTouch();
  const noticesOn = useCmsConfig(selectNoticesOn).data;
  if (!shouldMountNotifications({ signedIn, interacted, noticesOn })) return null;
  return <RemoteMountPoint point="notifications" loading={null} quiet />;
}
