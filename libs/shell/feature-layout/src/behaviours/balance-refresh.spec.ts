import {
  balanceSettings,
  createBalanceRefresher,
  DEFAULT_BALANCE_UPDATE,
  isBalanceChangedMessage,
  isBalanceRefreshSkipped,
} from './balance-refresh';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const settings = (overrides: Partial<typeof DEFAULT_BALANCE_UPDATE>) => balanceSettings(overrides);

describe('createBalanceRefresher', () => {
  it('with the defaults (interval off, after-click off) never refreshes', () => {
    const refresh = jest.fn();
    const refresher = createBalanceRefresher(DEFAULT_BALANCE_UPDATE, refresh, () => Date.now());
    refresher.onClick();
    jest.advanceTimersByTime(60_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes on the interval and switches off after the minutes without clicks', () => {
    const refresh = jest.fn();
    createBalanceRefresher(
      settings({ isEnabledInterval: true, countSecondsForInterval: 10, countMinutesAfterWhichRequestsTurnedOff: 1 }),
      refresh,
    );
    jest.advanceTimersByTime(30_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    jest.advanceTimersByTime(30_000);
    expect(refresh).toHaveBeenCalledTimes(5);
    jest.advanceTimersByTime(120_000);
    expect(refresh).toHaveBeenCalledTimes(5);
  });

  it('restarts the interval on the next click after switching off', () => {
    const refresh = jest.fn();
    const refresher = createBalanceRefresher(
      settings({ isEnabledInterval: true, countSecondsForInterval: 10, countMinutesAfterWhichRequestsTurnedOff: 1 }),
      refresh,
    );
    jest.advanceTimersByTime(120_000);
    const before = refresh.mock.calls.length;
    refresher.onClick();
    jest.advanceTimersByTime(10_000);
    expect(refresh).toHaveBeenCalledTimes(before + 1);
  });

  it('a click keeps the interval alive past the switch-off time', () => {
    const refresh = jest.fn();
    const refresher = createBalanceRefresher(
      settings({ isEnabledInterval: true, countSecondsForInterval: 10, countMinutesAfterWhichRequestsTurnedOff: 1 }),
      refresh,
    );
    jest.advanceTimersByTime(50_000);
    refresher.onClick();
    jest.advanceTimersByTime(50_000);
    expect(refresh).toHaveBeenCalledTimes(10);
  });

  it('keeps refreshing forever when switch-off is disabled', () => {
    const refresh = jest.fn();
    createBalanceRefresher(
      settings({ isEnabledInterval: true, isEnabledTurnOffRequests: false, countMinutesAfterWhichRequestsTurnedOff: 1 }),
      refresh,
    );
    jest.advanceTimersByTime(600_000);
    expect(refresh).toHaveBeenCalledTimes(60);
  });

  it('refreshes after clicks at most once per configured delay', () => {
    const refresh = jest.fn();
    const refresher = createBalanceRefresher(
      settings({ isEnabledRequestsAfterClick: true, countSecondsForDelayBetweenClick: 2 }),
      refresh,
      () => Date.now(),
    );
    refresher.onClick();
    refresher.onClick();
    jest.advanceTimersByTime(1_999);
    refresher.onClick();
    expect(refresh).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    refresher.onClick();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('stops everything', () => {
    const refresh = jest.fn();
    const refresher = createBalanceRefresher(settings({ isEnabledInterval: true }), refresh);
    refresher.stop();
    jest.advanceTimersByTime(60_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('helpers', () => {
  it.each([
    ['/game/book-of-ra', true],
    ['/de/game/book-of-ra', true],
    ['/gamehall', false],
    ['/game', false],
  ])('skips %s → %s', (path, expected) => expect(isBalanceRefreshSkipped(path)).toBe(expected));

  it('accepts the balance message only from the same origin', () => {
    expect(isBalanceChangedMessage({ origin: 'https://a.test', data: 'nfx:balance-changed' }, 'https://a.test')).toBe(true);
    expect(isBalanceChangedMessage({ origin: 'https://a.test', data: { type: 'nfx:balance-changed' } }, 'https://a.test')).toBe(true);
    expect(isBalanceChangedMessage({ origin: 'https://evil.test', data: 'nfx:balance-changed' }, 'https://a.test')).toBe(false);
    expect(isBalanceChangedMessage({ origin: 'https://a.test', data: 'other' }, 'https://a.test')).toBe(false);
  });

  it('fills missing settings with the defaults', () => {
    expect(balanceSettings({ isEnabledInterval: true })).toEqual({ ...DEFAULT_BALANCE_UPDATE, isEnabledInterval: true });
  });
});
