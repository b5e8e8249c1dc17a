import { browserReportsPainted, firstPaintShown } from './first-paint-shown';

const NAMED = 'fetchpriority="high" elementtiming="nfx-first-paint"';

/** A page whose server-drawn first paint holds these pictures, each laid out at its `top` (px) on an 800 px screen. */
function pageWith(pictures: { attributes: string; top?: number; width?: number }[]): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `<div class="nfx-fp"><div class="nfx-fp-main">${pictures.map(({ attributes }) => `<img ${attributes} />`).join('')}</div></div>`;
  Object.defineProperty(doc, 'defaultView', { value: { innerHeight: 800 } });
  doc.querySelectorAll('img').forEach((image, index) => {
    const { top = 100, width = 190 } = pictures[index]!;
    const height = width ? 127 : 0;
    image.getBoundingClientRect = () => ({ top, bottom: top + height, width, height }) as DOMRect;
  });
  return doc;
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  // Enough turns for the chain of reports, race and record to run out.
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  return done;
}

describe('firstPaintShown', () => {
  afterEach(() => jest.useRealTimers());

  it('does not wait on a page whose first paint has no pictures', async () => {
    const reportedPainted = jest.fn(() => Promise.resolve());
    await firstPaintShown({ document: pageWith([]), reportedPainted });
    expect(reportedPainted).not.toHaveBeenCalled();
  });

  it('waits for the named pictures in view only: not lazy, hidden, lower or scrolled-past ones', async () => {
    const doc = pageWith([
      { attributes: `src="/a.webp" ${NAMED}` },
      { attributes: `src="/hidden.webp" ${NAMED}`, width: 0 },
      { attributes: `src="/below.webp" ${NAMED}`, top: 900 },
      { attributes: `src="/above.webp" ${NAMED}`, top: -400 },
      { attributes: 'src="/lazy.webp" loading="lazy"' },
    ]);
    let painted: () => void = () => undefined;
    const reportedPainted = jest.fn((_pictures: readonly HTMLImageElement[]) => new Promise<void>((resolve) => (painted = resolve)));
    const record = jest.fn();
    const shown = firstPaintShown({ document: doc, reportedPainted, waitMs: 10_000, record });
    expect(reportedPainted.mock.calls[0]?.[0]).toEqual([doc.querySelector('img[src="/a.webp"]')]);
    expect(await settled(shown)).toBe(false);
    painted();
    expect(await settled(shown)).toBe(true);
    expect(record).toHaveBeenCalledWith('shown');
  });

  it('gives up after the wait, so a slow picture never holds the app back for long', async () => {
    jest.useFakeTimers();
    const record = jest.fn();
    const shown = firstPaintShown({
      document: pageWith([{ attributes: `src="/slow.webp" ${NAMED}` }]),
      reportedPainted: () => new Promise(() => undefined),
      waitMs: 500,
      record,
    });
    jest.advanceTimersByTime(499);
    expect(await settled(shown)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(shown)).toBe(true);
    expect(record).toHaveBeenCalledWith('gave up');
  });

  it('does not wait on a hidden page, which draws no frames', async () => {
    const doc = pageWith([{ attributes: `src="/a.webp" ${NAMED}` }]);
    Object.defineProperty(doc, 'visibilityState', { value: 'hidden' });
    const reportedPainted = jest.fn(() => new Promise<void>(() => undefined));
    expect(await settled(firstPaintShown({ document: doc, reportedPainted, waitMs: 10_000 }))).toBe(true);
    expect(reportedPainted).not.toHaveBeenCalled();
  });
});

describe('browserReportsPainted, with Element Timing', () => {
  type Callback = (list: { getEntries: () => unknown[] }) => void;
  let observers: { callback: Callback; options?: unknown; disconnected: boolean }[] = [];
  const original = globalThis.PerformanceObserver;

  beforeEach(() => {
    observers = [];
    class FakeObserver {
      static supportedEntryTypes = ['element', 'largest-contentful-paint'];
      private readonly record: (typeof observers)[number];
      constructor(callback: Callback) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe(options: unknown) {
        this.record.options = options;
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
  });
  afterEach(() => {
    globalThis.PerformanceObserver = original;
  });

  const report = (...entries: { identifier: string; element: Element | null }[]) => observers[0]!.callback({ getEntries: () => entries });

  it('resolves once each picture has been reported painted, reading the reports made before it started', async () => {
    const doc = pageWith([{ attributes: `src="/a.webp" ${NAMED}` }, { attributes: `src="/b.webp" ${NAMED}` }]);
    const [first, second] = [...doc.querySelectorAll('img')];
    const painted = browserReportsPainted([first!, second!]);
    expect(observers[0]!.options).toEqual({ type: 'element', buffered: true });
    report({ identifier: 'nfx-first-paint', element: first! }, { identifier: 'another-name', element: second! });
    expect(await settled(painted)).toBe(false);
    report({ identifier: 'nfx-first-paint', element: second! });
    expect(await settled(painted)).toBe(true);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('does not wait for a picture that failed to load: the browser never reports it', async () => {
    const doc = pageWith([{ attributes: `src="/a.webp" ${NAMED}` }, { attributes: `src="/missing.webp" ${NAMED}` }]);
    const [first, missing] = [...doc.querySelectorAll('img')];
    const painted = browserReportsPainted([first!, missing!]);
    report({ identifier: 'nfx-first-paint', element: first! });
    expect(await settled(painted)).toBe(false);
    missing!.dispatchEvent(new Event('error'));
    expect(await settled(painted)).toBe(true);
  });
});

describe('browserReportsPainted, without Element Timing', () => {
  const original = globalThis.PerformanceObserver;
  beforeEach(() => {
    globalThis.PerformanceObserver = { supportedEntryTypes: ['largest-contentful-paint'] } as unknown as typeof PerformanceObserver;
  });
  afterEach(() => {
    globalThis.PerformanceObserver = original;
    jest.restoreAllMocks();
  });

  it('waits for the pictures to be decoded, then for two frames', async () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const doc = pageWith([{ attributes: `src="/a.webp" ${NAMED}` }]);
    const picture = doc.querySelector('img')!;
    let decodedNow: () => void = () => undefined;
    picture.decode = () => new Promise<void>((resolve) => (decodedNow = resolve));

    const painted = browserReportsPainted([picture]);
    expect(await settled(painted)).toBe(false);
    expect(frames).toHaveLength(0);
    decodedNow();
    await settled(painted);
    frames.shift()!(0);
    expect(frames).toHaveLength(1);
    frames.shift()!(16);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await settled(painted)).toBe(true);
  });
});
