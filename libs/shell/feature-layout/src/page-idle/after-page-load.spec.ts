import { afterPageLoadAndIdle } from './after-page-load';
import { IDLE_FALLBACK_MS } from '../behaviours/chat/first-activity';

function fakeWindow(readyState: DocumentReadyState, withIdleCallback: boolean) {
  const target = new EventTarget();
  const idle: Array<() => void> = [];
  const asked: Array<IdleRequestOptions | undefined> = [];
  const win = {
    document: { readyState },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    ...(withIdleCallback
      ? {
          requestIdleCallback: (callback: () => void, options?: IdleRequestOptions) => {
            asked.push(options);
            return idle.push(callback);
          },
          cancelIdleCallback: (handle: number) => idle.splice(handle - 1, 1),
        }
      : {}),
  };
  return {
    win: win as unknown as Window,
    load: () => target.dispatchEvent(new Event('load')),
    runIdle: () => idle.splice(0).forEach((run) => run()),
    asked,
  };
}

afterEach(() => jest.useRealTimers());

describe('afterPageLoadAndIdle', () => {
  it('waits for the load event, then for idle', () => {
    const start = jest.fn();
    const { win, load, runIdle } = fakeWindow('interactive', true);
    afterPageLoadAndIdle(start, {}, win);
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
    afterPageLoadAndIdle(start, {}, win);
    runIdle();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where requestIdleCallback is missing', () => {
    jest.useFakeTimers();
    const start = jest.fn();
    const { win, load } = fakeWindow('loading', false);
    afterPageLoadAndIdle(start, {}, win);
    load();
    jest.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never starts once cancelled, before or after the load event', () => {
    const start = jest.fn();
    const before = fakeWindow('loading', true);
    afterPageLoadAndIdle(start, {}, before.win)();
    before.load();
    before.runIdle();
    const after = fakeWindow('loading', true);
    const cancel = afterPageLoadAndIdle(start, {}, after.win);
    after.load();
    cancel();
    after.runIdle();
    expect(start).not.toHaveBeenCalled();
  });

  it('passes an idle deadline to the browser, and starts right after load where it cannot tell idle moments', () => {
    jest.useFakeTimers();
    const start = jest.fn();
    const withIdle = fakeWindow('complete', true);
    afterPageLoadAndIdle(start, { idleTimeoutMs: 2000 }, withIdle.win);
    expect(withIdle.asked).toEqual([{ timeout: 2000 }]);
    const withoutIdle = fakeWindow('complete', false);
    afterPageLoadAndIdle(start, { idleTimeoutMs: 2000 }, withoutIdle.win);
    jest.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting for a load that never comes after its deadline, once, and a cancel stops that too', () => {
    jest.useFakeTimers();
    const start = jest.fn();
    const { win, load, runIdle } = fakeWindow('loading', true);
    afterPageLoadAndIdle(start, { loadTimeoutMs: 8000 }, win);
    const cancelled = jest.fn();
    afterPageLoadAndIdle(cancelled, { loadTimeoutMs: 8000 }, fakeWindow('loading', true).win)();
    jest.advanceTimersByTime(7999);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    load();
    runIdle();
    expect(start).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('does not start twice when the load event comes before its deadline', () => {
    jest.useFakeTimers();
    const start = jest.fn();
    const { win, load, runIdle } = fakeWindow('loading', true);
    afterPageLoadAndIdle(start, { loadTimeoutMs: 8000 }, win);
    load();
    runIdle();
    jest.advanceTimersByTime(8000);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
