/**
 * The Element Timing name the server gives the first paint's pictures that load at once
 * (apps/platform-api/src/site/first-paint.ts): the home page's banner, the hall's first tiles, the
 * promotions list's first cards. The others load lazily.
 */
export const FIRST_PAINT_TIMING = 'nfx-first-paint';

/**
 * How long the app's first render waits for those pictures at most: a picture slower than this is
 * drawn by the app. The pictures are small and fetched first, so they are nearly always painted
 * before the scripts have run; the bound is for a slow image server, and the page it holds is the
 * same one the app draws, with no controls yet.
 */
export const FIRST_PAINT_WAIT_MS = 1_000;

/** The performance mark set when the wait ends; its detail's `outcome` is `shown` or `gave up`. */
export const FIRST_PAINT_MARK = 'nfx:first-paint-shown';

export type FirstPaintOutcome = 'shown' | 'gave up';

export interface FirstPaintScope {
  document: Document;
  /** Resolves once the browser has reported each of these pictures painted. */
  reportedPainted?: (pictures: readonly HTMLImageElement[]) => Promise<void>;
  waitMs?: number;
  /** Records how the wait ended. */
  record?: (outcome: FirstPaintOutcome) => void;
}

function markOutcome(outcome: FirstPaintOutcome): void {
  // Read by the end-to-end tests, and by a field measurement of start-up, should one be added.
  performance.mark(FIRST_PAINT_MARK, { detail: { outcome } });
}

interface ElementTiming extends PerformanceEntry {
  identifier: string;
  element: Element | null;
}

/**
 * Chromium reports each named picture once the frame that drew it has been presented, and only
 * then does the picture count for the page's largest paint: one removed earlier is never counted,
 * even though it was drawn. The buffer holds the reports made before the observer started. A
 * picture that failed to load is never reported, and the app draws its own.
 */
function elementTimingReports(pictures: readonly HTMLImageElement[]): Promise<void> {
  const pending = new Set<Element>(pictures.filter((image) => !(image.complete && image.naturalWidth === 0)));
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ElementTiming[]) {
        if (entry.identifier === FIRST_PAINT_TIMING && entry.element) settle(entry.element);
      }
    });
    function settle(picture: Element): void {
      pending.delete(picture);
      if (pending.size > 0) return;
      observer.disconnect();
      resolve();
    }
    if (pending.size === 0) return resolve();
    for (const picture of pending) picture.addEventListener('error', () => settle(picture), { once: true });
    observer.observe({ type: 'element', buffered: true });
  });
}

function decoded(image: HTMLImageElement): Promise<void> {
  if (typeof image.decode === 'function') return image.decode().catch(() => undefined);
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Where Element Timing is missing (Firefox, Safari): decoded, then two frames, the second of which
 * starts once the first has been presented.
 */
async function decodedAndPresented(pictures: readonly HTMLImageElement[]): Promise<void> {
  await Promise.all(pictures.map(decoded));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

export function browserReportsPainted(pictures: readonly HTMLImageElement[]): Promise<void> {
  const supported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('element');
  return supported ? elementTimingReports(pictures) : decodedAndPresented(pictures);
}

/** A picture the browser will draw now: laid out and at least partly in view (a restored scroll may have moved it above). */
function inView(image: HTMLImageElement, viewportHeight: number): boolean {
  const box = image.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.top < viewportHeight && box.bottom > 0;
}

/**
 * Resolves once the browser has reported the first paint's pictures painted, or after `waitMs`,
 * whichever is first. React's first render replaces the first paint; if that happens between a
 * picture's arrival and its frame being presented, the picture is never counted, and the page's
 * largest paint becomes the app's copy of it, which waits for the remote, its calls and a second
 * render (3.8 s instead of about 1.7 s in Lighthouse's simulation of the hall, in 1 of 27 runs
 * here). A hidden page draws no frames, so it does not wait; nor does a page whose pictures are
 * hidden or out of view.
 */
export function firstPaintShown({
  document,
  reportedPainted = browserReportsPainted,
  waitMs = FIRST_PAINT_WAIT_MS,
  record = markOutcome,
}: FirstPaintScope): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  const viewportHeight = document.defaultView?.innerHeight ?? 0;
  const pictures = [...document.querySelectorAll<HTMLImageElement>(`.nfx-fp img[elementtiming="${FIRST_PAINT_TIMING}"]`)].filter((image) =>
    inView(image, viewportHeight),
  );
  if (!pictures.length) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<FirstPaintOutcome>((resolve) => {
    timer = setTimeout(() => resolve('gave up'), waitMs);
  });
  const shown = reportedPainted(pictures).then((): FirstPaintOutcome => 'shown');
  return Promise.race([shown, deadline]).then((outcome) => {
    clearTimeout(timer);
    record(outcome);
  });
}
