import { startVitalsBeacon } from './web-vitals-beacon';

describe('real-user monitoring beacon', () => {
  it('sends LCP, CLS and INP with the path only once, when the page is hidden', () => {
    const observers = new Map<string, (entries: PerformanceEntry[]) => void>();
    const send = jest.fn(() => true);
    let visibility: DocumentVisibilityState = 'visible';
    const target = Object.defineProperty(new EventTarget(), 'visibilityState', { get: () => visibility }) as unknown as Document;
    startVitalsBeacon('https://rum.example/collect', '1.2.3', {
      observe: (type, onEntries) => observers.set(type, onEntries),
      send,
      target,
      path: () => '/de/gamehall',
    });
    observers.get('largest-contentful-paint')!([{ startTime: 812.4 } as PerformanceEntry, { startTime: 1204.6 } as PerformanceEntry]);
    observers.get('layout-shift')!([
      { value: 0.05, hadRecentInput: false } as unknown as PerformanceEntry,
      { value: 0.3, hadRecentInput: true } as unknown as PerformanceEntry,
    ]);
    observers.get('event')!([{ duration: 40 } as PerformanceEntry, { duration: 136 } as PerformanceEntry]);
    target.dispatchEvent(new Event('visibilitychange'));
    expect(send).not.toHaveBeenCalled();
    visibility = 'hidden';
    target.dispatchEvent(new Event('visibilitychange'));
    target.dispatchEvent(new Event('visibilitychange'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('https://rum.example/collect', expect.any(String));
    expect(JSON.parse((send.mock.calls[0] as unknown as [string, string])[1])).toEqual({
      path: '/de/gamehall',
      version: '1.2.3',
      lcp: 1205,
      cls: 0.05,
      inp: 136,
    });
  });
});
