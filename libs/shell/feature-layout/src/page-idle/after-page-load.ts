import { IDLE_FALLBACK_MS } from '../behaviours/chat/first-activity';
import { type PageContentWait, whenPageContentSettles } from './page-content';

type IdleWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: (callback: () => void, options?: IdleRequestOptions) => number;
  cancelIdleCallback?: (handle: number) => void;
};

export interface PageIdleDeadlines {
  /** Longest wait for an idle moment once the page has loaded; without it, the next idle moment however late. */
  idleTimeoutMs?: number;
  /** Longest wait for the load event: a request that never ends must not hold the work back for good. */
  loadTimeoutMs?: number;
}

/**
 * Calls `start` once the page has loaded and the browser is next idle: for work the first screen
 * does not need, so it does not compete with the page's own requests, scripts and layout.
 * Where the browser cannot tell idle moments, a caller with a deadline starts right after load
 * and one without waits a little more. Returns a cancel function.
 */
export function afterPageLoadAndIdle(start: () => void, deadlines: PageIdleDeadlines = {}, win: IdleWindow = window): () => void {
  const { idleTimeoutMs, loadTimeoutMs } = deadlines;
  let settled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let loadTimer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    settled = true;
    win.removeEventListener('load', whenLoaded);
    if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
    clearTimeout(timer);
    clearTimeout(loadTimer);
  };
  const run = () => {
    if (settled) return;
    cancel();
    start();
  };
  function whenLoaded() {
    if (settled) return;
    clearTimeout(loadTimer);
    if (typeof win.requestIdleCallback === 'function')
      idleHandle = win.requestIdleCallback(run, idleTimeoutMs === undefined ? undefined : { timeout: idleTimeoutMs });
    else timer = setTimeout(run, idleTimeoutMs === undefined ? IDLE_FALLBACK_MS : 0);
  }
  if (win.document.readyState === 'complete') whenLoaded();
  else {
    win.addEventListener('load', whenLoaded, { once: true });
    if (loadTimeoutMs !== undefined) loadTimer = setTimeout(run, loadTimeoutMs);
  }
  return cancel;
}

/**
 * afterPageLoadAndIdle counted from the moment the page's own content has settled as `content`
 * asks (page-content.ts), so that the idle moment is one after the route's remote has drawn its
 * content, not one between its mount and its data. Returns a cancel function.
 */
export function afterPageContentAndIdle(
  start: () => void,
  content: PageContentWait,
  deadlines: PageIdleDeadlines = {},
  doc: Document = document,
): () => void {
  let cancelIdle: (() => void) | undefined;
  const cancelContent = whenPageContentSettles(
    () => {
      cancelIdle = afterPageLoadAndIdle(start, deadlines);
    },
    content,
    doc,
  );
  return () => {
    cancelContent();
    cancelIdle?.();
  };
}
