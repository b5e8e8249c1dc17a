import { act, renderHook } from '@testing-library/react';
import { onPageIdle, usePageIdle } from './use-page-idle';

describe('the page idle moment', () => {
  const idleCallbacks: Array<() => void> = [];
  let readyState: DocumentReadyState;
  beforeEach(() => {
    idleCallbacks.length = 0;
    readyState = 'complete';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idleCallbacks.push(() => callback({} as IdleDeadline)));
    window.cancelIdleCallback = jest.fn();
  });
  afterEach(() => jest.restoreAllMocks());

  it('usePageIdle turns true at the first idle moment of a loaded page, and a later mount starts true', () => {
    const first = renderHook(() => usePageIdle());
    expect(first.result.current).toBe(false);
    expect(idleCallbacks).toHaveLength(1);
    act(() => idleCallbacks[0]!());
    expect(first.result.current).toBe(true);
    expect(renderHook(() => usePageIdle()).result.current).toBe(true);
    expect(idleCallbacks).toHaveLength(1);
  });

  it('waits for the load event before asking for an idle moment', () => {
    readyState = 'loading';
    const callback = jest.fn();
    onPageIdle(callback);
    expect(idleCallbacks).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(callback).not.toHaveBeenCalled();
    idleCallbacks[0]!();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting for a load that never comes, and a cancel stops it', () => {
    jest.useFakeTimers();
    try {
      readyState = 'loading';
      const late = jest.fn();
      onPageIdle(late);
      const cancelled = jest.fn();
      onPageIdle(cancelled)();
      jest.advanceTimersByTime(7999);
      expect(late).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(late).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
