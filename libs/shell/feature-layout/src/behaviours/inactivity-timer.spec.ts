import { createInactivityTimer } from './inactivity-timer';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createInactivityTimer', () => {
  it('warns at 80% with the time left and expires at 100%', () => {
    const onWarn = jest.fn();
    const onExpire = jest.fn();
    createInactivityTimer({ totalMs: 100_000, onWarn, onExpire });

    jest.advanceTimersByTime(79_999);
    expect(onWarn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledWith(20_000);
    expect(onExpire).not.toHaveBeenCalled();
    jest.advanceTimersByTime(20_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('starts the whole period again on activity', () => {
    const onWarn = jest.fn();
    const onExpire = jest.fn();
    const timer = createInactivityTimer({ totalMs: 10_000, onWarn, onExpire });
    jest.advanceTimersByTime(9_000);
    expect(onWarn).toHaveBeenCalledTimes(1);
    timer.reset();
    jest.advanceTimersByTime(9_000);
    expect(onExpire).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('does nothing after stop', () => {
    const onExpire = jest.fn();
    const timer = createInactivityTimer({ totalMs: 1_000, onWarn: jest.fn(), onExpire });
    timer.stop();
    jest.advanceTimersByTime(5_000);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
