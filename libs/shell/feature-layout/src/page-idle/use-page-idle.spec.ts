import { act, renderHook } from '@testing-library/react';
import { usePageIdle, whenPageIdle } from './use-page-idle';

describe('the page idle moment', () => {
  const idleCallbacks: Array<() => void> = [];
  let readyState: DocumentReadyState;
  beforeEach(() => {
    idleCallbacks.length = 0;
    readyState = 'loading';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idleCallbacks.push(() => callback({} as IdleDeadline)));
    window.cancelIdleCallback = jest.fn();
  });
  afterEach(() => jest.restoreAllMocks());

  // One test: the first idle moment is latched for the module's life, as it is for the page's.
  it('waits for the load event and an idle moment, then stays idle for later mounts and callbacks', () => {
    const first = renderHook(() => usePageIdle());
    const callback = jest.fn();
    whenPageIdle(callback);
    expect(first.result.current).toBe(false);
    expect(idleCallbacks).toHaveLength(0);
    readyState = 'complete';
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(idleCallbacks).toHaveLength(2);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(first.result.current).toBe(false);
    act(() => idleCallbacks.forEach((run) => run()));
    expect(first.result.current).toBe(true);
    expect(callback).toHaveBeenCalledTimes(1);

    expect(renderHook(() => usePageIdle()).result.current).toBe(true);
    const later = jest.fn();
    whenPageIdle(later);
    expect(later).toHaveBeenCalledTimes(1);
    expect(idleCallbacks).toHaveLength(2);
  });
});
