import { useEffect, useState } from 'react';
import { afterPageContentAndIdle, afterPageLoadAndIdle, type PageIdleDeadlines } from './after-page-load';
import type { PageContentWait } from './page-content';

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

/**
 * The campaign popup's wait for the page: its own content on screen (not the loader, not a failed
 * remote's panel: a marketing popup over "this section is unavailable" would hide the retry, and
 * unseen it shows on a page that works), then half a second without change, so that an idle moment
 * between the remote's mount and its data (the casino rows on `/`) does not count.
 */
const CONTENT_SHOWN: PageContentWait = { accept: (state) => state === 'shown', quietMs: 500, quietCapMs: 5000 };

/**
 * Whether the page at `path` has drawn its own content and the browser has gone idle since
 * (CONTENT_SHOWN, then POPUP_DEADLINES); false while not `enabled`, which spares the wait's work
 * where nothing would open. Each page waits on its own: the content is the route's.
 */
export function usePageContentIdle(path: string, enabled: boolean): boolean {
  const [idlePath, setIdlePath] = useState<string | null>(null);
  const idle = idlePath === path;
  useEffect(() => {
    if (!enabled || idle) return undefined;
    return afterPageContentAndIdle(() => setIdlePath(path), CONTENT_SHOWN, POPUP_DEADLINES);
  }, [path, enabled, idle]);
  return enabled && idle;
}
