import { afterPageLoadAndIdle } from './after-page-load';
import { IDLE_FALLBACK_MS } from './chat/first-activity';

function fakeWindow(readyState: DocumentReadyState, withIdleCallback: boolean) {
  const target = new EventTarget();
  const idle: Array<() => void> = [];
  const win = {
    document: { readyState },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    ...(withIdleCallback
      ? {
          requestIdleCallback: (callback: () => void) => idle.push(callback),
          cancelIdleCallback: (handle: number) => idle.splice(handle - 1, 1),
        }
      : {}),
  };
  return {
    win: win as unknown as Window,
    load: () => target.dispatchEvent(new Event('load')),
    runIdle: () => idle.splice(0).forEach((run) => run()),
  };
}

afterEach(() => jest.useRealTimers());

describe('afterPageLoadAndIdle', () => {
  it('waits for the load event, then for idle', () => {
    const start = jest.fn();
    const { win, load, runIdle } = fakeWindow('interactive', true);
    afterPageLoadAndIdle(start, win);
    runIdle();
    expect(start).not.toHaveBeenCalled();
    load();
    expect(start).not.toHaveBeenCalled();
    runIdle();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits only for idle when the page has already loaded', () => {
    const start = jest.fn();
    const { win, runIdle } = fakeWindow('complete', true);
    afterPageLoadAndIdle(start, win);
    runIdle();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where requestIdleCallback is missing', () => {
    jest.useFakeTimers();
    const start = jest.fn();
    const { win, load } = fakeWindow('loading', false);
    afterPageLoadAndIdle(start, win);
    load();
    jest.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never starts once cancelled, before or after the load event', () => {
    const start = jest.fn();
    const before = fakeWindow('loading', true);
    afterPageLoadAndIdle(start, before.win)();
    before.load();
    before.runIdle();
    const after = fakeWindow('loading', true);
    const cancel = afterPageLoadAndIdle(start, after.win);
    after.load();
    cancel();
    after.runIdle();
    expect(start).not.toHaveBeenCalled();
  });
});
