import type { BalanceUpdateSettings } from '@nfx/cms-config';

/** Spec §9 defaults: interval 10 s (off), click delay 1 s, off after 5 minutes (on), after-click off. */
export const DEFAULT_BALANCE_UPDATE: BalanceUpdateSettings = {
  countSecondsForDelayBetweenClick: 1,
  isEnabledInterval: false,
  countSecondsForInterval: 10,
  isEnabledTurnOffRequests: true,
  countMinutesAfterWhichRequestsTurnedOff: 5,
  isEnabledRequestsAfterClick: false,
};

export function balanceSettings(configured: Partial<BalanceUpdateSettings> | undefined): BalanceUpdateSettings {
  return { ...DEFAULT_BALANCE_UPDATE, ...configured };
}

/** Spec §2: no automatic balance refresh on a game page (the game frame reports changes itself). */
export function isBalanceRefreshSkipped(pathname: string): boolean {
  return pathname.includes('/game/');
}

export interface BalanceRefresher {
  /** A click anywhere on the page. */
  onClick: () => void;
  stop: () => void;
}

/**
 * The balance-refresh rules of spec §3/§4 without React: a periodic refresh that switches itself
 * off after the configured minutes without clicks and restarts on the next click, and an
 * optional refresh per click, throttled to one per configured delay.
 */
export function createBalanceRefresher(
  settings: BalanceUpdateSettings,
  refresh: () => void,
  now: () => number = Date.now,
): BalanceRefresher {
  const intervalMs = settings.countSecondsForInterval * 1000;
  const turnOffMs = settings.countMinutesAfterWhichRequestsTurnedOff * 60_000;
  const clickDelayMs = settings.countSecondsForDelayBetweenClick * 1000;
  let interval: ReturnType<typeof setInterval> | undefined;
  let turnOff: ReturnType<typeof setTimeout> | undefined;
  let lastClickRefresh = Number.NEGATIVE_INFINITY;

  const stopInterval = () => {
    clearInterval(interval);
    interval = undefined;
  };
  const armTurnOff = () => {
    if (!settings.isEnabledTurnOffRequests) return;
    clearTimeout(turnOff);
    turnOff = setTimeout(stopInterval, turnOffMs);
  };
  const startInterval = () => {
    if (!settings.isEnabledInterval || intervalMs <= 0) return;
    if (interval === undefined) interval = setInterval(refresh, intervalMs);
    armTurnOff();
  };

  startInterval();

  return {
    onClick: () => {
      startInterval();
      if (!settings.isEnabledRequestsAfterClick) return;
      const at = now();
      if (at - lastClickRefresh < clickDelayMs) return;
      lastClickRefresh = at;
      refresh();
    },
    stop: () => {
      stopInterval();
      clearTimeout(turnOff);
    },
  };
}

/** The message a same-origin game frame posts when the balance changed. */
export const BALANCE_CHANGED_MESSAGE = 'nfx:balance-changed';

export function isBalanceChangedMessage(event: Pick<MessageEvent, 'origin' | 'data'>, origin: string): boolean {
  if (event.origin !== origin) return false;
  const data: unknown = event.data;
  if (data === BALANCE_CHANGED_MESSAGE) return true;
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === BALANCE_CHANGED_MESSAGE;
}
