/** Spec §9: the warning shows during the last 20% of the time (at 80%). */
export const WARNING_AT_SHARE = 0.8;

export interface InactivityTimerOptions {
  totalMs: number;
  /** Called once per period when the warning should appear, with the time left. */
  onWarn: (remainingMs: number) => void;
  onExpire: () => void;
}

export interface InactivityTimer {
  /** Activity: start the period again (and hide a warning, which the caller does on reset). */
  reset: () => void;
  stop: () => void;
}

/** Two timers per period: the warning at 80 %, the sign-out at 100 %. */
export function createInactivityTimer({ totalMs, onWarn, onExpire }: InactivityTimerOptions): InactivityTimer {
  let warnTimer: ReturnType<typeof setTimeout> | undefined;
  let expireTimer: ReturnType<typeof setTimeout> | undefined;
  const warnAfter = Math.floor(totalMs * WARNING_AT_SHARE);

  const stop = () => {
    clearTimeout(warnTimer);
    clearTimeout(expireTimer);
  };
  const reset = () => {
    stop();
    warnTimer = setTimeout(() => onWarn(totalMs - warnAfter), warnAfter);
    expireTimer = setTimeout(onExpire, totalMs);
  };
  reset();
  return { reset, stop };
}
