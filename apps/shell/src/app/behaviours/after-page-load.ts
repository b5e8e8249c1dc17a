import { IDLE_FALLBACK_MS } from './chat/first-activity';

type IdleWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Calls `start` once the page has loaded and the browser is next idle: for work the first screen
 * does not need (the service worker's install fetches an offline page per locale), so it does
 * not compete with the page's own requests and scripts. Returns a cancel function.
 */
export function afterPageLoadAndIdle(start: () => void, win: IdleWindow = window): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') idleHandle = win.requestIdleCallback(start);
    else timer = setTimeout(start, IDLE_FALLBACK_MS);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', whenIdle);
    if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
    clearTimeout(timer);
  };
}
