/** The page's Core Web Vitals as a monitoring service receives them: numbers and the route, nothing about the player. */
export interface VitalsReport {
  /** The path without query or hash: a query may carry a promo code or a token. */
  path: string;
  version: string;
  lcp?: number;
  cls?: number;
  inp?: number;
}

type Observe = (type: string, onEntries: (entries: PerformanceEntry[]) => void) => void;

const observeWith: Observe = (type, onEntries) => {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) return;
  new PerformanceObserver((list) => onEntries(list.getEntries())).observe({ type, buffered: true } as PerformanceObserverInit);
};

/**
 * Real-user monitoring (spec §3, the RUM URL): collects LCP, CLS and INP (the longest interaction)
 * with the browser's own observers, and sends one beacon when the page is hidden, which is the
 * last moment a browser reliably gives a page. Answers the function that stops it.
 */
export function startVitalsBeacon(
  rumUrl: string,
  version: string,
  {
    observe = observeWith,
    // A plain string goes as text/plain, a CORS-safelisted type: a JSON-typed beacon to another
    // origin would need a preflight, which browsers do not make for beacons.
    send = (url: string, body: string) => navigator.sendBeacon(url, body),
    target = document,
    path = () => window.location.pathname,
  }: { observe?: Observe; send?: (url: string, body: string) => boolean; target?: Document; path?: () => string } = {},
): () => void {
  const report: VitalsReport = { path: path(), version };
  observe('largest-contentful-paint', (entries) => {
    const last = entries[entries.length - 1];
    if (last) report.lcp = Math.round(last.startTime);
  });
  observe('layout-shift', (entries) => {
    for (const entry of entries as Array<PerformanceEntry & { value?: number; hadRecentInput?: boolean }>) {
      if (!entry.hadRecentInput) report.cls = Number(((report.cls ?? 0) + (entry.value ?? 0)).toFixed(4));
    }
  });
  observe('event', (entries) => {
    for (const entry of entries) report.inp = Math.max(report.inp ?? 0, Math.round(entry.duration));
  });
  let sent = false;
  const onHidden = () => {
    if (sent || target.visibilityState !== 'hidden') return;
    sent = true;
    send(rumUrl, JSON.stringify(report));
  };
  target.addEventListener('visibilitychange', onHidden);
  return () => target.removeEventListener('visibilitychange', onHidden);
}
