import { useEffect, useState } from 'react';
import { afterPageLoadAndIdle, type PageIdleDeadlines } from './after-page-load';

/** A player-facing popup opens at most this late: 8 s for a load that never ends, then 2 s for an idle moment. */
const POPUP_DEADLINES: PageIdleDeadlines = { idleTimeoutMs: 2000, loadTimeoutMs: 8000 };

// Once idle, the page stays so for the rest of its life: later navigations do not wait again.
let pageWasIdle = false;

/**
 * Runs `callback` once the page has first loaded and gone idle, or at once if it already has;
 * returns a cancel. A dialog that opens while the first screen is still being drawn moves focus
 * into it, which forces a layout of the half-built page (40–200 ms at 4× CPU throttling on the
 * betting board): the popups the site opens by itself wait for this.
 */
export function whenPageIdle(callback: () => void): () => void {
  if (pageWasIdle) {
    callback();
    return () => undefined;
  }
  return afterPageLoadAndIdle(() => {
    pageWasIdle = true;
    callback();
  }, POPUP_DEADLINES);
}

/** Whether the page has first loaded and gone idle (see whenPageIdle). */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(pageWasIdle);
  useEffect(() => (idle ? undefined : whenPageIdle(() => setIdle(true))), [idle]);
  return idle;
}
